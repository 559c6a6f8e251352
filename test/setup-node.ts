import { afterAll, afterEach, beforeAll } from 'vitest';
import { pinClock } from './mock-lms/clock';
import { mockLms } from './mock-lms/node';
import { stopRecordingRequests } from './mock-lms/requests';
import { resetState } from './mock-lms/state';

/**
 * Setup of the tests that need no DOM (the build scripts' and the mock LMS's own, vite.config.ts's `node`
 * project): the mock LMS through MSW, reset after each test as in test/setup.ts, without jsdom's cost.
 */
beforeAll(() => mockLms.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  stopRecordingRequests();
  mockLms.resetHandlers();
  // The clock first: the fresh state's dates (enrolments) are made from it.
  pinClock(null);
  resetState();
});

afterAll(() => mockLms.close());
