import { HttpResponse } from 'msw';
import { findCourse } from '../courses';
import type { MockCourse } from '../courses/model';
import { signedIn, viewerFor, type Viewer } from '../viewer';

export type Cookies = Record<string, string | undefined>;

export const notFound = (detail = 'Not found.') => HttpResponse.json({ detail }, { status: 404 });
export const unauthorized = () =>
  HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  HttpResponse.json({ detail }, { status: 403 });

/** The course named in the path and who is looking at it, or the 404 the LMS gives for an unknown course. */
export function courseAndViewer(
  courseId: unknown,
  cookies: Cookies,
): { course: MockCourse; viewer: Viewer } | { response: Response } {
  const course = typeof courseId === 'string' ? findCourse(courseId) : undefined;
  if (!course) return { response: notFound(`Course not found: ${String(courseId)}`) };
  return { course, viewer: viewerFor(signedIn(cookies), course.id) };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export { escapeHtml };

/** A plain page of the mock LMS (login, dashboard, legacy pages): readable, so a redirect lands somewhere visible. */
export function htmlPage(
  title: string,
  body: string,
  init: { status?: number; headers?: HeadersInit } = {},
): Response {
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} | Mock LMS</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#212121;background:#f7f7f7}
header{background:#0a3055;color:#fff;padding:.75rem 1.5rem;display:flex;gap:1rem;align-items:center}
header a{color:#fff}
main{max-width:56rem;margin:2rem auto;padding:0 1.5rem}
.card{background:#fff;border:1px solid #ddd;border-radius:6px;padding:1rem 1.25rem;margin:0 0 1rem}
button,.button{background:#0a3055;color:#fff;border:0;border-radius:4px;padding:.5rem 1rem;font-size:1rem;cursor:pointer;text-decoration:none;display:inline-block}
code{background:#eee;padding:0 .25rem}
</style></head>
<body><header><strong>Mock LMS</strong><a href="/dashboard">Dashboard</a><a href="/login">Sign in as…</a><a href="/__mock">Control panel</a></header>
<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new HttpResponse(page, { status: init.status ?? 200, headers });
}
