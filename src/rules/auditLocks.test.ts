import { describe, expect, it } from 'vitest';
import { afterUpgradeDeadline, auditLock, type AuditLockInput } from './auditLocks';

const NOW = Date.parse('2030-01-10T12:00:00Z');
const OPEN = 'seq-open';
const CLOSED = 'seq-closed';
const programme = (deadline: string | null) => ({ upgradeDeadline: deadline, sequenceIds: [OPEN] });

const input = (over: Partial<AuditLockInput> = {}): AuditLockInput => ({
  now: NOW,
  programme: programme('2030-02-01T00:00:00Z'),
  isAudit: true,
  contentTypeGatingEnabled: false,
  sequenceId: OPEN,
  unit: { graded: false, containsContentTypeGatedContent: false },
  ...over,
});

describe('auditLock (spec §4)', () => {
  it('verified lock: a sequence not open to audit learners; the content is blocked', () => {
    expect(auditLock(input({ sequenceId: CLOSED }))).toEqual({
      kind: 'verified',
      blocksContent: true,
      modal: false,
    });
  });

  it('modal lock: a sequence not open to audit learners after the upgrade deadline', () => {
    const after = input({ sequenceId: CLOSED, programme: programme('2030-01-10T12:00:00Z') });
    expect(auditLock(after)).toEqual({ kind: 'verified', blocksContent: true, modal: true });
    // An open sequence is not behind the modal, even after the deadline.
    expect(auditLock({ ...after, sequenceId: OPEN })).toBeNull();
  });

  it('graded lock: an open sequence’s graded unit; the content shows', () => {
    expect(auditLock(input({ unit: { graded: true } }))).toEqual({
      kind: 'graded',
      blocksContent: false,
      modal: false,
    });
    expect(auditLock(input({ unit: { graded: false } }))).toBeNull();
  });

  it('content-type gating: the paywall is the graded lock, with or without the programme', () => {
    const gated = { graded: true, containsContentTypeGatedContent: true };
    expect(auditLock(input({ programme: null, contentTypeGatingEnabled: true, unit: gated }))).toMatchObject({
      kind: 'graded',
    });
    expect(auditLock(input({ programme: null, contentTypeGatingEnabled: false, unit: gated }))).toBeNull();
    expect(
      auditLock(input({ programme: null, contentTypeGatingEnabled: true, unit: { graded: true } })),
    ).toBeNull();
  });

  it('locks nothing for learners who are not auditing, nor without a programme', () => {
    expect(auditLock(input({ isAudit: false, sequenceId: CLOSED }))).toBeNull();
    expect(auditLock(input({ programme: null, sequenceId: CLOSED, unit: { graded: true } }))).toBeNull();
  });

  it('the deadline flag is set when the current time is past the deadline', () => {
    expect(afterUpgradeDeadline(programme('2030-01-10T11:59:59Z'), NOW)).toBe(true);
    expect(afterUpgradeDeadline(programme('2030-01-10T12:00:01Z'), NOW)).toBe(false);
    expect(afterUpgradeDeadline(programme(null), NOW)).toBe(false);
    expect(afterUpgradeDeadline(null, NOW)).toBe(false);
  });
});
