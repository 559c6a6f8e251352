import { describe, expect, it } from 'vitest';
import { advanceClock, pinClock } from '../clock';
import { examsCourse } from '../courses';
import { blockId } from '../courses/model';
import { lmsUrl } from '../env';
import { examRecord, serviceCourses } from '../wire/exams';
import { call } from './testClient';

const C = examsCourse.id;
const seq = (name: string) => blockId(examsCourse, 'sequential', name);
const unit = (name: string) => blockId(examsCourse, 'vertical', name);
const SERVICE = '/edx-exams/api/v1';
const MIDTERM = examRecord(C, seq('midterm'))!.id;

const readExam = async (name: string) =>
  (await (
    await call('verified', `${SERVICE}/student/exam/attempt/course_id/${C}/content_id/${seq(name)}`)
  ).json()) as { exam: Record<string, unknown> & { attempt: Record<string, unknown> } };
const token = () => call('verified', `${SERVICE}/access_tokens/exam_id/${MIDTERM}/`);
const unitPage = (accessToken?: string) =>
  call(
    'verified',
    `/xblock/${unit('midterm_unit_1')}?view=student_view${accessToken !== undefined ? `&exam_access=${encodeURIComponent(accessToken)}` : ''}`,
  );

describe('mock edx-exams service (exams contract §4, §8)', () => {
  it('takes an lti_external course’s exam through its states, in its own answer form', async () => {
    pinClock('2025-06-01T10:00:00Z');
    serviceCourses().add(C);
    expect((await readExam('midterm')).exam).toMatchObject({
      id: MIDTERM,
      type: 'timed',
      total_time: 30,
      backend: null,
      attempt: {},
    });
    expect(await (await call('verified', `${SERVICE}/exams/attempt/latest`)).json()).toEqual({});
    // edx-proctoring does not know it.
    const lms = await call(
      'verified',
      `/api/edx_proctoring/v1/proctored_exam/attempt/course_id/${C}?content_id=${encodeURIComponent(seq('midterm'))}`,
    );
    expect(((await lms.json()) as { exam: unknown }).exam).toEqual({});

    const started = await call('verified', `${SERVICE}/exams/attempt`, {
      method: 'POST',
      body: { exam_id: MIDTERM, start_clock: 'true', attempt_proctored: 'false' },
    });
    const { exam_attempt_id: id } = (await started.json()) as { exam_attempt_id: number };
    const attempt = (await readExam('midterm')).exam.attempt;
    expect(Object.keys(attempt).sort()).toEqual(
      [
        'attempt_id',
        'attempt_status',
        'course_id',
        'exam_display_name',
        'exam_type',
        'exam_url_path',
        'time_remaining_seconds',
      ].sort(),
    );
    expect(attempt).toMatchObject({ attempt_id: id, attempt_status: 'started', exam_type: 'timed' });
    advanceClock(60_000);
    const latest = (await (
      await call(
        'verified',
        `${SERVICE}/exams/attempt/latest?content_id=${encodeURIComponent(seq('midterm'))}`,
      )
    ).json()) as unknown;
    expect(latest).toMatchObject({ attempt_id: id, attempt_status: 'started', time_remaining_seconds: 1740 });

    const put = (action: string) =>
      call('verified', `${SERVICE}/exams/attempt/${id}`, { method: 'PUT', body: { action } });
    expect((await put('stop')).status).toBe(200);
    expect((await put('start')).status).toBe(200);
    expect((await put('dance')).status).toBe(400);
    expect((await put('submit')).status).toBe(200);
    expect((await readExam('midterm')).exam.attempt).toMatchObject({ attempt_status: 'submitted' });
    // Its writes are the service's: edx-proctoring refuses them.
    const viaLms = await call('verified', `/api/edx_proctoring/v1/proctored_exam/attempt/${id}`, {
      method: 'PUT',
      body: { action: 'stop' },
    });
    expect(viaLms.status).toBe(400);
  });

  it('forwards another course’s exam to edx-proctoring, whose form says to write to the LMS', async () => {
    const exam = (await readExam('midterm')).exam;
    expect(exam).toMatchObject({ total_time: '30 minutes', use_legacy_attempt_api: true });
  });

  it('grants the frame token only while the attempt runs, and the LMS opens the unit only with it', async () => {
    pinClock('2025-06-01T10:00:00Z');
    serviceCourses().add(C);
    expect((await token()).status).toBe(403);
    expect(await (await token()).json()).toEqual({ detail: 'Exam access token not granted' });
    const refused = await unitPage();
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Access to exam content is restricted');

    await call('verified', `${SERVICE}/exams/attempt`, {
      method: 'POST',
      body: { exam_id: MIDTERM, start_clock: 'true', attempt_proctored: 'false' },
    });
    const granted = (await (await token()).json()) as {
      exam_access_token: string;
      exam_access_token_expiration: number;
    };
    expect(granted.exam_access_token_expiration).toBe(60);
    expect((await unitPage(granted.exam_access_token)).status).toBe(200);
    expect((await unitPage('')).status).toBe(403);
    expect((await unitPage(`${granted.exam_access_token}x`)).status).toBe(403);
    // A minute later the token has expired.
    advanceClock(61_000);
    expect((await unitPage(granted.exam_access_token)).status).toBe(403);
    expect((await call('verified', `${SERVICE}/access_tokens/exam_id/999/`)).status).toBe(404);
  });

  it('authenticates by the JWT cookie only', async () => {
    const response = await fetch(lmsUrl(`${SERVICE}/exams/attempt/latest`), {
      headers: { cookie: 'sessionid=verified' },
    });
    expect(response.status).toBe(401);
  });
});
