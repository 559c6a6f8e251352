/**
 * Experiment switches set from outside the app, kept on `window` under prefixed names (spec §9
 * "Experiment flags are stored on the window under a prefixed name"; contract courseware §12.3).
 *
 * The audit-access programme (Open edX's MM-P2P experiment) limits audit learners to some sequences until
 * an upgrade deadline. A site script switches it on as it does for Open edX's learning app:
 *
 *   window.experiment__mmp2p_course_enable('2031-03-29T23:59:00Z', [sequenceId, …]);   // on
 *   window.experiment__mmp2p_course_enable(undefined, []);                             // off again
 *
 * or sets `window.experiment__mmp2p_course_state = { upgradeDeadline, subSections }` before the app
 * starts. The app reads the current value through `getAuditProgramme` and hears changes through
 * `subscribeAuditProgramme` (for React's useSyncExternalStore).
 */
export interface AuditProgrammeSetting {
  readonly upgradeDeadline: string | null;
  /** Sequence ids open to audit learners. */
  readonly sequenceIds: readonly string[];
}

const PREFIX = 'experiment__mmp2p_';
type ExperimentWindow = Record<string, unknown>;

let current: AuditProgrammeSetting | null = null;
let installed = false;
const listeners = new Set<() => void>();

function parse(upgradeDeadline: unknown, subSections: unknown): AuditProgrammeSetting | null {
  if (typeof upgradeDeadline !== 'string' || Number.isNaN(Date.parse(upgradeDeadline))) return null;
  const sequenceIds = Array.isArray(subSections)
    ? subSections.filter((id): id is string => typeof id === 'string')
    : [];
  return { upgradeDeadline: new Date(upgradeDeadline).toISOString(), sequenceIds };
}

function set(value: AuditProgrammeSetting | null) {
  current = value;
  const w = window as unknown as ExperimentWindow;
  w[`${PREFIX}course_state`] = value
    ? { upgradeDeadline: value.upgradeDeadline, subSections: value.sequenceIds }
    : undefined;
  for (const listener of listeners) listener();
}

/** Defines the switches on window (once) and reads a state a script left there before the app started. */
function install() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const w = window as unknown as ExperimentWindow;
  const preset = w[`${PREFIX}course_state`];
  if (typeof preset === 'object' && preset !== null) {
    const { upgradeDeadline, subSections } = preset as Record<string, unknown>;
    current = parse(upgradeDeadline, subSections);
  }
  w[`${PREFIX}course_enable`] = (upgradeDeadline?: unknown, subSections?: unknown) => {
    const sections = Array.isArray(subSections) && subSections.length > 0 ? subSections : null;
    set(sections ? parse(upgradeDeadline, sections) : null);
  };
}

export function getAuditProgramme(): AuditProgrammeSetting | null {
  install();
  return current;
}

export function subscribeAuditProgramme(listener: () => void): () => void {
  install();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: switches the programme off and forgets the window switches. */
export function resetAuditProgramme(): void {
  current = null;
  installed = false;
  listeners.clear();
  const w = window as unknown as ExperimentWindow;
  w[`${PREFIX}course_state`] = undefined;
  w[`${PREFIX}course_enable`] = undefined;
}
