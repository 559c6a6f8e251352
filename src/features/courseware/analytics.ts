import { afterPaint } from '@/platform/afterPaint';
import type { Analytics } from '@/platform/analytics';

/**
 * Sends a courseware event (spec §7 analytics: sequence next, previous, tab and jump navigation). Without
 * a Segment key the platform's call does nothing; a failure here never reaches the page. Sent after the
 * next paint.
 */
export function track(analytics: Analytics, name: string, properties: Record<string, unknown>): void {
  // After the move it reports is on screen: a press answers first.
  afterPaint(() => {
    try {
      analytics.sendTrackEvent(name, properties);
    } catch {
      // Analytics must never break navigation.
    }
  });
}

export const SEQUENCE_EVENTS = {
  next: 'edx.ui.lms.sequence.next_selected',
  previous: 'edx.ui.lms.sequence.previous_selected',
  tab: 'edx.ui.lms.sequence.tab_selected',
  jump: 'edx.ui.lms.jump_nav.selected',
} as const;
