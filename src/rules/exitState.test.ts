import { describe, expect, it } from 'vitest';
import { exitState, type ExitStateInput } from './exitState';

const input = (
  course: Partial<ExitStateInput['course']> & { certStatus?: string } = {},
  rest: Partial<Omit<ExitStateInput, 'course'>> = {},
): ExitStateInput => {
  const { certStatus = 'downloadable', ...own } = course;
  return {
    course: {
      courseExitPageIsActive: true,
      isEnrolled: true,
      userHasPassingGrade: true,
      certificateData: {
        certStatus,
        certWebViewUrl: null,
        downloadUrl: null,
        certificateAvailableDate: null,
      },
      ...own,
    },
    hasScheduledContent: false,
    isSignedIn: true,
    ...rest,
  };
};

describe('exitState (spec §4)', () => {
  it('is 0 when the exit page is off, nobody is signed in, or the learner is not enrolled', () => {
    expect(exitState(input({ courseExitPageIsActive: false }))).toBe(0);
    expect(exitState(input({}, { isSignedIn: false }))).toBe(0);
    expect(exitState(input({ isEnrolled: false }))).toBe(0);
  });

  it('is 3 when scheduled content remains and the learner has not passed', () => {
    expect(exitState(input({ userHasPassingGrade: false }, { hasScheduledContent: true }))).toBe(3);
    // Passing wins over scheduled content.
    expect(exitState(input({}, { hasScheduledContent: true }))).toBe(1);
  });

  it('is 2 for a status that is not passing-type when the learner has not passed', () => {
    expect(exitState(input({ userHasPassingGrade: false, certStatus: 'notpassing' }))).toBe(2);
    expect(exitState(input({ userHasPassingGrade: false, certStatus: 'downloadable' }))).toBe(2);
  });

  it('is 1 for each celebratory status', () => {
    for (const status of [
      'audit_passing',
      'downloadable',
      'earned_but_not_available',
      'honor_passing',
      'requesting',
      'unverified',
    ]) {
      expect(exitState(input({ certStatus: status }))).toBe(1);
    }
    // Audit learners are celebrated even when not passing (they can never be "eligible").
    expect(exitState(input({ certStatus: 'audit_passing', userHasPassingGrade: false }))).toBe(1);
  });

  it('is 0 for a passing learner with a status that is not celebratory', () => {
    expect(exitState(input({ certStatus: 'notpassing' }))).toBe(0);
  });

  it('counts missing certificate data as both celebratory and eligible', () => {
    const none = input();
    const withoutCertificate = { ...none, course: { ...none.course, certificateData: null } };
    expect(exitState(withoutCertificate)).toBe(1);
    expect(
      exitState({
        ...withoutCertificate,
        course: { ...withoutCertificate.course, userHasPassingGrade: false },
      }),
    ).toBe(2);
  });
});
