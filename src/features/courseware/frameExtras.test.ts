import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyFrameExtra, startFrameExtras, throttle, VISIBILITY_INTERVAL_MS } from './frameExtras';

const LMS = 'http://localhost:18000';
const classify = (data: unknown) => classifyFrameExtra(data, LMS);
/** The unit's context: nothing here posts an event, so its dispatch and logger are never called. */
const context = {
  lmsOrigin: LMS,
  courseId: 'course-v1:a+b+c',
  unitId: 'block-v1:a+b+c+type@vertical+block@u',
  dispatch: vi.fn(),
  logger: { logInfo: vi.fn(), logError: vi.fn() },
} as unknown as Parameters<typeof startFrameExtras>[1];

describe('the messages of what a unit does later', () => {
  it('reads auto-advance and a video’s full screen, and nothing else', () => {
    expect(classify({ type: 'plugin.autoAdvance' })).toEqual({ kind: 'auto-advance' });
    expect(classify({ type: 'plugin.videoFullScreen', payload: { open: true } })).toEqual({
      kind: 'video-full-screen',
      open: true,
    });
    expect(classify({ type: 'plugin.videoFullScreen', payload: { open: false } })).toEqual({
      kind: 'video-full-screen',
      open: false,
    });
    for (const other of [
      null,
      'plugin.autoAdvance',
      { type: 'plugin.videoFullScreen' },
      { type: 'plugin.videoFullScreen', payload: { open: 'true' } },
      { type: 'plugin.resize', payload: { height: 3 } },
      { type: 'unit.visibilityStatus' },
    ]) {
      expect(classify(other)).toBeNull();
    }
  });
});

describe('a dialog the unit asks for, and its events', () => {
  it('opens a dialog with a body, or with an address on the LMS origin only', () => {
    expect(classify({ type: 'plugin.modal', payload: { body: 'Hi' } })).toEqual({
      kind: 'modal',
      modal: { body: 'Hi', url: null, title: null },
    });
    expect(classify({ type: 'plugin.modal', payload: { url: '/lti', title: 'T' } })).toEqual({
      kind: 'modal',
      modal: { body: null, url: `${LMS}/lti`, title: 'T' },
    });
    for (const payload of [
      undefined,
      {},
      { url: 'https://evil.example.com/' },
      { url: 'javascript:alert(1)' },
    ]) {
      expect(classify({ type: 'plugin.modal', payload })).toBeNull();
    }
  });

  it('reads the entrance exam passed, and events carrying event_name', () => {
    expect(classify({ type: 'entranceExam.passed' })).toEqual({ kind: 'entrance-exam-passed' });
    expect(classify({ event_name: 'shift_dates' })).toEqual({ kind: 'event', name: 'shift_dates' });
    expect(classify({ event_name: '' })).toBeNull();
  });
});

describe('a post_event from the unit (contract course-home §5.8)', () => {
  it('is read to the LMS origin only, with its course id and its research data untouched', () => {
    const research = { location: 'sequence-due-dates-banner', nested_key: { a_b: 1 } };
    expect(
      classify({
        event_name: 'post_event',
        post_data: { url: `${LMS}/api/x`, body_params: { course_id: 'course-v1:a+b+c' } },
        research_event_data: research,
      }),
    ).toEqual({
      kind: 'post-event',
      postEvent: { url: `${LMS}/api/x`, courseId: 'course-v1:a+b+c', researchEventData: research },
    });
    expect(classify({ event_name: 'post_event', post_data: { url: '/api/x' } })).toEqual({
      kind: 'post-event',
      postEvent: { url: `${LMS}/api/x`, courseId: null, researchEventData: null },
    });
    for (const post_data of [undefined, null, {}, { url: 42 }, { url: 'https://evil.example.com/api/x' }]) {
      expect(classify({ event_name: 'post_event', post_data })).toBeNull();
    }
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then at most once per interval, the last of a burst at its end', () => {
    const run = vi.fn();
    const throttled = throttle(run, 100);
    throttled.call();
    expect(run).toHaveBeenCalledTimes(1);
    throttled.call();
    throttled.call();
    vi.advanceTimersByTime(99);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
    throttled.call();
    expect(run).toHaveBeenCalledTimes(3);
    throttled.call();
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(3);
  });
});

describe('a unit frame’s extras', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  function frame() {
    const element = document.createElement('iframe');
    document.body.appendChild(element);
    element.getBoundingClientRect = () => ({ top: 240 }) as DOMRect;
    const post = vi.spyOn(element.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    return { element, post };
  }

  it('tells the frame where it is at once, then on scroll and resize, throttled, until stopped', () => {
    const { element, post } = frame();
    const extras = startFrameExtras(element, context);
    const status = { type: 'unit.visibilityStatus', data: { topPosition: 240, viewportHeight: innerHeight } };
    expect(post).toHaveBeenCalledExactlyOnceWith(status, LMS);
    for (let i = 0; i < 5; i += 1) window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    expect(post).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(VISIBILITY_INTERVAL_MS);
    expect(post).toHaveBeenCalledTimes(2);
    extras.stop();
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(VISIBILITY_INTERVAL_MS * 3);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('keeps the page’s scroll while a video is full screen and puts it back after', () => {
    const { element } = frame();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const extras = startFrameExtras(element, context);
    // Leaving full screen without having entered it (a malformed order) moves nothing.
    extras.onMessage({ type: 'plugin.videoFullScreen', payload: { open: false } });
    expect(scrollTo).not.toHaveBeenCalled();
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(730);
    extras.onMessage({ type: 'plugin.videoFullScreen', payload: { open: true } });
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    extras.onMessage({ type: 'plugin.videoFullScreen', payload: { open: false } });
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 730);
    extras.onMessage({ type: 'plugin.videoFullScreen', payload: { open: false } });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    extras.stop();
  });
});
