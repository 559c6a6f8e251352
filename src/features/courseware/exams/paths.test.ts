import { describe, expect, it } from 'vitest';
import {
  accessTokenUrl,
  attemptRecordRequest,
  attemptWriteUrl,
  examReadRequest,
  examService,
  latestAttemptRequest,
} from './paths';

const C = 'course-v1:edX+DemoX+Demo_Course';
const SEQ = 'block-v1:edX+DemoX+Demo_Course+type@sequential+block@timed_exam';
const EXAMS = 'https://exams.example.com';
const lms = examService(null);
const service = examService(`${EXAMS}/`);

describe('where the exam calls go (contract §2–§4, §8)', () => {
  it('is the LMS without EXAMS_BASE_URL, the edx-exams service with it', () => {
    expect(examService(null)).toEqual({ kind: 'lms' });
    expect(examService('  ')).toEqual({ kind: 'lms' });
    expect(service).toEqual({ kind: 'edx-exams', base: EXAMS });
  });

  it('reads the exam from edx-proctoring exactly as before, or from the service’s student path', () => {
    expect(examReadRequest(lms, C, SEQ)).toEqual({
      url: `/api/edx_proctoring/v1/proctored_exam/attempt/course_id/${C}`,
      params: { content_id: SEQ, is_learning_mfe: 'true' },
    });
    expect(examReadRequest(service, C, SEQ)).toEqual({
      url: `${EXAMS}/api/v1/student/exam/attempt/course_id/${C}/content_id/${SEQ}`,
    });
    expect(latestAttemptRequest(EXAMS)).toEqual({ url: `${EXAMS}/api/v1/exams/attempt/latest` });
  });

  it('writes to the service, unless the answer said use_legacy_attempt_api (then to the LMS)', () => {
    expect(attemptWriteUrl(lms, true)).toBe('/api/edx_proctoring/v1/proctored_exam/attempt');
    expect(attemptWriteUrl(lms, false, 12)).toBe('/api/edx_proctoring/v1/proctored_exam/attempt/12');
    expect(attemptWriteUrl(service, false)).toBe(`${EXAMS}/api/v1/exams/attempt`);
    expect(attemptWriteUrl(service, false, 12)).toBe(`${EXAMS}/api/v1/exams/attempt/12`);
    expect(attemptWriteUrl(service, true, 12)).toBe('/api/edx_proctoring/v1/proctored_exam/attempt/12');
  });

  it('polls edx-proctoring’s attempt, or the service’s latest attempt on the exam (no poll address)', () => {
    expect(attemptRecordRequest(lms, true, 12, SEQ)).toEqual({
      url: '/api/edx_proctoring/v1/proctored_exam/attempt/12',
    });
    expect(attemptRecordRequest(service, true, 12, SEQ)).toEqual({
      url: '/api/edx_proctoring/v1/proctored_exam/attempt/12',
    });
    expect(attemptRecordRequest(service, false, 12, SEQ)).toEqual({
      url: `${EXAMS}/api/v1/exams/attempt/latest`,
      params: { content_id: SEQ },
    });
  });

  it('asks the service for the frames’ access token by exam id', () => {
    expect(accessTokenUrl(EXAMS, 7)).toBe(`${EXAMS}/api/v1/access_tokens/exam_id/7/`);
  });
});
