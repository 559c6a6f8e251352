import { http, HttpResponse } from 'msw';
import { findCourse } from '../courses';
import { ENROLLMENT_ENTERPRISE, FIRST_ACTIVE_ENTERPRISE } from '../courses/enterprise';
import { activeEnterpriseOf, enterpriseState } from '../enterpriseState';
import { lmsUrl } from '../env';
import { uc } from '../state';
import { signedIn } from '../viewer';
import { safeNext } from './auth';
import { escapeHtml, htmlPage } from './util';

/**
 * The LMS's enterprise pages the app sends a learner to (issue 46; courses/enterprise.ts): the data-sharing
 * consent page (edx-enterprise's `grant_data_sharing_permissions`, whose path the access code's
 * `developer_message` carries), the active-enterprise selection page (`/enterprise/select/active/`) and a
 * stand-in for the enterprise learner portal (`ENTERPRISE_LEARNER_PORTAL_URL` of the mock's builds).
 * Consenting or switching is kept in the mock's state and sends the learner on to `next` or `success_url`.
 */

const formText = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
};

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

const back = (location: string) =>
  new HttpResponse(null, { status: 302, headers: { Location: safeNext(location) } });

export const enterpriseHandlers = [
  http.get(lmsUrl('/enterprise/grant_data_sharing_permissions'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const courseId = query.get('course_id') ?? '';
    const title = findCourse(courseId)?.title ?? courseId;
    return htmlPage(
      'Data sharing consent',
      `<p>${escapeHtml(ENROLLMENT_ENTERPRISE)} would like to see your progress in <strong>${escapeHtml(title)}</strong>.</p>
<form method="post" action="/enterprise/grant_data_sharing_permissions">
${hidden('course_id', courseId)}${hidden('next', query.get('next') ?? '')}
<button type="submit">Yes, continue</button>
<a href="${escapeHtml(safeNext(query.get('failure_url')))}">No, take me back</a></form>`,
    );
  }),

  http.post(lmsUrl('/enterprise/grant_data_sharing_permissions'), async ({ request, cookies }) => {
    const form = await request.formData();
    const persona = signedIn(cookies);
    if (persona) enterpriseState().consented.add(uc(persona.username, formText(form, 'course_id')));
    return back(formText(form, 'next'));
  }),

  http.get(lmsUrl('/enterprise/select/active/'), ({ request, cookies }) => {
    const success = new URL(request.url).searchParams.get('success_url') ?? '';
    const persona = signedIn(cookies);
    const active = persona ? activeEnterpriseOf(persona.username) : FIRST_ACTIVE_ENTERPRISE;
    const options = [ENROLLMENT_ENTERPRISE, FIRST_ACTIVE_ENTERPRISE]
      .map(
        (name) =>
          `<label><input type="radio" name="enterprise" value="${escapeHtml(name)}"${name === active ? ' checked' : ''}> ${escapeHtml(name)}</label><br>`,
      )
      .join('');
    return htmlPage(
      'Select your active enterprise',
      `<form method="post" action="/enterprise/select/active/">${hidden('success_url', success)}
<fieldset><legend>Enterprise</legend>${options}</fieldset>
<button type="submit">Continue</button></form>`,
    );
  }),

  http.post(lmsUrl('/enterprise/select/active/'), async ({ request, cookies }) => {
    const form = await request.formData();
    const persona = signedIn(cookies);
    const chosen = formText(form, 'enterprise');
    if (persona && [ENROLLMENT_ENTERPRISE, FIRST_ACTIVE_ENTERPRISE].includes(chosen)) {
      enterpriseState().active.set(persona.username, chosen);
    }
    return back(formText(form, 'success_url'));
  }),

  http.get(lmsUrl('/enterprise-portal'), () =>
    htmlPage('Enterprise learner portal', '<p>Your enterprise’s courses, and when each starts.</p>'),
  ),
];
