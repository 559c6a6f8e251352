/**
 * The celebration-on-section-load marker (spec §3, courseware contract §9.4). When the learner presses
 * Next on the last unit of a sequence and the next sequence is in another section, the move is remembered
 * in session storage: `{ prevSequenceId, nextSequenceId, nextUnitId }`. When that target shows and the
 * course still has `celebrations.firstSection`, the first-section modal opens once. The marker records that
 * it was shown, so a reload of the target does not show it again; moving off the target clears it.
 */
export const CELEBRATION_MARKER_KEY = 'CelebrationModal.showOnSectionLoad';

export interface CelebrationMarker {
  readonly courseId: string;
  readonly prevSequenceId: string;
  readonly nextSequenceId: string;
  readonly nextUnitId: string | null;
  /** The modal (or, with a streak due, the POST) has happened for this move. */
  readonly shown?: boolean;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readMarker(storage: KeyValueStorage | null = sessionStore()): CelebrationMarker | null {
  try {
    const raw = storage?.getItem(CELEBRATION_MARKER_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CelebrationMarker> | null;
    if (
      !value ||
      typeof value.courseId !== 'string' ||
      typeof value.prevSequenceId !== 'string' ||
      typeof value.nextSequenceId !== 'string'
    ) {
      return null;
    }
    return {
      courseId: value.courseId,
      prevSequenceId: value.prevSequenceId,
      nextSequenceId: value.nextSequenceId,
      nextUnitId: typeof value.nextUnitId === 'string' ? value.nextUnitId : null,
      shown: value.shown === true,
    };
  } catch {
    return null;
  }
}

export function writeMarker(
  marker: CelebrationMarker,
  storage: KeyValueStorage | null = sessionStore(),
): void {
  try {
    storage?.setItem(CELEBRATION_MARKER_KEY, JSON.stringify(marker));
  } catch {
    // Storage full or refused: the celebration is a nicety, the page carries on.
  }
}

export function clearMarker(storage: KeyValueStorage | null = sessionStore()): void {
  try {
    storage?.removeItem(CELEBRATION_MARKER_KEY);
  } catch {
    // as above
  }
}

export interface SectionLike {
  readonly id: string;
  readonly sequenceIds: readonly string[];
}

/** Whether moving from one sequence to the next crosses into another section. */
export function crossesSection(
  sections: readonly SectionLike[],
  fromSequenceId: string,
  toSequenceId: string,
) {
  const sectionOf = (sequenceId: string) => sections.find((s) => s.sequenceIds.includes(sequenceId))?.id;
  const from = sectionOf(fromSequenceId);
  const to = sectionOf(toSequenceId);
  return from !== undefined && to !== undefined && from !== to;
}

/**
 * Called by the courseware's Next button on the last unit of a sequence: remembers the move when it
 * crosses into another section and the first-section celebration is still due. Returns whether it did.
 */
export function rememberSectionMove(
  move: {
    courseId: string;
    firstSection: boolean;
    sections: readonly SectionLike[];
    prevSequenceId: string;
    nextSequenceId: string;
    nextUnitId: string | null;
  },
  storage: KeyValueStorage | null = sessionStore(),
): boolean {
  if (!move.firstSection || !crossesSection(move.sections, move.prevSequenceId, move.nextSequenceId))
    return false;
  writeMarker(
    {
      courseId: move.courseId,
      prevSequenceId: move.prevSequenceId,
      nextSequenceId: move.nextSequenceId,
      nextUnitId: move.nextUnitId,
    },
    storage,
  );
  return true;
}

export type CelebrationDecision =
  /** Open the first-section modal and send first_section: false. */
  | 'show'
  /** A streak modal is due at the same time: skip the modal, still send first_section: false. */
  | 'post-only'
  /** The learner moved off the target: forget the marker. */
  | 'clear'
  | 'none';

export function celebrationDecision(input: {
  marker: CelebrationMarker | null;
  courseId: string;
  sequenceId: string | null;
  unitId: string | null;
  firstSection: boolean;
  streakDue: boolean;
}): CelebrationDecision {
  const { marker } = input;
  if (!marker) return 'none';
  if (marker.courseId !== input.courseId) return 'clear';
  const onTarget =
    input.sequenceId === marker.nextSequenceId &&
    (marker.nextUnitId === null || marker.nextUnitId === input.unitId);
  // While the page settles on the target (the sequence URL gains its unit), the bare sequence counts too.
  const arriving = input.sequenceId === marker.nextSequenceId && input.unitId === null;
  if (!onTarget && !arriving) {
    // Still on the sequence being left (the URL changes in steps): not yet moved off.
    return input.sequenceId === marker.prevSequenceId ? 'none' : 'clear';
  }
  if (!onTarget || marker.shown || !input.firstSection) return 'none';
  return input.streakDue ? 'post-only' : 'show';
}

export type StreakFact = 'pass' | 'content';

/** One of the two streak facts of spec §9, chosen at random. */
export function pickStreakFact(random: () => number = Math.random): StreakFact {
  return random() < 0.5 ? 'pass' : 'content';
}

export type WeeklyGoalDecision =
  /** Open the "goal met" modal and send weekly_goal: false. */
  | 'show'
  /** Due, but another celebration comes first: the streak (this visit; the goal waits for the next one, as
   * the LMS keeps saying weekly_goal until the POST) or the open first-section modal (until it closes). */
  | 'wait'
  | 'none';

/** Whether the "goal met" celebration (today's LMS) opens now. */
export function weeklyGoalDecision(input: {
  weeklyGoal: boolean;
  streakDue: boolean;
  firstSectionOpen: boolean;
}): WeeklyGoalDecision {
  if (!input.weeklyGoal) return 'none';
  return input.streakDue || input.firstSectionOpen ? 'wait' : 'show';
}
