import { read, type Reader } from '@/lms/decode';

/**
 * The masquerade ("View this course as:") models and rules, free of React (courseware contract §8). Wire
 * keys are snake_case; models are camelCase; "missing" is null throughout.
 */
export type MasqueradeRole = 'staff' | 'student';

/** What the staff user is viewing the course as now (`active`). */
export interface ActiveMasquerade {
  readonly courseKey: string | null;
  readonly role: MasqueradeRole;
  readonly userName: string | null;
  readonly groupId: number | null;
  readonly userPartitionId: number | null;
  readonly groupName: string | null;
}

/**
 * One choice of `available`. The specific-student entry is the one whose `userName` is a string (the
 * active learner's username, or "" when none): its presence, not its value, marks it.
 */
export interface MasqueradeOption {
  readonly name: string;
  readonly role: MasqueradeRole;
  readonly userName: string | null;
  readonly groupId: number | null;
  readonly userPartitionId: number | null;
}

export type MasqueradeOptions =
  | { readonly kind: 'options'; readonly active: ActiveMasquerade; readonly available: MasqueradeOption[] }
  /** `{ "success": false }`: the LMS does not take this user for course staff. */
  | { readonly kind: 'denied' };

export interface MasqueradeAnswer {
  readonly success: boolean;
  /** The LMS's own words when it refused (an unknown learner), or null. */
  readonly error: string | null;
}

export const STAFF_VIEW: ActiveMasquerade = {
  courseKey: null,
  role: 'staff',
  userName: null,
  groupId: null,
  userPartitionId: null,
  groupName: null,
};

const role = (r: Reader): MasqueradeRole => (r.optString('role') === 'staff' ? 'staff' : 'student');
const int = (r: Reader, key: string): number | null => {
  const value = r.optNum(key);
  return value === null ? null : Math.trunc(value);
};

function decodeActive(r: Reader | null): ActiveMasquerade {
  if (!r) return STAFF_VIEW;
  return {
    courseKey: r.optNonBlankString('course_key'),
    role: role(r),
    userName: r.optNonBlankString('user_name'),
    groupId: int(r, 'group_id'),
    userPartitionId: int(r, 'user_partition_id'),
    groupName: r.optNonBlankString('group_name'),
  };
}

function decodeOption(value: unknown, path: string): MasqueradeOption {
  const r = read(value, path);
  const name = r.optNonBlankString('name');
  // Entries without a name are not shown (§8.1).
  if (!name) throw r.missing('an entry with a name');
  return {
    name,
    role: role(r),
    userName: r.optString('user_name'),
    groupId: int(r, 'group_id'),
    userPartitionId: int(r, 'user_partition_id'),
  };
}

/** GET /courses/{courseId}/masquerade. Anything but an object is malformed (DecodeError). */
export function decodeMasqueradeOptions(body: unknown): MasqueradeOptions {
  const r = read(body);
  if (!r.optBool('success')) return { kind: 'denied' };
  return {
    kind: 'options',
    active: decodeActive(r.optObj('active')),
    available: r.optList('available', decodeOption),
  };
}

/** POST /courses/{courseId}/masquerade: `success`, and `error` when the LMS says why not. */
export function decodeMasqueradeAnswer(body: unknown): MasqueradeAnswer {
  const r = read(body);
  return { success: r.optBool('success'), error: r.optNonBlankString('error') };
}

export const isSpecificStudentOption = (option: MasqueradeOption): boolean => option.userName !== null;

/**
 * The option to show as selected: the one whose role, group, partition and username all equal the active
 * masquerade's (missing = null). The specific-student entry carries the active username, so it matches
 * while the staff user views the course as that learner.
 */
export function isActiveOption(option: MasqueradeOption, active: ActiveMasquerade): boolean {
  return (
    option.role === active.role &&
    option.groupId === active.groupId &&
    option.userPartitionId === active.userPartitionId &&
    option.userName === active.userName
  );
}

/** What the "View this course as:" button says (§8.1 "Selected label"). */
export type SelectedLabel =
  | { readonly kind: 'specific-student'; readonly userName: string }
  | { readonly kind: 'group'; readonly name: string }
  | { readonly kind: 'learner' }
  | { readonly kind: 'staff' };

export function selectedLabel(active: ActiveMasquerade): SelectedLabel {
  if (active.userName) return { kind: 'specific-student', userName: active.userName };
  if (active.groupName) return { kind: 'group', name: active.groupName };
  if (active.role === 'student') return { kind: 'learner' };
  return { kind: 'staff' };
}

/** The JSON body that chooses an option (§8.2). The specific-student entry sends nothing by itself. */
export function masqueradeBody(option: MasqueradeOption): Record<string, string | number> {
  const body: Record<string, string | number> = { role: option.role };
  if (option.groupId !== null) {
    body.group_id = option.groupId;
    if (option.userPartitionId !== null) body.user_partition_id = option.userPartitionId;
  }
  return body;
}

/** The body the username input sends on Enter: the typed text exactly as typed. */
export const specificStudentBody = (typed: string) => ({ role: 'student' as const, user_name: typed });

/**
 * What the toolbar can still offer when the options cannot be loaded: the choices that need no list from
 * the LMS (Staff, Learner, a specific student), with the current view guessed from the course metadata:
 * not masquerading is Staff; an effective username other than the signed-in user's is that learner;
 * otherwise Learner (the LMS alone knows whether it is a group).
 */
export function fallbackMasquerade(input: {
  isMasquerading: boolean;
  effectiveUsername: string | null;
  signedInUsername: string | null;
  names: { staff: string; learner: string; specificStudent: string };
}): { active: ActiveMasquerade; available: MasqueradeOption[] } {
  const { isMasquerading, effectiveUsername, signedInUsername, names } = input;
  const viewingLearner =
    isMasquerading && effectiveUsername !== null && effectiveUsername !== signedInUsername
      ? effectiveUsername
      : null;
  const active: ActiveMasquerade = !isMasquerading
    ? STAFF_VIEW
    : { ...STAFF_VIEW, role: 'student', userName: viewingLearner };
  const option = (name: string, r: MasqueradeRole, userName: string | null = null): MasqueradeOption => ({
    name,
    role: r,
    userName,
    groupId: null,
    userPartitionId: null,
  });
  return {
    active,
    available: [
      option(names.staff, 'staff'),
      option(names.learner, 'student'),
      option(names.specificStudent, 'student', viewingLearner ?? ''),
    ],
  };
}
