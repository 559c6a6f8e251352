import { describe, expect, it } from 'vitest';
import { demoCourse } from '../courses';
import { activeEnterpriseCourse, consentCourse, enterpriseNotStartedCourse } from '../courses/enterprise';
import { creditCourse } from '../courses/progress';
import { setServerEra } from '../era';
import { APP_ORIGIN, lmsUrl } from '../env';
import { call } from './testClient';

interface Access {
  has_access: boolean;
  error_code: string | null;
  developer_message: string | null;
  user_message: string | null;
}
const access = async (persona: string, courseId: string) =>
  (
    (await (await call(persona, `/api/course_home/course_metadata/${courseId}`)).json()) as {
      course_access: Access;
    }
  ).course_access;

describe('mock LMS: an enterprise’s courses (issue 46)', () => {
  it('asks its learner for data-sharing consent, then lets them in', async () => {
    const refused = await access('enterprise', consentCourse.id);
    expect(refused).toMatchObject({ has_access: false, error_code: 'data_sharing_access_required' });
    const page = new URL(refused.developer_message ?? '', lmsUrl('/'));
    expect(page.pathname).toBe('/enterprise/grant_data_sharing_permissions');
    expect(page.searchParams.get('next')).toBe(`${APP_ORIGIN}/course/${consentCourse.id}/home`);
    // Today's LMS refuses the tab calls too (a redirecting access error).
    expect((await call('enterprise', `/api/course_home/outline/${consentCourse.id}`)).status).toBe(403);
    expect(await (await call('enterprise', page.pathname + page.search)).text()).toContain('Yes, continue');
    const consent = await call('enterprise', '/enterprise/grant_data_sharing_permissions', {
      method: 'POST',
      form: new URLSearchParams({
        course_id: consentCourse.id,
        next: page.searchParams.get('next') ?? '',
      }).toString(),
    });
    expect(consent.status).toBe(302);
    expect(consent.headers.get('location')).toBe(`${APP_ORIGIN}/course/${consentCourse.id}/home`);
    expect((await access('enterprise', consentCourse.id)).has_access).toBe(true);
  });

  it('sends its learner of a course not started to the learner portal (not the dashboard)', async () => {
    expect(await access('enterprise', enterpriseNotStartedCourse.id)).toMatchObject({
      has_access: false,
      error_code: 'course_not_started_enterprise_learner',
    });
  });

  it('refuses a learner signed in as another enterprise until they switch', async () => {
    const refused = await access('enterprise', activeEnterpriseCourse.id);
    expect(refused).toMatchObject({ has_access: false, error_code: 'incorrect_active_enterprise' });
    expect(refused.user_message).toContain("currently logged in as a 'Globex Learning' user");
    const success = `${APP_ORIGIN}/course/${activeEnterpriseCourse.id}/home`;
    const select = await call(
      'enterprise',
      `/enterprise/select/active/?success_url=${encodeURIComponent(success)}`,
    );
    expect(await select.text()).toContain('Select your active enterprise');
    const switched = await call('enterprise', '/enterprise/select/active/', {
      method: 'POST',
      form: new URLSearchParams({ enterprise: 'Acme Corporation', success_url: success }).toString(),
    });
    expect(switched.headers.get('location')).toBe(success);
    expect((await access('enterprise', activeEnterpriseCourse.id)).has_access).toBe(true);
  });

  it('lets staff in, and leaves other learners’ courses alone', async () => {
    expect((await access('staff', activeEnterpriseCourse.id)).has_access).toBe(true);
    expect((await access('verified', demoCourse.id)).has_access).toBe(true);
  });
});

describe('mock LMS: Studio access on course_metadata (issue 45)', () => {
  const metadata = async (persona: string) =>
    (await (await call(persona, `/api/course_home/course_metadata/${demoCourse.id}`)).json()) as Record<
      string,
      unknown
    >;

  it('says course staff may author the course and limited staff may not, on today’s LMS', async () => {
    expect(await metadata('staff')).toMatchObject({ has_course_author_access: true, studio_access: true });
    expect(await metadata('limited-staff')).toMatchObject({
      original_user_is_staff: true,
      has_course_author_access: false,
      studio_access: false,
    });
  });

  it('says nothing of it on the spec’s LMS', async () => {
    setServerEra('spec');
    expect(await metadata('limited-staff')).not.toHaveProperty('has_course_author_access');
  });
});

describe('mock LMS: a credit course’s requirements (issue 46)', () => {
  const creditOf = async (persona: string) =>
    (
      (await (await call(persona, `/api/course_home/progress/${creditCourse.id}`)).json()) as {
        credit_course_requirements: {
          eligibility_status: string;
          requirements: { name: string; status: string | null }[];
        } | null;
      }
    ).credit_course_requirements;

  it('gives the verified learner each status, and the LMS’s verdict on them', async () => {
    const credit = await creditOf('verified');
    expect(credit?.eligibility_status).toBe('not_eligible');
    expect(credit?.requirements.map((r) => [r.name, r.status])).toEqual([
      ['grade', null],
      ['midterm', 'submitted'],
      ['id_verification', 'satisfied'],
      ['reverification', 'failed'],
    ]);
  });

  it('gives an audit learner none, and other courses none', async () => {
    expect(await creditOf('audit')).toBeNull();
    const demo = (await (
      await call('verified', `/api/course_home/progress/${demoCourse.id}`)
    ).json()) as Record<string, unknown>;
    expect(demo.credit_course_requirements).toBeNull();
  });
});
