import { describe, expect, it } from 'vitest';
import { enrollmentState, sequenceGate, showsPaywall, unitGate, upgradeAction } from './rules';
import type { GateCourse, GateSequence } from './types';

const course: GateCourse = { id: 'c', isEnrolled: true, isStaff: false, userNeedsIntegritySignature: false };
const sequence: GateSequence = { id: 's' };
const unit = { id: 'u', graded: true };
const gate = (over: Partial<Parameters<typeof unitGate>[0]> = {}) =>
  unitGate({ course, sequence, unit, signedIn: true, signed: false, ...over });

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
    expect(gate({ course: needs })).toBe('honor-code');
    expect(gate({ course: needs, unit: { id: 'u', graded: false } })).toBeNull();
    expect(gate({ course: needs, signed: true })).toBeNull();
    // The unit's own flag counts when set; a false one is "not told" (the sequence call, fetched beside the
    // course, cannot apply the course's flag), so the course's flag still covers the graded unit.
    expect(gate({ unit: { id: 'u', graded: true, userNeedsIntegritySignature: true } })).toBe('honor-code');
    expect(gate({ course: needs, unit: { id: 'u', graded: true, userNeedsIntegritySignature: false } })).toBe(
      'honor-code',
    );
    expect(
      gate({
        course: needs,
        unit: { id: 'u', graded: true, userNeedsIntegritySignature: false },
        signed: true,
      }),
    ).toBeNull();
  });
});

describe('paywall', () => {
  const gated = { ...course, contentTypeGatingEnabled: true };
  it('shows for a unit with gated content when the course gates by content type', () => {
    expect(showsPaywall(gated, { id: 'u', containsContentTypeGatedContent: true })).toBe(true);
    expect(showsPaywall(course, { id: 'u', containsContentTypeGatedContent: true })).toBe(false);
    expect(showsPaywall(gated, { id: 'u' })).toBe(false);
    expect(showsPaywall(gated, null)).toBe(false);
  });

  it('offers the upgrade only when a verified mode exists, preferring the offer', () => {
    expect(upgradeAction(gated)).toBeNull();
    const verifiedMode = { price: 149, currencySymbol: '$', upgradeUrl: 'https://shop/basket?sku=1' };
    expect(upgradeAction({ ...gated, verifiedMode })).toEqual({
      url: 'https://shop/basket?sku=1',
      price: '$149',
      originalPrice: null,
    });
    expect(
      upgradeAction({
        ...gated,
        verifiedMode,
        offer: {
          upgradeUrl: 'https://shop/basket?code=X',
          discountedPrice: '$126.65',
          originalPrice: '$149',
        },
      }),
    ).toEqual({ url: 'https://shop/basket?code=X', price: '$126.65', originalPrice: '$149' });
    expect(upgradeAction({ ...gated, verifiedMode: { ...verifiedMode, price: null } })?.price).toBe('$23');
    expect(
      upgradeAction({
        ...gated,
        verifiedMode,
        offer: { upgradeUrl: null, discountedPrice: null, originalPrice: null },
      })?.url,
    ).toBe('https://shop/basket?sku=1');
  });
});
