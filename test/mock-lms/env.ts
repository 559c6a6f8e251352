/**
 * Where the mock LMS lives and which app it serves. The defaults match `.env.development`; the browser
 * tests and benchmarks may move both (MOCK_LMS_ORIGIN, APP_ORIGIN) to run beside a dev server.
 */
const env = typeof process !== 'undefined' ? process.env : {};

export const LMS_ORIGIN = (env.MOCK_LMS_ORIGIN ?? 'http://localhost:18000').replace(/\/$/, '');
export const APP_ORIGIN = (env.APP_ORIGIN ?? 'http://localhost:2000').replace(/\/$/, '');
export const ECOMMERCE_ORIGIN = 'http://localhost:18130';
export const STUDIO_ORIGIN = 'http://localhost:18010';

export const lmsUrl = (path: string) => `${LMS_ORIGIN}${path.startsWith('/') ? path : `/${path}`}`;
export const appUrl = (path: string) => `${APP_ORIGIN}${path.startsWith('/') ? path : `/${path}`}`;
