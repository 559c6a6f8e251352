import { http, HttpResponse } from 'msw';
import { COURSES, findCourse } from '../courses';
import { allSequences, type MockUnit } from '../courses/model';
import { APP_ORIGIN, lmsUrl } from '../env';
import { setOf, state } from '../state';
import { signedIn, viewerFor } from '../viewer';
import { datesBannerInfo } from '../wire/courseHomeTabs';
import { escapeHtml, htmlPage } from './util';

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32" viewBox="0 0 120 32" role="img" aria-label="edX">
<rect width="32" height="32" rx="6" fill="#0a3055"/><text x="16" y="22" font-family="Arial,sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">e</text>
<text x="40" y="23" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="#0a3055">edX</text></svg>`;

const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0a3055"/><text x="16" y="22" font-family="Arial,sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">e</text></svg>`;

function findUnit(unitId: string): { unit: MockUnit; courseId: string } | null {
  for (const course of COURSES) {
    for (const sequence of allSequences(course)) {
      const unit = sequence.units.find((u) => u.id === unitId);
      if (unit) return { unit, courseId: course.id };
    }
  }
  return null;
}

function unitBody(unit: MockUnit): string {
  const title = escapeHtml(unit.title);
  if (unit.type === 'video') {
    // The video block's controls, as far as the app sees them (issue 46): full screen and back
    // (`plugin.videoFullScreen`), and the end of the video with auto-advance on (`plugin.autoAdvance`).
    return `<div class="video" role="img" aria-label="Video: ${title}"><span>▶ ${title}</span></div>
<p class="video-controls"><button type="button" id="video-end">Play to the end</button>
<button type="button" id="video-full-screen" aria-pressed="false">Full screen</button></p>
<p>This video introduces the topic of the unit. A transcript is available below.</p>
<details><summary>Transcript</summary><p>Welcome. In this unit we look at ${title.toLowerCase()}.</p></details>`;
  }
  if (unit.type === 'problem') {
    const problems = Array.from(
      { length: Math.max(unit.problems ?? 1, 1) },
      (_, i) => `
<fieldset id="problem_${i + 1}"><legend>Question ${i + 1}</legend>
<label><input type="radio" name="q${i}"> An answer</label><br><label><input type="radio" name="q${i}"> Another answer</label></fieldset>`,
    ).join('');
    return `<form onsubmit="event.preventDefault()">${problems}<p><button type="submit">Submit</button></p></form>`;
  }
  return `<p>${title}: reading material for this unit. Take your time with it; the next unit builds on it.</p>
<p>Key points are summarised at the end of the section.</p>`;
}

/**
 * The LMS's due-dates banner inside a unit of a self-paced course whose learner missed deadlines: its
 * button asks the app to post the shift (a `post_event` message, contract courseware §10.3, course-home §5.8).
 */
function dueDatesBanner(courseId: string): string {
  const message = {
    event_name: 'post_event',
    post_data: {
      url: lmsUrl('/api/course_experience/v1/reset_course_deadlines'),
      body_params: { course_id: courseId },
    },
    research_event_data: { location: 'sequence-due-dates-banner' },
  };
  return `<div class="banner" role="note"><p>It looks like you missed some important deadlines based on our suggested schedule.
To keep yourself on track, you can update this schedule and shift the past due assignments into the future.</p>
<button type="button" id="shift-due-dates" data-message="${escapeHtml(JSON.stringify(message))}">Shift due dates</button></div>`;
}

/** What the draft of a unit shows on top (the mock has no drafts of its own: its content is the published one). */
const DRAFT_BANNER = `<p class="banner draft" data-draft="true" style="border-style:dashed;background:#fff8e1">
<strong>Draft</strong>: unpublished changes, shown to course staff only.</p>`;

/**
 * A unit frame page ({lms}/xblock/{unitId}), from the LMS origin like the real one. Its script reports the
 * body height to the app (plugin.resize) on load and on every size change, answers a `hashName` message
 * with the anchor's offset, toggles note highlights on "tools.toggleNotes", and sends the due-dates banner's
 * `post_event`. Viewing marks the unit as viewed for the user (the completion rules use it).
 *
 * Issue 46: a video's "Play to the end" sends `plugin.autoAdvance` and its "Full screen" toggle
 * `plugin.videoFullScreen`; the page keeps the last `unit.visibilityStatus` the app sent it (and how many)
 * on `#content` (`data-visible-top`, `data-viewport-height`, `data-visibility-count`), and marks it
 * `data-viewed` once its top has been inside the viewport, as the LMS marks a block viewed; a `jumpToId`
 * in its address marks that block (`data-jumped-to`) and sends the page its offset, as for a `hashName`.
 */
