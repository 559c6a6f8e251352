import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoCourse } from '@test/mock-lms/courses';
import { lmsUrl } from '@test/mock-lms/env';
import { setNoticesOn } from '@test/mock-lms/handlers/gates';
import { mockLms } from '@test/mock-lms/node';
import { renderApp } from '@test/render';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';

/** Notices (courseware contract §9.3): asked once when the app starts, on any route. */
const HOME = `/course/${demoCourse.id}/home`;
const enabled = { ENABLE_NOTICES: 'true' };
const outline = () =>
  screen.findByRole('heading', { level: 1, name: 'Demonstration Course' }, { timeout: 8000 });

describe('pending notices', () => {
  it('send a signed-in learner to the first notice, with next = the current location', async () => {
    setNoticesOn(true);
    const { navigation } = await renderApp(HOME, { persona: 'verified', config: enabled });
    await waitFor(() => expect(navigation.last?.type).toBe('replace'));
    const target = new URL(navigation.last?.url ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(lmsUrl('/notices/render/1/'));
    expect(target.searchParams.get('next')).toBe(window.location.href);
  });

  it('are not asked for when notices are off, or for visitors', async () => {
    const asked = recordRequests((url) => url.pathname.includes('/notices/'));
    setNoticesOn(true);
    await renderApp(HOME, { persona: 'verified' });
    await outline();
    await renderApp(`/goal-unsubscribe/some-token`, { persona: null, config: enabled });
    await mockLmsSettled();
    expect(asked).toEqual([]);
  });

  it('a 404 is logged as the plugin probably not installed, and the page carries on', async () => {
    mockLms.use(
      http.get(lmsUrl('/notices/api/v1/unacknowledged'), () => HttpResponse.json({}, { status: 404 })),
    );
    const { logger, navigation } = await renderApp(HOME, { persona: 'verified', config: enabled });
    await outline();
    await waitFor(() => expect(logger.infos.join()).toMatch(/notices plugin is not installed/));
    expect(logger.errors).toEqual([]);
    expect(navigation.calls).toEqual([]);
  });

  it('other failures are reported, and the page carries on', async () => {
    mockLms.use(
      http.get(lmsUrl('/notices/api/v1/unacknowledged'), () => HttpResponse.json({}, { status: 500 })),
    );
    const { logger, navigation } = await renderApp(HOME, { persona: 'verified', config: enabled });
    await outline();
    await waitFor(() => expect(logger.errors.join()).toMatch(/Unable to get notices/));
    expect(navigation.calls).toEqual([]);
  });

  it('never follow a notice outside the LMS', async () => {
    mockLms.use(
      http.get(lmsUrl('/notices/api/v1/unacknowledged'), () =>
        HttpResponse.json({ results: ['https://evil.example/'] }),
      ),
    );
    const { navigation } = await renderApp(HOME, { persona: 'verified', config: enabled });
    await outline();
    await mockLmsSettled();
    expect(navigation.calls).toEqual([]);
  });
});
