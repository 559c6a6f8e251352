import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPlatformServices } from '@/platform/platform';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { signInAs, testConfig } from '@test/render';
import { prefetchLocation } from './routes';
import { makeStore } from './store';

const LARGE = 'course-v1:edX+Large+2025';
const DEMO = 'course-v1:edX+DemoX+Demo_Course';
const sequence = (course: string, name: string) =>
  `block-v1:${course.slice('course-v1:'.length)}+type@sequential+block@${name}`;

async function store(persona: string) {
  signInAs(persona);
  const services = createPlatformServices(testConfig());
  return makeStore({ ...services, user: await services.auth.fetchAuthenticatedUser(), locale: 'en' });
}

const sequenceCalls = () =>
  recordRequests((url, method) => method === 'GET' && url.pathname.startsWith('/api/courseware/sequence/'));
const calledFor = (calls: { url: URL }[]) =>
  calls.map(({ url }) => decodeURIComponent(url.pathname.slice('/api/courseware/sequence/'.length)));

describe('prefetchLocation at the course root (the courseware’s first calls)', () => {
  it('fetch the resume point’s sequence as soon as the resume call answers', async () => {
    const calls = sequenceCalls();
    const { dispatch } = await store('verified');
    void prefetchLocation(dispatch, `/course/${DEMO}`);
    await waitFor(() => expect(calledFor(calls)).toHaveLength(1));
    await mockLmsSettled();
    expect(calledFor(calls)).toEqual([sequence(DEMO, 'basic_questions')]);
  });

  it('without a resume point, fetch the first open sequence the learning-sequences outline lists', async () => {
    const calls = sequenceCalls();
    const { dispatch } = await store('verified');
    void prefetchLocation(dispatch, `/course/${LARGE}`);
    await waitFor(() => expect(calledFor(calls)).toHaveLength(1));
    await mockLmsSettled();
    expect(calledFor(calls)).toEqual([sequence(LARGE, 's1_q1')]);
  });
});
