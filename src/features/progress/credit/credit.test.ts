import { describe, expect, it } from 'vitest';
import currentExample from '@test/contract/examples-current/progress_credit.json';
import { decodeCreditRequirements } from './credit';

const grade = {
  namespace: 'grade',
  name: 'grade',
  display_name: 'Minimum Grade',
  criteria: { min_grade: 0.8 },
  status: null,
  order: 0,
};
const exam = {
  namespace: 'proctored_exam',
  name: 'midterm',
  display_name: 'Midterm',
  criteria: {},
  status: 'submitted',
  order: 1,
};

describe('credit_course_requirements (issue 46)', () => {
  it('reads today’s example: the eligibility and each requirement in the LMS’s order', () => {
    expect(decodeCreditRequirements(currentExample.credit_course_requirements)).toEqual({
      eligibility: 'partial_eligible',
      requirements: [
        { namespace: 'grade', displayName: 'Minimum Grade', minGrade: 0.8, status: null, order: 0 },
        {
          namespace: 'proctored_exam',
          displayName: 'Proctored Midterm',
          minGrade: null,
          status: 'submitted',
          order: 1,
        },
      ],
    });
  });

  it('is null for other courses, and for an answer that is not an object or names no requirement', () => {
    for (const value of [
      null,
      undefined,
      'credit',
      42,
      [grade],
      {},
      { requirements: 'x' },
      { requirements: [] },
    ]) {
      expect(decodeCreditRequirements(value)).toBeNull();
    }
    expect(
      decodeCreditRequirements({
        eligibility_status: 'eligible',
        requirements: [{ status: 'satisfied' }, 7],
      }),
    ).toBeNull();
  });

  it('reads declined as failed, and any other status as not known yet', () => {
    const statuses = ['satisfied', 'submitted', 'failed', 'declined', null, 'pending', 3].map(
      (status) => decodeCreditRequirements({ requirements: [{ ...exam, status }] })?.requirements[0]?.status,
    );
    expect(statuses).toEqual(['satisfied', 'submitted', 'failed', 'failed', null, null, null]);
  });

  it('keeps the requirements without an eligibility it knows, drops the unreadable ones', () => {
    const read = decodeCreditRequirements({
      eligibility_status: 'maybe',
      requirements: [
        exam,
        'x',
        { ...grade, criteria: { min_grade: 'abc' }, display_name: '' },
        { ...grade, order: 5 },
      ],
    });
    expect(read?.eligibility).toBeNull();
    expect(read?.requirements.map((r) => [r.displayName, r.minGrade])).toEqual([
      ['Midterm', null],
      ['Minimum Grade', 0.8],
    ]);
  });

  it('names a grade requirement with a minimum out of range by its name', () => {
    const read = decodeCreditRequirements({ requirements: [{ ...grade, criteria: { min_grade: 80 } }] });
    expect(read?.requirements[0]).toMatchObject({ displayName: 'Minimum Grade', minGrade: null });
  });
});
