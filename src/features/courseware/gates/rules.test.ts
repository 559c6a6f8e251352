import { describe, expect, it } from 'vitest';
import { blockedUnitIds, enrollmentState, sequenceGate, unitAuditLock, unitGate } from './rules';
import type { GateCourse, GateSequence } from './types';

const course: GateCourse = { id: 'c', isEnrolled: true, isStaff: false, userNeedsIntegritySignature: false };
const sequence: GateSequence = { id: 's' };
const unit = { id: 'u', graded: true };
const gate = (over: Partial<Parameters<typeof unitGate>[0]> = {}) =>
  unitGate({ course, sequence, unit, signedIn: true, ...over });

describe('enrollmentState', () => {
  it('enrolled, staff viewing unenrolled, visitor, must enroll', () => {
    expect(enrollmentState({ id: 'c', isEnrolled: true }, true)).toBe('enrolled');
    expect(enrollmentState({ id: 'c', isEnrolled: false, isStaff: true }, true)).toBe('staff-unenrolled');
    expect(enrollmentState({ id: 'c', isEnrolled: false }, false)).toBe('public-visitor');
    expect(enrollmentState({ id: 'c', isEnrolled: false }, true)).toBe('must-enroll');
  });
});

describe('sequenceGate', () => {
  it('the past-due notice, else an exam not behind a prerequisite, replaces the sequence area', () => {
    expect(sequenceGate({ id: 's' })).toBeNull();
    expect(sequenceGate({ id: 's', isHiddenAfterDue: true, isProctored: true })).toBe('hidden-after-due');
    expect(sequenceGate({ id: 's', isTimeLimited: true })).toBe('special-exam');
    expect(
      sequenceGate({
        id: 's',
        isProctored: true,
        gatedContent: { gated: false, prereqId: null, prereqSectionName: null },
      }),
    ).toBe('special-exam');
    expect(
      sequenceGate({
        id: 's',
        isProctored: true,
        gatedContent: { gated: true, prereqId: 'p', prereqSectionName: 'P' },
      }),
    ).toBeNull();
  });
});

describe('unitGate precedence', () => {
  it('lets an enrolled learner through', () => {
    expect(gate()).toBeNull();
  });

  it('hidden after due comes first', () => {
    expect(
      gate({
        sequence: {
          id: 's',
          isHiddenAfterDue: true,
          gatedContent: { gated: true, prereqId: 'p', prereqSectionName: 'P' },
        },
      }),
    ).toBe('hidden-after-due');
  });

  it('then the prerequisite lock; an exam is the sequence’s, not a unit gate', () => {
    expect(
      gate({
        sequence: {
          id: 's',
          isProctored: true,
          gatedContent: { gated: true, prereqId: 'p', prereqSectionName: 'P' },
        },
      }),
    ).toBe('prerequisite');
    expect(gate({ sequence: { id: 's', isTimeLimited: true } })).toBeNull();
    expect(gate({ sequence: { id: 's', isProctored: true } })).toBeNull();
  });

  it('a signed-in learner who is not enrolled must enroll; staff and visitors pass', () => {
    expect(gate({ course: { ...course, isEnrolled: false } })).toBe('must-enroll');
    expect(gate({ course: { ...course, isEnrolled: false, isStaff: true } })).toBeNull();
    expect(gate({ course: { ...course, isEnrolled: false }, signedIn: false })).toBeNull();
  });

  it('the honor code covers graded units only, until signed', () => {
    const needs = { ...course, userNeedsIntegritySignature: true };
    // Signing clears the course record's flag (in the courseware cache, ./api.ts).
    const signed = { ...course, userNeedsIntegritySignature: false };
    expect(gate({ course: needs })).toBe('honor-code');
    expect(gate({ course: needs, unit: { id: 'u', graded: false } })).toBeNull();
    expect(gate({ course: signed })).toBeNull();
    // The unit's own flag counts when set; a false one is "not told" (the sequence call, fetched beside the
    // course, cannot apply the course's flag), so the course's flag still covers the graded unit.
    expect(gate({ unit: { id: 'u', graded: true, userNeedsIntegritySignature: true } })).toBe('honor-code');
    expect(gate({ course: needs, unit: { id: 'u', graded: true, userNeedsIntegritySignature: false } })).toBe(
      'honor-code',
    );
    expect(
      gate({ course: signed, unit: { id: 'u', graded: true, userNeedsIntegritySignature: false } }),
    ).toBeNull();
  });
});

describe('unitAuditLock: the paywall is the graded lock of spec §4', () => {
  const gated = { ...course, contentTypeGatingEnabled: true };
  const lock = (over: Partial<Parameters<typeof unitAuditLock>[0]> = {}) =>
    unitAuditLock({ course: gated, sequence, unit: null, programme: null, now: 0, ...over });

  it('locks a unit with gated content when the course gates by content type; the content still shows', () => {
    expect(lock({ unit: { id: 'u', containsContentTypeGatedContent: true } })).toEqual({
      kind: 'graded',
      blocksContent: false,
      modal: false,
    });
    expect(lock({ course, unit: { id: 'u', containsContentTypeGatedContent: true } })).toBeNull();
    expect(lock({ unit: { id: 'u' } })).toBeNull();
    expect(lock({ unit: null })).toBeNull();
  });

  it('with the programme: the verified lock outside its sequences, the modal after its deadline', () => {
    const audit = { ...course, enrollmentMode: 'audit' };
    const programme = { upgradeDeadline: '1970-01-02T00:00:00.000Z', sequenceIds: ['open'] };
    expect(lock({ course: audit, programme, unit: { id: 'u' } })).toEqual({
      kind: 'verified',
      blocksContent: true,
      modal: false,
    });
    expect(
      lock({ course: audit, programme, now: Date.parse('1970-01-03'), unit: { id: 'u' } }),
    ).toMatchObject({
      modal: true,
    });
    expect(
      lock({ course: audit, programme, sequence: { id: 'open' }, unit: { id: 'u', graded: true } }),
    ).toMatchObject({ kind: 'graded' });
    // A verified learner is not locked by the programme.
    expect(
      lock({ course: { ...course, enrollmentMode: 'verified' }, programme, unit: { id: 'u' } }),
    ).toBeNull();
  });
});

describe('blockedUnitIds: the units whose tab shows the lock (spec §4 "the lock unit tab")', () => {
  const audit = { ...course, enrollmentMode: 'audit', contentTypeGatingEnabled: true };
  const programme = { upgradeDeadline: '1970-01-02T00:00:00.000Z', sequenceIds: ['open'] };
  const units = [{ id: 'reading' }, { id: 'homework', graded: true, containsContentTypeGatedContent: true }];
  const blocked = (over: Partial<Parameters<typeof blockedUnitIds>[0]> = {}) => [
    ...blockedUnitIds({ course: audit, sequence: { id: 'closed' }, units, programme, now: 0, ...over }),
  ];

  it('every unit of a sequence under the verified lock, before and after the deadline', () => {
    expect(blocked()).toEqual(['reading', 'homework']);
    expect(blocked({ now: Date.parse('1970-01-03') })).toEqual(['reading', 'homework']);
  });

  it('none where the content still shows: an open sequence (the graded lock), no programme, a paid learner', () => {
    expect(blocked({ sequence: { id: 'open' } })).toEqual([]);
    expect(blocked({ programme: null })).toEqual([]);
    expect(blocked({ course: { ...audit, enrollmentMode: 'verified' } })).toEqual([]);
  });
});
