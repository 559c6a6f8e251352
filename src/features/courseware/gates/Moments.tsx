import { lazy, Suspense, useEffect, useState } from 'react';
import { serverNow } from '@/components/dates';
import { UPSELL_LINKS, useUpgradeTracking } from '@/components/upgrade/track';
import { streakDiscount } from '@/rules/upgradePrice';
import { useAppDispatch, useAppSelector } from '@/lms/hooks';
import { usePlatform } from '@/platform/react';
import { streakCelebrated, useCelebrateFirstSectionMutation } from './api';
import { celebrationDecision, clearMarker, readMarker, writeMarker } from './celebration';
import { selectFirstSectionOpen, setFirstSectionOpen } from './gatesSlice';
import type { GateCourse } from './types';

const FirstSectionModal = lazy(() =>
  import('./CelebrationModals').then((m) => ({ default: m.FirstSectionModal })),
);
const StreakModal = lazy(() => import('./CelebrationModals').then((m) => ({ default: m.StreakModal })));

/**
 * The moments a course marks (spec §4): the first-section celebration once the learner arrives in the next
 * section (the marker written by the Next button, see celebration.ts), and the streak celebration, whose
 * closing clears streakLengthToCelebrate. Analytics calls never break the page.
 *
 * Whether each is still due is the course record's (`course.celebrations`, from the courseware cache, where
 * celebrating and closing write it: ./api.ts); whether the first-section modal is open is UI state
 * (./gatesSlice.ts).
 */
export function CoursewareMoments({
  course,
  sequenceId,
  unitId,
}: {
  course: GateCourse;
  sequenceId: string | null;
  unitId: string | null;
}) {
  const { analytics, logger } = usePlatform();
  const dispatch = useAppDispatch();
  const [celebrate] = useCelebrateFirstSectionMutation();
  const firstSectionOpen = useAppSelector((state) => selectFirstSectionOpen(state, course.id));

  const firstSection = Boolean(course.celebrations?.firstSection);
  const streakLength = course.celebrations?.streakLengthToCelebrate ?? null;
  const streakDue = streakLength !== null && streakLength > 0;
  // The streak discount (spec §9), by the server's clock: it is shown as ending 14 days from now.
  const [now] = useState(() => serverNow(course.timeOffsetMillis));
  const discount = streakDiscount({
    now,
    enabled: course.celebrations?.streakDiscountEnabled === true,
    verifiedMode: course.verifiedMode ?? null,
    enrollmentMode: course.enrollmentMode ?? null,
  });
  const { upsell } = useUpgradeTracking(course.id, course.org ?? '');

  const track = (name: string) => {
    try {
      analytics.sendTrackEvent(name, { course_id: course.id });
    } catch (error) {
      logger.logError(error);
    }
  };

  useEffect(() => {
    const marker = readMarker();
    const decision = celebrationDecision({
      marker,
      courseId: course.id,
      sequenceId,
      unitId,
      firstSection,
      streakDue,
    });
    if (decision === 'clear') clearMarker();
    if ((decision === 'show' || decision === 'post-only') && marker) {
      writeMarker({ ...marker, shown: true });
      void celebrate(course.id);
      if (decision === 'show') {
        dispatch(setFirstSectionOpen({ courseId: course.id, open: true }));
        try {
          analytics.sendTrackEvent('edx.ui.lms.celebration.first_section.opened', { course_id: course.id });
        } catch (error) {
          logger.logError(error);
        }
      }
    }
  }, [course.id, sequenceId, unitId, firstSection, streakDue, celebrate, analytics, logger, dispatch]);

  const streakOpened = streakDue;
  useEffect(() => {
    if (!streakOpened) return;
    try {
      analytics.sendTrackEvent('edx.ui.lms.celebration.streak.opened', { course_id: course.id });
    } catch (error) {
      logger.logError(error);
    }
  }, [streakOpened, analytics, logger, course.id]);

  return (
    <Suspense fallback={null}>
      {firstSectionOpen && (
        <FirstSectionModal
          onClose={() => {
            dispatch(setFirstSectionOpen({ courseId: course.id, open: false }));
            track('edx.ui.lms.celebration.first_section.closed');
          }}
        />
      )}
      {streakDue && (
        <StreakModal
          streakLength={streakLength}
          discount={discount}
          timeZone={course.userTimezone ?? null}
          onUpgrade={() => upsell(UPSELL_LINKS.streakCelebration)}
          onClose={() => {
            dispatch(streakCelebrated(course.id));
            track('edx.ui.lms.celebration.streak.closed');
          }}
        />
      )}
    </Suspense>
  );
}
