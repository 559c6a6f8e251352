import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockLms } from '@test/mock-lms/node';
import { createAnalytics, SEGMENT_QUEUE_LIMIT, snakeCaseKeys } from './analytics';
import { createLogger } from './logging';

const quiet = () => {
  const errors: string[] = [];
  return {
    errors,
    logger: createLogger({
      sink: { info: () => undefined, error: (m: string) => errors.push(m), warn: () => undefined },
      agent: () => undefined,
    }),
  };
};

describe('analytics', () => {
  it('does nothing with Segment calls when there is no key', () => {
    const { logger, errors } = quiet();
    const analytics = createAnalytics({
      segmentKey: null,
      lmsBaseUrl: 'http://localhost:18000',
      http: axios.create(),
      logger,
    });
    analytics.identifyAnonymousUser();
    analytics.sendTrackEvent('edx.ui.lms.sequence.next_selected', { a: 1 });
    analytics.sendPageEvent();
    expect(errors).toEqual([]);
    expect(document.querySelector('script[src*="segment"]')).toBeNull();
  });

  it('sends Segment calls to the client after identify', () => {
    const segment = { track: vi.fn(), page: vi.fn(), identify: vi.fn() };
    const { logger } = quiet();
    const analytics = createAnalytics({
      segmentKey: 'k',
      lmsBaseUrl: 'x',
      http: axios.create(),
      logger,
      segment,
    });
    analytics.identifyAuthenticatedUser(3);
    analytics.sendTrackEvent('e', { courseId: 'c' });
    expect(segment.identify).toHaveBeenCalledWith('3', undefined);
    expect(segment.track).toHaveBeenCalledWith('e', { courseId: 'c' });
  });

  it('keeps a bounded queue while Segment’s library loads, and none once it cannot load', () => {
    const { logger } = quiet();
    const analytics = createAnalytics({ segmentKey: 'k', lmsBaseUrl: 'x', http: axios.create(), logger });
    const w = window as unknown as { analytics?: unknown[] };
    const script = document.querySelector<HTMLScriptElement>('script[src*="cdn.segment.com"]');
    try {
      expect(script?.src).toBe('https://cdn.segment.com/analytics.js/v1/k/analytics.min.js');
      analytics.identifyAnonymousUser();
      for (let i = 0; i < SEGMENT_QUEUE_LIMIT + 100; i += 1) analytics.sendTrackEvent('e', { i });
      expect(w.analytics).toHaveLength(SEGMENT_QUEUE_LIMIT);
      // The first calls are the ones kept.
      expect(w.analytics?.[0]).toEqual(['track', 'e', { i: 0 }]);
      expect(w.analytics?.at(-1)).toEqual(['track', 'e', { i: SEGMENT_QUEUE_LIMIT - 1 }]);
      // Blocked: nothing will replay the queue.
      script?.dispatchEvent(new Event('error'));
      expect(w.analytics).toHaveLength(0);
      analytics.sendTrackEvent('later');
      analytics.sendPageEvent();
      expect(w.analytics).toHaveLength(0);
    } finally {
      script?.remove();
      delete w.analytics;
    }
  });

  it('never lets a Segment failure escape', () => {
    const segment = {
      track: () => {
        throw new Error('blocked');
      },
      page: vi.fn(),
      identify: vi.fn(),
    };
    const { logger, errors } = quiet();
    const analytics = createAnalytics({
      segmentKey: 'k',
      lmsBaseUrl: 'x',
      http: axios.create(),
      logger,
      segment,
    });
    analytics.identifyAnonymousUser();
    expect(() => analytics.sendTrackEvent('e')).not.toThrow();
    expect(errors).toContain('blocked');
  });

  it('posts the tracking log to the LMS as a form, with snake_case properties', async () => {
    let body = '';
    let type = '';
    mockLms.use(
      http.post('http://localhost:18000/event', async ({ request }) => {
        type = request.headers.get('content-type') ?? '';
        body = await request.text();
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { logger } = quiet();
    const analytics = createAnalytics({
      segmentKey: null,
      lmsBaseUrl: 'http://localhost:18000',
      http: axios.create(),
      logger,
    });
    analytics.sendTrackingLogEvent('edx.ui.lms.sequence.tab_selected', {
      currentTab: 1,
      targetTab: 2,
      widgetPlacement: 'top',
    });
    await vi.waitFor(() => expect(body).not.toBe(''));
    const form = new URLSearchParams(body);
    expect(type).toContain('application/x-www-form-urlencoded');
    expect(form.get('event_type')).toBe('edx.ui.lms.sequence.tab_selected');
    expect(JSON.parse(form.get('event') ?? '')).toEqual({
      current_tab: 1,
      target_tab: 2,
      widget_placement: 'top',
    });
    expect(form.get('page')).toBe(window.location.href);
  });

  it('logs a failed tracking-log post and carries on', async () => {
    mockLms.use(http.post('http://localhost:18000/event', () => HttpResponse.error()));
    const { logger, errors } = quiet();
    const analytics = createAnalytics({
      segmentKey: null,
      lmsBaseUrl: 'http://localhost:18000',
      http: axios.create(),
      logger,
    });
    expect(() => analytics.sendTrackingLogEvent('e', {})).not.toThrow();
    await vi.waitFor(() => expect(errors).toHaveLength(1));
  });

  it('snake-cases nested keys', () => {
    expect(snakeCaseKeys({ courseId: 'c', nested: [{ isStaff: true }] })).toEqual({
      course_id: 'c',
      nested: [{ is_staff: true }],
    });
  });
});
