import type { Analytics } from '@/platform/analytics';

/** Exit-page events carry the prefix of spec §7; the properties name the course and the variant. */
export const EXIT_EVENT_PREFIX = 'edx.ui.lms.course_exit.';

export type ExitEvent =
  | 'visited'
  | 'dashboard.clicked'
  | 'dates.clicked'
  | 'progress.clicked'
  | 'catalog_search.clicked'
  | 'social_share.clicked'
  | 'certificate.clicked'
  | 'program.clicked'
  | 'recommendation.clicked';

export function trackExit(analytics: Analytics, event: ExitEvent, properties: Record<string, unknown>): void {
  const name = `${EXIT_EVENT_PREFIX}${event}`;
  analytics.sendTrackEvent(name, properties);
  analytics.sendTrackingLogEvent(name, properties);
}
