/**
 * Where the mock LMS lives and which app it serves. The defaults match `.env.development`; the browser
 * tests and benchmarks may move both (MOCK_LMS_ORIGIN, APP_ORIGIN) to run beside a dev server.
 */
const env = typeof process !== 'undefined' ? process.env : {};

export const LMS_ORIGIN = (env.MOCK_LMS_ORIGIN ?? 'http://localhost:18000').replace(/\/$/, '');
export const APP_ORIGIN = (env.APP_ORIGIN ?? 'http://localhost:2000').replace(/\/$/, '');
export const ECOMMERCE_ORIGIN = 'http://localhost:18130';
export const STUDIO_ORIGIN = 'http://localhost:18010';

/**
 * A second learning app on another origin, built the way Tutor builds it (public path /learning/, the
 * browser tests' tutor.spec.ts): the LMS gives it tab addresses under its own origin and path, as a Tutor
 * LMS does through LEARNING_MICROFRONTEND_URL.
 */
export const TUTOR_APP_ORIGIN = (env.TUTOR_APP_ORIGIN ?? 'http://localhost:2010').replace(/\/$/, '');
export const TUTOR_PUBLIC_PATH = '/learning';

/** The learning app's address (LEARNING_MICROFRONTEND_URL) for the app that sent the request. */
export const appRootFor = (request: Request) =>
  request.headers.get('origin') === TUTOR_APP_ORIGIN ? `${TUTOR_APP_ORIGIN}${TUTOR_PUBLIC_PATH}` : APP_ORIGIN;

export const lmsUrl = (path: string) => `${LMS_ORIGIN}${path.startsWith('/') ? path : `/${path}`}`;
export const appUrl = (path: string) => `${APP_ORIGIN}${path.startsWith('/') ? path : `/${path}`}`;

/**
 * The mock's edx-exams service (exams contract §8), under a path of the mock LMS's own origin as the
 * discovery service is: the app talks to it when built or configured with `EXAMS_BASE_URL` set to this.
 */
export const EXAMS_BASE_URL = `${LMS_ORIGIN}/edx-exams`;
export const examsServiceUrl = (path: string) =>
  `${EXAMS_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
