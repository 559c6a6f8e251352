import { http, HttpResponse } from 'msw';
import { findCourse } from '../courses';
import {
  EXAMS_BASE_URL,
  LMS_ORIGIN,
  lmsUrl,
  STUDIO_ORIGIN,
  TUTOR_APP_ORIGIN,
  TUTOR_PUBLIC_PATH,
} from '../env';
import { signedIn } from '../viewer';
import { examsServiceInRuntimeConfig } from '../wire/exams';
import { escapeHtml, notFound, unauthorized } from './util';

/**
 * What a Tutor site's LMS serves the learning app beyond the course APIs (issue 16): the runtime
 * configuration (`GET /api/mfe_config/v1?mfe=…`, with Tutor's bare-host BASE_URL, object values and keys
 * of a theme's own), a theme's stylesheets, a stand-in for the discussions app, the live tab's frame,
 * and the notification-preferences unsubscribe answers.
 */

/** A token of a notification email that unsubscribes; any other token is refused (expired). */
export const PREFERENCES_TOKEN = 'prefs-7f3a9c21';

/** The primary colour the mock theme's brand override sets (tutor.spec.ts checks the buttons wear it). */
export const THEME_PRIMARY = '#8f0f4b';

/** Tutor's MFE_CONFIG for a site at localhost (tutor-mfe openedx-lms-production-settings), plus a theme. */
export function runtimeConfigBody(mfe: string | null): Record<string, unknown> {
  return {
    BASE_URL: 'localhost',
    CSRF_TOKEN_API_PATH: '/csrf/api/v1/token',
    CREDENTIALS_BASE_URL: '',
    DISCOVERY_API_BASE_URL: '',
    FAVICON_URL: lmsUrl('/static/favicon.svg'),
    INFO_EMAIL: 'contact@example.com',
    LANGUAGE_PREFERENCE_COOKIE_NAME: 'openedx-language-preference',
    LMS_BASE_URL: LMS_ORIGIN,
    LOGIN_URL: lmsUrl('/login'),
    LOGO_URL: lmsUrl('/static/logo.svg'),
    LOGO_WHITE_URL: lmsUrl('/static/logo.svg'),
    LOGO_TRADEMARK_URL: lmsUrl('/static/logo.svg'),
    LOGOUT_URL: lmsUrl('/logout'),
    MARKETING_SITE_BASE_URL: LMS_ORIGIN,
    PASSWORD_RESET_SUPPORT_LINK: 'mailto:contact@example.com',
    REFRESH_ACCESS_TOKEN_ENDPOINT: lmsUrl('/login_refresh'),
    SITE_NAME: 'My Open edX',
    STUDIO_BASE_URL: STUDIO_ORIGIN,
    USER_INFO_COOKIE_NAME: 'user-info',
    ACCESS_TOKEN_COOKIE_NAME: 'edx-jwt-cookie-header-payload',
    LEARNING_BASE_URL: `${TUTOR_APP_ORIGIN}${TUTOR_PUBLIC_PATH}`,
    DISCUSSIONS_MFE_BASE_URL: lmsUrl('/discussions-app'),
    // A site that runs the edx-exams service (`POST /__mock/exams {"action": "runtime-config"}`).
    ...(examsServiceInRuntimeConfig().on ? { EXAMS_BASE_URL } : {}),
    // The LMS's legacy keys, sent to every app (a JSON boolean and a number).
    ENABLE_COURSE_SORTING_BY_START_DATE: true,
    HOMEPAGE_COURSE_MAX: 12,
    // A theme's keys: an object and keys the app does not know.
    PARAGON_THEME_URLS: {
      core: { urls: { default: lmsUrl('/static/theme/core.css') } },
      defaults: { light: 'light' },
      variants: {
        light: {
          urls: {
            default: lmsUrl('/static/theme/light.css'),
            brandOverride: lmsUrl('/static/theme/brand-light.css'),
          },
        },
      },
    },
    INDIGO_ENABLE_DARK_TOGGLE: true,
    INDIGO_FOOTER_NAV_LINKS: [{ title: 'About', url: lmsUrl('/about') }],
    // MFE_CONFIG_OVERRIDES['learning'].
    ...(mfe === 'learning' ? { ENABLE_JUMPNAV: true } : {}),
  };
}

const css = (body: string) =>
  new HttpResponse(body, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });

const THEME: Record<string, string> = {
  // Paragon's core sheet holds tokens and Bootstrap 4 component rules; the rule below must not win.
  'core.css': ':root{--pgn-size-border-radius-base:0.25rem}\n.btn{padding:3rem}\n',
  'light.css': ':root{--pgn-color-primary-base:#0A3055FF;--pgn-color-bg-base:#FFFFFFFF}\n',
  'brand-light.css': `:root{--pgn-color-primary-base:${THEME_PRIMARY}}\n`,
};

