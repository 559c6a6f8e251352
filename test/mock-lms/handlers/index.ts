import { http, HttpResponse } from 'msw';
import { lmsUrl } from '../env';
import { faultHandler } from '../faults';
import { featureState } from '../state';
import { authHandlers, csrfHandler } from './auth';
import { controlHandlers } from './control';
import { courseExitHandlers } from './courseExit';
import { courseHomeHandlers } from './courseHome';
import { courseHomeTabHandlers } from './courseHomeTabs';
import { edxExamsHandlers } from './edxExams';
import { enterpriseHandlers } from './enterprise';
import { examsHandlers } from './exams';
import { gatesHandlers } from './gates';
import { coursewareHandlers } from './courseware';
import { navigationHandlers } from './navigation';
import { discussionsHandlers } from './discussions';
import { notificationsHandlers } from './notifications';
import { pageHandlers } from './pages';
import { platformHandlers } from './platform';
import { progressHandlers } from './progress';
import { searchHandlers } from './search';
import { toolbarHandlers } from './toolbar';
import { toursHandlers } from './tours';

/** The tracking log (POST {lms}/event): kept so tests can read what was logged. */
export const trackingLog = () =>
  featureState('tracking-log', () => [] as { eventType: string; event: unknown }[]);

const eventHandler = http.post(lmsUrl('/event'), async ({ request }) => {
  const form = new URLSearchParams(await request.text());
  let event: unknown = null;
  try {
    event = JSON.parse(form.get('event') ?? 'null');
  } catch {
    event = form.get('event');
  }
  trackingLog().push({ eventType: form.get('event_type') ?? '', event });
  return new HttpResponse(null, { status: 200 });
});

/**
 * Every handler of the mock LMS, in wire format (../shared/lms-contract). Order matters: faults first,
 * then the CSRF check, then the calls. Feature areas add their handler lists here.
 */
export const handlers = [
  faultHandler,
  csrfHandler,
  ...controlHandlers,
  ...authHandlers,
  eventHandler,
  // Before the course home's: its generate_user_cert answer also issues the requested certificate.
  ...progressHandlers,
  ...courseHomeHandlers,
  ...courseHomeTabHandlers,
  ...toolbarHandlers,
  ...gatesHandlers,
  ...coursewareHandlers,
  ...navigationHandlers,
  ...discussionsHandlers,
  // Before the pages: their `/courses/:courseId/*` catch-all.
  ...searchHandlers,
  ...notificationsHandlers,
  ...courseExitHandlers,
  ...platformHandlers,
  ...enterpriseHandlers,
  ...toursHandlers,
  // Before the pages: the LMS's gate on the unit pages of an exam.
  ...examsHandlers,
  ...edxExamsHandlers,
  // Pages last: their `/courses/:courseId/*` catch-all must not shadow API-like legacy paths above.
  ...pageHandlers,
];
