import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyFrameExtra, startFrameExtras, throttle, VISIBILITY_INTERVAL_MS } from './frameExtras';

const LMS = 'http://localhost:18000';

describe('the messages of what a unit does later', () => {
  it('reads auto-advance and a video’s full screen, and nothing else', () => {
    expect(classifyFrameExtra({ type: 'plugin.autoAdvance' })).toEqual({ kind: 'auto-advance' });
    expect(classifyFrameExtra({ type: 'plugin.videoFullScreen', payload: { open: true } })).toEqual({
      kind: 'video-full-screen',
      open: true,
    });
    expect(classifyFrameExtra({ type: 'plugin.videoFullScreen', payload: { open: false } })).toEqual({
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
      expect(classifyFrameExtra(other)).toBeNull();
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
    const extras = startFrameExtras(element, LMS);
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
    const extras = startFrameExtras(element, LMS);
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
