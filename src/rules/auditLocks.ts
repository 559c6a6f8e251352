/**
 * The audit locks of the upgrade programme (spec §4 "Audit locks under the upgrade programme", §9
 * experiment flags; contract courseware §12.1 and §12.3). One rule for every lock an audit learner meets in
 * the courseware, the content-type-gating paywall included:
 *
 * - **verified lock**: the sequence is not among those open to audit learners — the content is blocked,
 *   with the upgrade action;
 * - **graded lock**: the sequence is open to audit learners but the unit is graded (or, under content-type
 *   gating, holds content locked for this enrolment) — the content shows, under the upgrade action (the
 *   paywall);
 * - **modal lock**: a verified lock after the upgrade deadline — the blocking modal.
 *
 * Which sequences are open comes from the audit-access programme when one is switched on (Open edX's
 * MM-P2P experiment, set from outside the app; see platform/experiments.ts). Without it every sequence is
 * open, so only content-type gating locks graded content.
 */
import type { AuditProgrammeSetting } from '@/platform/experiments';
import { isPast } from './upgrade';

/** The programme: its upgrade deadline, and the sequences open to audit learners. */
export type AuditProgramme = AuditProgrammeSetting;

export interface AuditLockInput {
  /** Milliseconds, by the server's clock. */
  readonly now: number;
  readonly programme: AuditProgramme | null;
  readonly isAudit: boolean;
  readonly contentTypeGatingEnabled: boolean;
  readonly sequenceId: string;
  readonly unit: { readonly graded?: boolean; readonly containsContentTypeGatedContent?: boolean } | null;
}

export type AuditLock =
  | { readonly kind: 'verified'; readonly blocksContent: true; readonly modal: boolean }
  | { readonly kind: 'graded'; readonly blocksContent: false; readonly modal: false };

const GRADED: AuditLock = { kind: 'graded', blocksContent: false, modal: false };

/** The upgrade-deadline flag of the programme (spec §4): the current time is past its deadline. */
export function afterUpgradeDeadline(programme: AuditProgramme | null, now: number): boolean {
  return programme !== null && isPast(now, programme.upgradeDeadline);
}

export function auditLock(input: AuditLockInput): AuditLock | null {
  const { programme, unit } = input;
  if (programme && input.isAudit) {
    const open = programme.sequenceIds.includes(input.sequenceId);
    if (!open) {
      return { kind: 'verified', blocksContent: true, modal: afterUpgradeDeadline(programme, input.now) };
    }
    if (unit?.graded) return GRADED;
  }
  if (input.contentTypeGatingEnabled && unit?.containsContentTypeGatedContent) return GRADED;
  return null;
}
