import { useCallback } from 'react';
import { usePlatform } from '@/platform/react';

/** Event names of the progress tab (spec §7). */
export const PROGRESS_EVENTS = {
  visited: 'edx.ui.lms.course_progress.visited',
  certificateStatus: 'edx.ui.lms.course_progress.certificate_status.clicked',
  detailedGrade: 'edx.ui.lms.course_progress.detailed_grades_assignment.clicked',
  gradesUpgrade: 'edx.ui.lms.course_progress.grades_upgrade.clicked',
  relatedLink: 'edx.ui.lms.course_progress.related_links.clicked',
} as const;

/**
 * Sends a progress event to Segment (a no-op without SEGMENT_KEY) and the LMS tracking log, with the course,
 * the org and the administrator flag as `is_staff` (spec §6). Analytics never breaks the page: anything it
 * throws is logged and dropped.
 */
export function useProgressTracking(courseId: string, org: string) {
  const { analytics, user, logger } = usePlatform();
  return useCallback(
    (event: string, extra: Readonly<Record<string, unknown>> = {}) => {
      try {
        const properties = {
          org_key: org,
          courserun_key: courseId,
          is_staff: user?.administrator ?? false,
          ...extra,
        };
        analytics.sendTrackEvent(event, properties);
        analytics.sendTrackingLogEvent(event, properties);
      } catch (error) {
        logger.logError(error, { context: `analytics: ${event}` });
      }
    },
    [analytics, user, logger, courseId, org],
  );
}
