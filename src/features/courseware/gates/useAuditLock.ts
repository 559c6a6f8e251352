import { useState, useSyncExternalStore } from 'react';
import { serverNow } from '@/components/dates';
import type { AuditLock } from '@/rules/auditLocks';
import { getAuditProgramme, subscribeAuditProgramme } from '@/platform/experiments';
import { blockedUnitIds, unitAuditLock } from './rules';
import type { GateCourse, GateSequence, GateUnit } from './types';

/** The audit-access programme as a site script set it (platform/experiments.ts); null when off. */
export function useAuditProgramme() {
  return useSyncExternalStore(subscribeAuditProgramme, getAuditProgramme, () => null);
}

/** The unit's audit lock (rules.ts `unitAuditLock`), by the server's clock at the unit's first render. */
export function useUnitAuditLock(
  course: GateCourse,
  sequence: GateSequence,
  unit: GateUnit | null,
): AuditLock | null {
  const programme = useAuditProgramme();
  const [now] = useState(() => serverNow(course.timeOffsetMillis));
  return unitAuditLock({ course, sequence, unit, programme, now });
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The units whose content an audit lock blocks (rules.ts `blockedUnitIds`), for the lock on their unit
 * tabs; none until the course record is known. Follows the programme as a site script switches it.
 */
export function useBlockedUnitIds(
  course: GateCourse | null,
  sequence: GateSequence,
  units: readonly GateUnit[],
): ReadonlySet<string> {
  const programme = useAuditProgramme();
  const [now] = useState(() => serverNow(course?.timeOffsetMillis));
  if (!course) return NONE;
  return blockedUnitIds({ course, sequence, units, programme, now });
}
