import { describe, expect, it, vi } from 'vitest';
import type { Analytics } from './analytics';
import { deferredAnalytics } from './deferredAnalytics';

function recorder(log: string[]): Analytics {
  return {
    sendTrackEvent: (name) => log.push(`track ${name}`),
    sendPageEvent: () => log.push('page'),
    identifyAuthenticatedUser: (id) => log.push(`identify ${id}`),
    identifyAnonymousUser: () => log.push('anonymous'),
    sendTrackingLogEvent: (name) => log.push(`log ${name}`),
  };
}

describe('deferred analytics', () => {
  it('loads the service once, at the first call, and passes every call on in order', async () => {
    const log: string[] = [];
    const load = vi.fn(() => Promise.resolve(recorder(log)));
    const analytics = deferredAnalytics(load, { logError: vi.fn() });
    expect(load).not.toHaveBeenCalled();
    analytics.identifyAuthenticatedUser(7);
    analytics.sendPageEvent();
    analytics.sendTrackEvent('a');
    expect(log).toEqual([]);
    await vi.waitFor(() => expect(log).toEqual(['identify 7', 'page', 'track a']));
    analytics.sendTrackingLogEvent('b');
    analytics.identifyAnonymousUser();
    expect(log).toEqual(['identify 7', 'page', 'track a', 'log b', 'anonymous']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('logs a failed download, drops what waited for it, and tries again at the next call', async () => {
    const log: string[] = [];
    const logError = vi.fn();
    const load = vi
      .fn<() => Promise<Analytics>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(recorder(log));
    const analytics = deferredAnalytics(load, { logError });
    analytics.sendTrackEvent('lost');
    await vi.waitFor(() => expect(logError).toHaveBeenCalledTimes(1));
    analytics.sendTrackEvent('kept');
    await vi.waitFor(() => expect(log).toEqual(['track kept']));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