/** A stand-in for the discussions app: reports its height and asks the host to move to a post. */
function discussionsPage(courseId: string, path: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Discussions</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:1rem}</style></head>
<body><h2>Discussions of ${escapeHtml(courseId)}</h2><p id="path">Showing: ${escapeHtml(path || 'all posts')}</p>
<button type="button" id="open">Open post 42</button>
<script>
(function () {
  function report() { parent.postMessage({ type: 'plugin.resize', payload: { height: document.body.scrollHeight } }, '*'); }
  document.getElementById('open').addEventListener('click', function () {
    parent.postMessage({ type: 'discussions.navigate', payload: { path: 'posts/42' } }, '*');
  });
  window.addEventListener('load', report);
  report();
})();
</script></body></html>`;
}

export const platformHandlers = [
  http.get(lmsUrl('/api/mfe_config/v1'), ({ request }) =>
    HttpResponse.json(runtimeConfigBody(new URL(request.url).searchParams.get('mfe'))),
  ),

  http.get(lmsUrl('/static/theme/:file'), ({ params }) => {
    const body = THEME[String(params.file)];
    return body === undefined ? notFound() : css(body);
  }),

  http.get(lmsUrl('/discussions-app/:courseId/*'), ({ params, request }) => {
    // '', 'discussions-app', the course, then the discussions app's own path.
    const path = decodeURIComponent(new URL(request.url).pathname.split('/').slice(3).join('/'));
    return new HttpResponse(discussionsPage(String(params.courseId), path), {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  }),

  // edx-platform course_live: the provider's launch frame as HTML, 404 when the course has no live tab.
  // As edx-platform builds it (lti_course_tab, xblock-lti-consumer's launch page): an iframe whose srcdoc
  // is a hidden form of signed LTI 1.1 launch fields and a script that submits it; plus a handler and a
  // script around the frame, which the app must drop.
  http.get(lmsUrl('/api/course_live/iframe/:courseId/'), ({ params, cookies }) => {
    const course = findCourse(String(params.courseId));
    if (!course?.live) return notFound();
    const persona = signedIn(cookies);
    if (!persona) return unauthorized();
    const fields: [string, string][] = [
      ['lti_message_type', 'basic-lti-launch-request'],
      ['lti_version', 'LTI-1p0'],
      ['resource_link_id', `${course.id}-live`],
      ['user_id', persona.username],
      ['roles', 'Student'],
      ['context_id', course.id],
      // A value that looks like markup and a handler: it must reach the provider as signed.
      ['context_title', `${course.title} <live> onward="now" & more`],
      ['oauth_nonce', `nonce-${Date.now()}`],
      ['oauth_signature', 'bW9jaw=='],
    ];
    const page =
      '<!DOCTYPE HTML><html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />' +
      '<title>LTI</title></head><body>' +
      `<form id="lti-tab-embed" action="${escapeHtml(lmsUrl(`/live-app/${course.id}`))}" method="post" encType="application/x-www-form-urlencoded" style="display:none;">` +
      fields
        .map(([name, value]) => `<input name="${escapeHtml(name)}" value="${escapeHtml(value)}" />`)
        .join('') +
      '<input type="submit" value="Press to Launch" /></form>' +
      '<script type="text/javascript">(function (d) { var element = d.getElementById("lti-tab-embed"); if (element) { element.submit(); } }(document));</script>' +
      '</body></html>';
    return HttpResponse.json({
      iframe: `<iframe id='lti-tab-embed' style='width: 100%; min-height: 800px; border: none' srcdoc='${escapeHtml(page)}' onload="alert(1)"></iframe><script>alert(2)</script>`,
      course_key: course.id,
    });
  }),

  // The live provider's page: what the launch posted, so the browser tests see it arrived as signed.
  http.post(lmsUrl('/live-app/:courseId'), async ({ params, request }) => {
    const form = await request.formData().catch(() => null);
    const field = (name: string) => {
      const value = form?.get(name);
      return escapeHtml(typeof value === 'string' ? value : '');
    };
    const launched = form?.get('lti_message_type') === 'basic-lti-launch-request';
    return new HttpResponse(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Live class</title></head><body>` +
        `<h2>Live class of ${escapeHtml(String(params.courseId))}</h2>` +
        (launched
          ? `<p>The session starts soon.</p><p>Launched for ${field('user_id')} in ${field('context_title')}</p>`
          : '<p>This is not an LTI launch.</p>') +
        '</body></html>',
      { status: launched ? 200 : 400, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
    );
  }),

  // Notification emails' one-click unsubscribe (edx-platform notifications; older links add a patch).
  ...[
    '/api/notifications/preferences/update/:token/',
    '/api/notifications/preferences/update/:token/:patch/',
  ].map((path) =>
    http.get(lmsUrl(path), ({ params }) =>
      params.token === PREFERENCES_TOKEN
        ? HttpResponse.json({})
        : HttpResponse.json({ detail: 'Invalid token.' }, { status: 400 }),
    ),
  ),
];