function unitFramePage(unit: MockUnit, banner: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(unit.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#212121;line-height:1.5}
.video{background:#1f2937;color:#fff;aspect-ratio:16/9;max-width:40rem;display:flex;align-items:center;justify-content:center;border-radius:6px}
fieldset{border:1px solid #ccc;border-radius:4px;margin:0 0 1rem}.note{background:#fff3b0}.notes-hidden .note{background:none}
button{background:#0a3055;color:#fff;border:0;border-radius:4px;padding:.4rem .9rem}
.banner{border:1px solid #0a3055;border-radius:4px;padding:.5rem 1rem;margin:0 0 1rem}
.video-controls{display:flex;gap:.5rem;flex-wrap:wrap}</style></head>
<body><div id="content" data-unit="${escapeHtml(unit.id)}">${banner}${unitBody(unit)}<p><span class="note">A highlighted note.</span></p></div>
<script>
(function () {
  var last = -1;
  function report() {
    var height = document.body.scrollHeight;
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'plugin.resize', payload: { height: height } }, '*');
  }
  window.addEventListener('load', report);
  var shift = document.getElementById('shift-due-dates');
  if (shift) shift.addEventListener('click', function () {
    window.parent.postMessage(JSON.parse(shift.getAttribute('data-message')), '*');
  });
  if (window.ResizeObserver) new ResizeObserver(report).observe(document.body);
  var content = document.getElementById('content');
  var end = document.getElementById('video-end');
  if (end) end.addEventListener('click', function () {
    window.parent.postMessage({ type: 'plugin.autoAdvance' }, '*');
  });
  var full = document.getElementById('video-full-screen');
  if (full) full.addEventListener('click', function () {
    var open = full.getAttribute('aria-pressed') !== 'true';
    full.setAttribute('aria-pressed', String(open));
    full.textContent = open ? 'Exit full screen' : 'Full screen';
    window.parent.postMessage({ type: 'plugin.videoFullScreen', payload: { open: open } }, '*');
  });
  var offsetOf = function (target) { return target.getBoundingClientRect().top + window.scrollY; };
  var jumpTo = new URLSearchParams(location.search).get('jumpToId');
  var jumped = jumpTo && document.getElementById(jumpTo);
  if (jumped) {
    content.setAttribute('data-jumped-to', jumpTo);
    window.addEventListener('load', function () { window.parent.postMessage({ offset: offsetOf(jumped) }, '*'); });
  }
  var seen = 0;
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (data === 'tools.toggleNotes') { document.body.classList.toggle('notes-hidden'); return; }
    if (data && typeof data.hashName === 'string') {
      var target = document.querySelector(data.hashName);
      if (target) window.parent.postMessage({ offset: offsetOf(target) }, '*');
    }
    if (data && data.type === 'unit.visibilityStatus' && data.data) {
      seen += 1;
      content.setAttribute('data-visible-top', String(Math.round(data.data.topPosition)));
      content.setAttribute('data-viewport-height', String(data.data.viewportHeight));
      content.setAttribute('data-visibility-count', String(seen));
      if (data.data.topPosition < data.data.viewportHeight) content.setAttribute('data-viewed', 'true');
    }
  });
  report();
})();
</script></body></html>`;
}

const generic = (title: string, text: string) =>
  htmlPage(title, `<p>${text}</p><p><a href="${APP_ORIGIN}/">Back to the learning app</a></p>`);

export const pageHandlers = [
  http.get(
    lmsUrl('/static/logo.svg'),
    () =>
      new HttpResponse(LOGO_SVG, {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
      }),
  ),
  http.get(
    lmsUrl('/static/favicon.svg'),
    () =>
      new HttpResponse(FAVICON_SVG, {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
      }),
  ),

  http.get(lmsUrl('/dashboard'), ({ request, cookies }) => {
    const query = new URL(request.url).searchParams;
    const persona = signedIn(cookies);
    const notices = [
      query.get('access_response_error') &&
        `<p class="card" role="alert" data-testid="access-response-error">${escapeHtml(query.get('access_response_error') ?? '')}</p>`,
      query.get('notlive') &&
        `<p class="card" role="alert" data-testid="notlive">This course has not started yet. It starts on ${escapeHtml(query.get('notlive') ?? '')}.</p>`,
    ].filter(Boolean);
    const courses = COURSES.map(
      (
        course,
      ) => `<li class="card"><strong>${escapeHtml(course.title)}</strong> <code>${escapeHtml(course.id)}</code><br>
<a href="${APP_ORIGIN}/course/${course.id}/home">Course home</a> · <a href="${APP_ORIGIN}/course/${course.id}">Courseware</a> ·
<a href="${APP_ORIGIN}/course/${course.id}/dates">Dates</a> · <a href="${APP_ORIGIN}/course/${course.id}/progress">Progress</a></li>`,
    ).join('');
    return htmlPage(
      'Dashboard',
      `${notices.join('')}<p>${persona ? `Signed in as <strong>${escapeHtml(persona.username)}</strong>.` : 'You are not signed in.'}</p><ul style="list-style:none;padding:0">${courses}</ul>`,
    );
  }),

  http.get(lmsUrl('/xblock/:unitId'), ({ params, cookies, request }) => {
    const found = findUnit(String(params.unitId));
    if (!found) return htmlPage('Unit not found', '<p>There is no unit with this id.</p>', { status: 404 });
    const viewer = viewerFor(signedIn(cookies), found.courseId);
    // Studio's preview (`preview=1`): the draft branch for a user with staff access to the course (before
    // any masquerade), the published unit for anyone else, as render_xblock does (it refuses nobody).
    const draft = new URL(request.url).searchParams.get('preview') === '1' && viewer.originalUserIsStaff;
    if (viewer.effective) setOf(state.views, viewer.effective.username).add(found.unit.id);
    const course = findCourse(found.courseId);
    const missed = course?.selfPaced === true && datesBannerInfo(course, viewer).missed_deadlines;
    const banners = `${draft ? DRAFT_BANNER : ''}${missed ? dueDatesBanner(found.courseId) : ''}`;
    return new HttpResponse(unitFramePage(found.unit, banners), {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  }),

  http.get(lmsUrl('/courses/:courseId/course/'), ({ params }) =>
    generic(
      'Course (legacy experience)',
      `The legacy course page of <code>${escapeHtml(String(params.courseId))}</code>.`,
    ),
  ),
  http.get(lmsUrl('/courses/:courseId/dates'), ({ params }) =>
    generic(
      'Dates (legacy experience)',
      `The legacy dates page of <code>${escapeHtml(String(params.courseId))}</code>.`,
    ),
  ),
  http.get(lmsUrl('/courses/:courseId/progress'), ({ params }) =>
    generic(
      'Progress (legacy experience)',
      `The legacy progress page of <code>${escapeHtml(String(params.courseId))}</code>.`,
    ),
  ),
  http.get(lmsUrl('/courses/:courseId/courseware/'), ({ params }) =>
    generic(
      'Courseware (legacy experience)',
      `The legacy courseware of <code>${escapeHtml(String(params.courseId))}</code>.`,
    ),
  ),
  http.get(lmsUrl('/courses/:courseId/survey'), ({ params }) =>
    generic('Course survey', `The entrance survey of <code>${escapeHtml(String(params.courseId))}</code>.`),
  ),
  http.get(lmsUrl('/courses/:courseId/jump_to/:blockId'), ({ params, request }) =>
    generic(
      new URL(request.url).searchParams.get('experience') === 'legacy' ? 'Legacy experience' : 'Jump to',
      `Block <code>${escapeHtml(String(params.blockId))}</code> in the legacy experience.`,
    ),
  ),
  http.get(lmsUrl('/courses/:courseId/*'), ({ params }) =>
    generic(
      'Course page (legacy experience)',
      `A legacy page of <code>${escapeHtml(String(params.courseId))}</code>.`,
    ),
  ),
  ...(
    [
      ['/u/:username', 'Profile', 'A learner profile.'],
      ['/account/settings', 'Account settings', 'Account settings.'],
      ['/orders', 'Order history', 'Your orders.'],
      ['/support', 'Help Center', 'Support articles.'],
      ['/support/*', 'Help Center', 'A support article.'],
      ['/contact', 'Contact', 'Contact us.'],
      ['/tos', 'Terms of Service', 'Terms of service, including the honor code.'],
      ['/privacy', 'Privacy Policy', 'Privacy policy.'],
      ['/courses', 'Course catalog', 'All courses.'],
    ] as const
  ).map(([path, title, text]) => http.get(lmsUrl(path), () => generic(title, text))),
];
