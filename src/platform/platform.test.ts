import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { demoCourse } from '@test/mock-lms/courses';
import { lmsUrl } from '@test/mock-lms/env';
import { mockLms } from '@test/mock-lms/node';
import { recordingLogger, signInAs, testConfig } from '@test/render';
import type { BrowserNavigation } from './browserNavigation';
import { createPlatformServices } from './platform';

const METADATA = lmsUrl(`/api/course_home/course_metadata/${demoCourse.id}`);
/** The handlers' pattern for it (a key's `+` is a pattern modifier in a handler path). */
const METADATA_ROUTE = lmsUrl('/api/course_home/course_metadata/:courseId');

/** The platform as boot builds it (real auth service and HTTP client), with the navigation mocked. */
async function signedInPlatform() {
  signInAs('verified');
  const navigation = {
    assign: vi.fn<(url: string) => void>(),
    replace: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
  } satisfies BrowserNavigation;
  const config = testConfig();
  const services = createPlatformServices(config, { navigation, logger: recordingLogger() });
  expect(await services.auth.fetchAuthenticatedUser()).not.toBeNull();
  return { ...services, navigation };
}

/** Puts the browser on an app page, as the address bar would be, and back afterwards. */
function onPage(path: string) {
  const before = window.location.href;
  onTestFinished(() => window.history.replaceState(null, '', before));
  window.history.replaceState(null, '', path);
  return window.location.href;
}

describe('a session that ends mid-visit (issue 18; decision 0014)', () => {
  it('sends the learner to sign in, with the current page as next, when a read and the refresh both answer 401', async () => {
    const here = onPage(`/course/${demoCourse.id}/home?from=email#outline`);
    const read = vi.fn(() =>
      HttpResponse.json({ detail: 'Authentication credentials expired.' }, { status: 401 }),
    );
    const refresh = vi.fn(() => HttpResponse.json({}, { status: 401 }));
    mockLms.use(http.get(METADATA_ROUTE, read), http.post(lmsUrl('/login_refresh'), refresh));
    const platform = await signedInPlatform();

    await expect(platform.http.get(METADATA)).rejects.toMatchObject({ status: 401 });
    expect(read).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(platform.navigation.assign).toHaveBeenCalledTimes(1);
    const target = new URL(platform.navigation.assign.mock.calls[0]![0]);
    expect(`${target.origin}${target.pathname}`).toBe(lmsUrl('/login'));
    expect(target.searchParams.get('next')).toBe(here);
    expect(here).toContain(`/course/${demoCourse.id}/home?from=email`);
    expect(platform.navigation.replace).not.toHaveBeenCalled();
  });

  it('sends the learner to sign in once, however many reads fail together', async () => {
    onPage(`/course/${demoCourse.id}/dates`);
    mockLms.use(
      http.get(METADATA_ROUTE, () => HttpResponse.json({}, { status: 401 })),
      http.post(lmsUrl('/login_refresh'), () => HttpResponse.json({}, { status: 401 })),
    );
    const platform = await signedInPlatform();
    const reads = [platform.http.get(METADATA), platform.http.get(METADATA), platform.http.get(METADATA)];
    for (const read of reads) await expect(read).rejects.toMatchObject({ status: 401 });
    expect(platform.navigation.assign).toHaveBeenCalledTimes(1);
  });

  it('asks again instead when the refresh mends the session', async () => {
    const statuses = [401, 200];
    mockLms.use(
      http.get(METADATA_ROUTE, () => {
        const status = statuses.shift() ?? 200;
        return HttpResponse.json(status === 200 ? { ok: true } : {}, { status });
      }),
    );
    const platform = await signedInPlatform();
    await expect(platform.http.get(METADATA)).resolves.toMatchObject({ data: { ok: true } });
    expect(platform.navigation.assign).not.toHaveBeenCalled();
  });
});
