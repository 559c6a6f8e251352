import { useCallback } from 'react';
import { usePlatform } from '@/platform/react';

/**
 * The upgrade programme's analytics (spec §7 "upsell"; Open edX's event names and properties). Every
 * upgrade button and link sends `edx.bi.ecommerce.upsell_links_clicked` with the link's name, category,
 * type and page. None of these calls can break a page: failures are logged and dropped.
 */
export const UPSELL_EVENT = 'edx.bi.ecommerce.upsell_links_clicked';

export interface UpsellLink {
  readonly linkName: string;
  readonly linkCategory: string;
  readonly linkType: 'button' | 'link';
  readonly pageName: string;
}

/** Every upgrade button and link of the app, by place. */
export const UPSELL_LINKS = {
  /** The upgrade card in the outline's sidebar. */
  courseHomeCard: {
    linkName: 'course_home_green',
    linkCategory: 'green_upgrade',
    linkType: 'button',
    pageName: 'course_home',
  },
  /** The upgrade card in the courseware's notification tray. */
  inCourseCard: {
    linkName: 'in_course_green',
    linkCategory: 'green_upgrade',
    linkType: 'button',
    pageName: 'in_course',
  },
  /** The audit locks above or instead of a unit (the paywall). */
  auditLock: {
    linkName: 'in_course_audit_lock',
    linkCategory: '(none)',
    linkType: 'button',
    pageName: 'in_course',
  },
  /** The streak celebration's discount. */
  streakCelebration: {
    linkName: 'streak_celebration',
    linkCategory: 'green_upgrade',
    linkType: 'button',
    pageName: 'in_course',
  },
  /** The progress tab's locked grades banner. */
  progressLocked: {
    linkName: 'progress_locked',
    linkCategory: '(none)',
    linkType: 'button',
    pageName: 'progress',
  },
  /** The progress tab's certificate card (audit or honor passing). */
  progressCertificate: {
    linkName: 'progress_certificate',
    linkCategory: '(none)',
    linkType: 'button',
    pageName: 'progress',
  },
  /** The course exit page's certificate offer. */
  courseExit: {
    linkName: 'course_exit_upgrade',
    linkCategory: '(none)',
    linkType: 'button',
    pageName: 'course_exit',
  },
  /** The outline's and the dates tab's upgrade-to-shift-dates banners. */
  datesBannerHome: {
    linkName: 'dates_upgrade',
    linkCategory: 'personalized_learner_schedules',
    linkType: 'button',
    pageName: 'course_home',
  },
  datesBannerDates: {
    linkName: 'dates_upgrade',
    linkCategory: 'personalized_learner_schedules',
    linkType: 'button',
    pageName: 'dates_tab',
  },
} as const satisfies Record<string, UpsellLink>;

/** The card's own events (Open edX's sidebar upsell): shown once, and clicked. */
export const SIDEBAR_UPSELL_EVENTS = {
  displayed: 'edx.bi.course.upgrade.sidebarupsell.displayed',
  clicked: 'edx.bi.course.upgrade.sidebarupsell.clicked',
  upgradeClicked: 'edx.course.enrollment.upgrade.clicked',
} as const;

/**
 * A sender of the upgrade events for one course: `upsell(link)` for a click on an upgrade button or link,
 * `event(name, properties)` for the other upgrade events. Both to Segment and the LMS tracking log.
 */
export function useUpgradeTracking(courseId: string, org: string) {
  const { analytics, logger } = usePlatform();
  const event = useCallback(
    (name: string, properties: Readonly<Record<string, unknown>> = {}) => {
      try {
        const payload = { org_key: org, courserun_key: courseId, ...properties };
        analytics.sendTrackEvent(name, payload);
      } catch (error) {
        logger.logError(error, { context: `analytics: ${name}` });
      }
    },
    [analytics, logger, courseId, org],
  );
  const upsell = useCallback((link: UpsellLink) => event(UPSELL_EVENT, { ...link }), [event]);
  const log = useCallback(
    (name: string, properties: Readonly<Record<string, unknown>> = {}) => {
      try {
        analytics.sendTrackingLogEvent(name, { org_key: org, courserun_key: courseId, ...properties });
      } catch (error) {
        logger.logError(error, { context: `tracking log: ${name}` });
      }
    },
    [analytics, logger, courseId, org],
  );
  return { upsell, event, log };
}
