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
  it('is noExitPage when the exit page is off, nobody is signed in, or the learner is not enrolled', () => {
    expect(exitState(input({ courseExitPageIsActive: false }))).toBe('noExitPage');
    expect(exitState(input({}, { isSignedIn: false }))).toBe('noExitPage');
    expect(exitState(input({ isEnrolled: false }))).toBe('noExitPage');
  });

  it('is moreContentComing when scheduled content remains and the learner has not passed', () => {
    expect(exitState(input({ userHasPassingGrade: false }, { hasScheduledContent: true }))).toBe(
      'moreContentComing',
    );
    // Passing wins over scheduled content.
    expect(exitState(input({}, { hasScheduledContent: true }))).toBe('celebration');
  });

  it('is endNotPassing for a status that is not passing-type when the learner has not passed', () => {
    expect(exitState(input({ userHasPassingGrade: false, certStatus: 'notpassing' }))).toBe('endNotPassing');
    expect(exitState(input({ userHasPassingGrade: false, certStatus: 'downloadable' }))).toBe(
      'endNotPassing',
    );
  });

  it('is celebration for each celebratory status', () => {
    for (const status of [
      'audit_passing',
      'downloadable',
      'earned_but_not_available',
      'honor_passing',
      'requesting',
      'unverified',
    ]) {
      expect(exitState(input({ certStatus: status }))).toBe('celebration');
    }
    // Audit learners are celebrated even when not passing (they can never be "eligible").
    expect(exitState(input({ certStatus: 'audit_passing', userHasPassingGrade: false }))).toBe('celebration');
  });

  it('is noExitPage for a passing learner with a status that is not celebratory', () => {
    expect(exitState(input({ certStatus: 'notpassing' }))).toBe('noExitPage');
  });

  it('counts missing certificate data as both celebratory and eligible', () => {
    const none = input();
    const withoutCertificate = { ...none, course: { ...none.course, certificateData: null } };
    expect(exitState(withoutCertificate)).toBe('celebration');
    expect(
      exitState({
        ...withoutCertificate,
        course: { ...withoutCertificate.course, userHasPassingGrade: false },
      }),
    ).toBe('endNotPassing');
  });
});
