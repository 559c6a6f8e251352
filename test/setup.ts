import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { pinClock } from './mock-lms/clock';
import { mockLms } from './mock-lms/node';
import { forgetRequestsInFlight, stopRecordingRequests } from './mock-lms/requests';
import { resetState } from './mock-lms/state';
import { resetFramePool } from '@/features/courseware/framePool';
import { resetCallSchedule } from '@/lms/courseware/callSchedule';
import { resetEarlyCalls } from '@/platform/earlyCalls';
import { clearCookies } from './render';

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => undefined;

beforeAll(() => mockLms.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  // What the app keeps between renders outside the store: the first visit's early answers, the order of
  // the courseware's calls, the unit frames.
  resetEarlyCalls();
  resetCallSchedule();
  resetFramePool();
  stopRecordingRequests();
  forgetRequestsInFlight();
  mockLms.resetHandlers();
  // The clock first: the fresh state's dates (enrolments) are made from it.
  pinClock(null);
  resetState();
  clearCookies();
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  document.title = '';
});

afterAll(() => mockLms.close());
