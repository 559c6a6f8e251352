import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPlatformServices } from '@/platform/platform';
import { demoCourse } from '@test/mock-lms/courses';
import { blockId } from '@test/mock-lms/courses/model';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { renderApp, testConfig } from '@test/render';
import { startStore } from './App';
import { coursewareApi } from '@/lms/courseware/api';

describe('ids from the address bar (issue 18)', () => {
  it.each([
    '/redirect/course-home/..%2F..%2Flogout%3F',
    '/redirect/survey/..%2F..%2Flogout',
    '/redirect/courseware/..%2F..%2Flogout%3F/unit/x',
    '/course/..%2F..%2Flogout%3F/home',
    '/course/course-v1:a+b+c/..%2F..%2Flogout/unit',
    '/course/course-v1:a+b+c/progress/..%2F..%2Flogout',
  ])('%s is not found, sends nobody anywhere and calls nothing', async (path) => {
    const requests = recordRequests(() => true);
    const app = await renderApp(path, { persona: 'verified' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/not found|could not be found|doesn’t exist/i)).toBeInTheDocument();
    await mockLmsSettled();
    expect(app.navigation.calls).toEqual([]);
    expect(requests.filter((r) => r.url.pathname.includes('logout'))).toEqual([]);
  });
});

describe('the network coming back', () => {
  it('asks again for what the page shows', async () => {
    const services = createPlatformServices(testConfig());
    const { store } = startStore({ ...services, user: null, locale: 'en' });
    const subscription = store.dispatch(
      coursewareApi.endpoints.getSequence.initiate(blockId(demoCourse, 'sequential', 'lesson_1')),
    );
    await mockLmsSettled();
    const requests = recordRequests((url) => url.pathname.includes('/api/courseware/sequence/'));
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(requests).toHaveLength(1));
    subscription.unsubscribe();
  });
});
