import { loadable } from '@/components/loadable';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { usePlatform } from '@/platform/react';
import { outlineCertificateAlert } from '@/rules/certificate';
import type { Outline } from '../model';
import { courseEndAlert, courseStartAlert, scheduledContentAlert } from '../rules';

// Most visits show no alert: the alerts themselves are a chunk of their own, downloaded when one applies.
const AlertList = loadable(() => import('./AlertList'), 'OutlineAlertList');

/** Which of the outline's alerts show, each under its own rule from rules.ts. */
export interface ShownAlerts {
  readonly signIn: boolean;
  readonly enrollment: boolean;
  readonly start: ReturnType<typeof courseStartAlert>;
  readonly end: ReturnType<typeof courseEndAlert>;
  readonly certificate: ReturnType<typeof outlineCertificateAlert>;
  readonly scheduled: ReturnType<typeof scheduledContentAlert>;
}

/**
 * The outline's alerts (spec §2, §4, §5): sign in or register (visitors on a private course), enrolment,
 * course start, course end, certificate, and more content coming. The rules decide here, at once; the
 * alerts that apply show from ./AlertList.
 */
export function OutlineAlerts({
  metadata,
  outline,
  now,
}: {
  metadata: CourseMetadata;
  outline: Outline;
  now: number;
}) {
  const { user } = usePlatform();
  const alerts: ShownAlerts = {
    signIn: !user && outline.isPrivate,
    enrollment: user !== null && !metadata.isEnrolled,
    start: courseStartAlert({ isEnrolled: metadata.isEnrolled, start: metadata.start, now }),
    end: courseEndAlert({
      isEnrolled: metadata.isEnrolled,
      dateBlocks: outline.datesWidget.courseDateBlocks,
      now,
    }),
    certificate: outlineCertificateAlert({
      isEnrolled: metadata.isEnrolled,
      certificate: outline.certData,
      enrollmentMode: outline.enrollmentMode,
      hasEnded: outline.hasEnded,
      userHasPassingGrade: outline.userHasPassingGrade,
    }),
    scheduled: scheduledContentAlert({
      isEnrolled: metadata.isEnrolled,
      hasScheduledContent: outline.course?.hasScheduledContent ?? false,
    }),
  };
  const any = Object.values(alerts).some(Boolean);
  return (
    <div className="outline-alerts">
      {any && <AlertList metadata={metadata} outline={outline} alerts={alerts} />}
    </div>
  );
}
