import { http, HttpResponse } from 'msw';
import { advanceClock, now, pinClock } from '../clock';
import { COURSES } from '../courses';
import { APP_ORIGIN, lmsUrl } from '../env';
import { ERAS, era, isEra, setServerEra } from '../era';
import { addFault, clearFaults, type Fault } from '../faults';
import { PERSONAS } from '../personas';
import { isDefaultScope } from '../scope';
import { resetState, state } from '../state';
import { escapeHtml, htmlPage } from './util';

/**
 * The mock's own controls, for tests and for trying scenarios by hand in `npm run dev`: reset the state,
 * inject faults, pin the clock, and a page that lists personas and courses.
 */
export const controlHandlers = [
  http.post(lmsUrl('/__mock/reset'), () => {
    resetState();
    pinClock(null);
    return HttpResponse.json({ ok: true });
  }),
  http.get(lmsUrl('/__mock/era'), () => HttpResponse.json({ era: era(), eras: ERAS })),
  // Which LMS the mock answers as (era.ts): `{"era": "current" | "spec"}`; a reset returns to MOCK_LMS_ERA.
  // In a browser test's scope (scope.ts) it sets that scope's era only.
  http.post(lmsUrl('/__mock/era'), async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { era?: unknown } | null;
    if (!isEra(body?.era))
      return HttpResponse.json({ error: `era must be one of ${ERAS.join(', ')}` }, { status: 400 });
    if (isDefaultScope()) setServerEra(body.era);
    else state.era = body.era;
    return HttpResponse.json({ era: body.era });
  }),
  http.get(lmsUrl('/__mock/faults'), () => HttpResponse.json(state.faults)),
  http.post(lmsUrl('/__mock/faults'), async ({ request }) => {
    const fault: unknown = await request.json();
    if (
      typeof fault !== 'object' ||
      fault === null ||
      typeof (fault as { path?: unknown }).path !== 'string'
    ) {
      return HttpResponse.json({ error: 'a fault needs a path' }, { status: 400 });
    }
    addFault(fault as Fault);
    return HttpResponse.json(state.faults, { status: 201 });
  }),
  http.delete(lmsUrl('/__mock/faults'), () => {
    clearFaults();
    return HttpResponse.json([]);
  }),
  http.post(lmsUrl('/__mock/clock'), async ({ request }) => {
    const body = (await request.json()) as { now?: string | null; advanceSeconds?: number };
    // `advanceSeconds` moves the clock on as it is (pinned or running); otherwise `now` pins it (null: runs).
    if (typeof body.advanceSeconds === 'number') {
      advanceClock(body.advanceSeconds * 1000);
      return HttpResponse.json({ now: new Date(now()).toISOString() });
    }
    pinClock(body.now ?? null);
    return HttpResponse.json({ now: body.now ?? null });
  }),
  http.get(lmsUrl('/__mock'), () => {
    const personas = PERSONAS.map(
      (
        p,
      ) => `<form method="post" action="/login" style="display:inline"><input type="hidden" name="persona" value="${p.id}">
<input type="hidden" name="next" value="/__mock"><button type="submit" title="${escapeHtml(p.description)}">${escapeHtml(p.label)}</button></form>`,
    ).join(' ');
    const courses = COURSES.map(
      (
        c,
      ) => `<li><strong>${escapeHtml(c.title)}</strong> — <a href="${APP_ORIGIN}/course/${c.id}/home">home</a> ·
<a href="${APP_ORIGIN}/course/${c.id}">courseware</a> · <a href="${APP_ORIGIN}/course/${c.id}/dates">dates</a> ·
<a href="${APP_ORIGIN}/course/${c.id}/progress">progress</a></li>`,
    ).join('');
    return htmlPage(
      'Mock LMS control panel',
      `<div class="card"><h2>Sign in as</h2>${personas} <a class="button" href="/logout?redirect_url=/__mock">Sign out</a></div>
<div class="card"><h2>Courses</h2><ul>${courses}</ul></div>
<div class="card"><h2>LMS release</h2><p>Answering as <strong>${era() === 'current' ? "today's LMS (openedx-platform, 2025 on)" : "the spec's LMS (Sept 2021)"}</strong>.
Switch: ${ERAS.map((e) => `<button onclick="fetch('/__mock/era',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({era:'${e}'})}).then(()=>location.reload())">${e === 'current' ? "Today's LMS" : "The spec's LMS"}</button>`).join(' ')}
(<code>POST /__mock/era</code> with <code>{"era": "current" | "spec"}</code>; <code>MOCK_LMS_ERA</code> sets the start; a <code>mock_lms_era</code> cookie overrides it per browser).</p></div>
<div class="card"><h2>Faults</h2><p>Make LMS calls fail: <code>POST /__mock/faults</code> with
<code>{"path": "/api/course_home/outline", "status": 500}</code>, <code>"body": "malformed" | "empty" | "network"</code>,
<code>"delayMs"</code>, <code>"times"</code>. Clock: <code>POST /__mock/clock</code> with
<code>{"now": "2025-06-01T10:00:00Z"}</code> (null: real time) or <code>{"advanceSeconds": 600}</code>; exams:
<code>POST /__mock/exams</code> (see handlers/exams.ts). A <code>mock_lms_scope</code> cookie gives a browser its own state,
clock, faults and era (the browser tests use one a test). Active: <code>${escapeHtml(JSON.stringify(state.faults))}</code></p>
<form id="fault"><input name="path" placeholder="path substring" required> <input name="status" placeholder="status" size="4">
<select name="body"><option value="">(status only)</option><option>malformed</option><option>empty</option><option>network</option></select>
<input name="delayMs" placeholder="delay ms" size="6"> <button>Add fault</button></form>
<p><button onclick="fetch('/__mock/faults',{method:'DELETE'}).then(()=>location.reload())">Clear faults</button>
<button onclick="fetch('/__mock/reset',{method:'POST'}).then(()=>location.reload())">Reset all state</button></p></div>
<script>document.getElementById('fault').addEventListener('submit',function(e){e.preventDefault();var f=new FormData(e.target);
var fault={path:f.get('path')};if(f.get('status'))fault.status=Number(f.get('status'));if(f.get('body'))fault.body=f.get('body');
if(f.get('delayMs'))fault.delayMs=Number(f.get('delayMs'));fetch('/__mock/faults',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(fault)}).then(()=>location.reload());});</script>`,
    );
  }),
];
