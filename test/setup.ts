import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { pinClock } from './mock-lms/clock';
import { closeHttpOfTest } from './httpGate';
import { expireMockCookies, mockLms } from './mock-lms/node';
import { forgetRequestsInFlight, stopRecordingRequests } from './mock-lms/requests';
import { resetState } from './mock-lms/state';
import { resetFirstContent } from '@/components/page/firstContent';
import { resetFramePool } from '@/features/courseware/framePool';
import { resetCallSchedule } from '@/lms/courseware/callSchedule';
import { resetEarlyCalls } from '@/platform/earlyCalls';
import { clearCookies } from './render';

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => undefined;

beforeAll(() => mockLms.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
  cleanup();
  // What the unmounted screens still had running (a retry pause, a token refresh) never reaches the next
  // test (./httpGate.ts): the screens' tests share one module graph per worker (decision 0019).
  closeHttpOfTest();
  // What the app keeps between renders outside the store: the first visit's early answers, the order of
  // the courseware's calls, the pages' first content (src/components/page/firstContent.ts), the unit frames.
  resetEarlyCalls();
  resetCallSchedule();
  resetFirstContent();
  resetFramePool();
  stopRecordingRequests();
  forgetRequestsInFlight();
  mockLms.resetHandlers();
  // The clock first: the fresh state's dates (enrolments) are made from it.
  pinClock(null);
  resetState();
  await expireMockCookies();
  clearCookies();
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  document.title = '';
  // Tests of phone-width layouts set the window's width: back to jsdom's own.
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
});

afterAll(() => mockLms.close());
