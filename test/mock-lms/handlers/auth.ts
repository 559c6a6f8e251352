import { http, HttpResponse } from 'msw';
import { APP_ORIGIN, LMS_ORIGIN, lmsUrl } from '../env';
import { JWT_PAYLOAD_COOKIE, JWT_SIGNATURE_COOKIE, jwtCookieValue } from '../jwt';
import { findPersona, PERSONAS } from '../personas';
import { escapeHtml, htmlPage } from './util';

const cookie = (
  name: string,
  value: string,
  { httpOnly = false, maxAge }: { httpOnly?: boolean; maxAge?: number } = {},
) =>
  [
    `${name}=${value}`,
    'Path=/',
    'SameSite=Lax',
    httpOnly ? 'HttpOnly' : '',
    maxAge !== undefined ? `Max-Age=${maxAge}` : '',
  ]
    .filter(Boolean)
    .join('; ');

const expire = (name: string) => cookie(name, '', { maxAge: 0 });

const formText = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
};

/** Like LOGIN_REDIRECT_WHITELIST: only addresses of this machine (the app, the LMS) or LMS paths. */
export function safeNext(next: string | null): string {
  if (!next) return `${LMS_ORIGIN}/dashboard`;
  if (next.startsWith('/') && !next.startsWith('//')) return next;
  try {
    const url = new URL(next);
    if (['localhost', '127.0.0.1'].includes(url.hostname) || url.origin === APP_ORIGIN) return url.toString();
  } catch {
    // not a URL
  }
  return `${LMS_ORIGIN}/dashboard`;
}

function signIn(personaId: string, next: string, extraCookies: string[] = []): Response {
  const persona = findPersona(personaId);
  if (!persona)
    return htmlPage('Unknown persona', `<p>No persona named <code>${escapeHtml(personaId)}</code>.</p>`, {
      status: 400,
    });
  const headers = new Headers({ Location: safeNext(next) });
  headers.append('Set-Cookie', cookie('sessionid', persona.id, { httpOnly: true }));
  headers.append('Set-Cookie', cookie(JWT_PAYLOAD_COOKIE, jwtCookieValue(persona)));
  headers.append('Set-Cookie', cookie(JWT_SIGNATURE_COOKIE, 'mock-signature', { httpOnly: true }));
  for (const extra of extraCookies) headers.append('Set-Cookie', extra);
  return new HttpResponse(null, { status: 302, headers });
}

function personaList(action: string, next: string): string {
  const items = PERSONAS.map(
    (persona) => `<form class="card" method="post" action="${action}">
  <input type="hidden" name="persona" value="${escapeHtml(persona.id)}"><input type="hidden" name="next" value="${escapeHtml(next)}">
  <p><strong>${escapeHtml(persona.label)}</strong> — <code>${escapeHtml(persona.username)}</code><br>${escapeHtml(persona.description)}</p>
  <button type="submit">Continue as ${escapeHtml(persona.username)}</button></form>`,
  ).join('\n');
  return items;
}

export const authHandlers = [
  http.get(lmsUrl('/login'), ({ request }) => {
    const next = new URL(request.url).searchParams.get('next') ?? '';
    return htmlPage(
      'Sign in',
      `<p>This mock LMS has no passwords: choose who you are.</p>${personaList('/login', next)}
<p><a href="/logout?redirect_url=${encodeURIComponent(safeNext(next))}">Continue as a visitor (signed out)</a></p>`,
    );
  }),

  http.post(lmsUrl('/login'), async ({ request }) => {
    const form = await request.formData();
    return signIn(formText(form, 'persona'), formText(form, 'next'));
  }),

  http.get(lmsUrl('/register'), ({ request }) => {
    const next = new URL(request.url).searchParams.get('next') ?? '';
    return htmlPage(
      'Create an account',
      `<p>Registration is simulated: the new account is the not-yet-enrolled learner, and the app will show
the account-activation message once.</p>
<form method="post" action="/register"><input type="hidden" name="next" value="${escapeHtml(next)}">
<button type="submit">Register as curious_learner</button></form>`,
    );
  }),

  http.post(lmsUrl('/register'), async ({ request }) => {
    const form = await request.formData();
    return signIn('unenrolled', formText(form, 'next'), [cookie('show-account-activation-popup', 'true')]);
  }),

  http.get(lmsUrl('/logout'), ({ request }) => {
    const redirect = new URL(request.url).searchParams.get('redirect_url');
    const headers = new Headers();
    for (const name of ['sessionid', JWT_PAYLOAD_COOKIE, JWT_SIGNATURE_COOKIE])
      headers.append('Set-Cookie', expire(name));
    if (redirect) {
      headers.set('Location', safeNext(redirect));
      return new HttpResponse(null, { status: 302, headers });
    }
    return htmlPage(
      'You have signed out',
      `<p><a href="/dashboard">Dashboard</a> · <a href="/login">Sign in again</a></p>`,
      { headers },
    );
  }),

  // The JWT refresh: the session cookie authorises it; without a session the answer is 401 (a visitor).
  http.post(lmsUrl('/login_refresh'), ({ cookies }) => {
    const persona = findPersona(cookies.sessionid);
    if (!persona)
      return new HttpResponse('Unauthorized', { status: 401, headers: { 'Content-Type': 'text/plain' } });
    const headers = new Headers({ 'Content-Type': 'application/json' });
    headers.append('Set-Cookie', cookie(JWT_PAYLOAD_COOKIE, jwtCookieValue(persona)));
    headers.append('Set-Cookie', cookie(JWT_SIGNATURE_COOKIE, 'mock-signature', { httpOnly: true }));
    const epoch = Math.floor(Date.now() / 1000);
    return new HttpResponse(
      JSON.stringify({
        success: true,
        user_id: persona.userId,
        response_epoch_seconds: epoch,
        expires_epoch_seconds: epoch + 3600,
      }),
      { status: 200, headers },
    );
  }),

  http.get(lmsUrl('/csrf/api/v1/token'), ({ cookies }) => {
    const token = cookies.csrftoken ?? crypto.randomUUID().replace(/-/g, '');
    return HttpResponse.json({ csrfToken: token }, { headers: { 'Set-Cookie': cookie('csrftoken', token) } });
  }),
];

// /live-app stands in for a live provider's own server (a third party: no Django CSRF there).
// The enterprise pages (issue 46) post plain forms here (edx-enterprise's carry Django's token in the form).
const CSRF_EXEMPT = [
  '/login',
  '/login_refresh',
  '/register',
  '/logout',
  '/__mock',
  '/live-app',
  '/enterprise',
];
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Django's CSRF check: an unsafe call must send X-CSRFToken equal to the csrftoken cookie, or get 403. */
export const csrfHandler = http.all(lmsUrl('/*'), ({ request, cookies }) => {
  if (!UNSAFE.has(request.method)) return undefined;
  const { pathname } = new URL(request.url);
  if (CSRF_EXEMPT.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return undefined;
  const header = request.headers.get('x-csrftoken');
  if (header && cookies.csrftoken && header === cookies.csrftoken) return undefined;
  return htmlPageForbidden();
});

function htmlPageForbidden(): Response {
  return new HttpResponse('<h1>Forbidden (403)</h1><p>CSRF verification failed. Request aborted.</p>', {
    status: 403,
    headers: { 'Content-Type': 'text/html' },
  });
}
