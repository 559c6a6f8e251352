import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { lmsUrl } from './env';
import { handlers } from './handlers';

const EXPIRE_COOKIES_PATH = '/__test/expire-cookies';

/**
 * msw keeps the cookies mocked answers set (the sign-in, the CSRF token, the toolbar's language) in a jar
 * of its own, sent with every later request and out of any test's reach (`document.cookie` is only half
 * of the browser's cookies here). This answer expires every cookie its request carried, the jar's and the
 * document's, which empties the jar as a browser's would (expireMockCookies).
 */
const expireCookies = http.post(lmsUrl(EXPIRE_COOKIES_PATH), ({ cookies }) => {
  const headers = new Headers();
  for (const name of Object.keys(cookies)) headers.append('Set-Cookie', `${name}=; Path=/; Max-Age=0`);
  return new HttpResponse(null, { status: 204, headers });
});

/** The mock LMS inside Vitest (msw/node): the same handlers, intercepting the app's requests in-process. */
export const mockLms = setupServer(expireCookies, ...handlers);

/** Empties msw's cookie jar (after each screen test, test/setup.ts). */
export async function expireMockCookies(): Promise<void> {
  await fetch(lmsUrl(EXPIRE_COOKIES_PATH), { method: 'POST', credentials: 'include' });
}
