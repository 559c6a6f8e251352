import { lmsUrl } from '../env';
import { JWT_PAYLOAD_COOKIE, jwtCookieValue } from '../jwt';
import { findPersona } from '../personas';

/**
 * For the mock's own tests: a call to the mock LMS as a signed-in persona (or a visitor, null), with a
 * CSRF token on unsafe methods. `body` is sent as JSON (or as `contentType`), `form` as a url-encoded form.
 * A persona sends the session cookie and the script-readable JWT cookie (what the edx-exams service reads).
 */
export async function call(
  persona: string | null,
  path: string,
  init: { method?: string; body?: unknown; form?: string; contentType?: string } = {},
) {
  const method = init.method ?? 'GET';
  const found = findPersona(persona);
  const session = persona
    ? `sessionid=${persona}${found ? `; ${JWT_PAYLOAD_COOKIE}=${jwtCookieValue(found)}` : ''}`
    : '';
  const headers: Record<string, string> = { cookie: session };
  if (method !== 'GET') {
    const token = ((await (await fetch(lmsUrl('/csrf/api/v1/token'))).json()) as { csrfToken: string })
      .csrfToken;
    headers.cookie = `${session}; csrftoken=${token}`;
    headers['x-csrftoken'] = token;
    headers['content-type'] =
      init.form !== undefined
        ? 'application/x-www-form-urlencoded'
        : (init.contentType ?? 'application/json');
  }
  return fetch(lmsUrl(path), {
    method,
    headers,
    redirect: 'manual',
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
}
