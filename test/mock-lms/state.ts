import { now } from './clock';
import { resetServerEra, type Era } from './era';
import type { Fault } from './faults';
import { PERSONAS, type MasqueradeSetting } from './personas';
import { isDefaultScope, scoped } from './scope';

export interface Enrollment {
  mode: string;
  isActive: boolean;
  created: string;
}

/**
 * What the mock LMS remembers while it runs, so what the app saves is still there after a reload. One
 * instance per scope (scope.ts: the default one per server and per unit-test file, one per browser test);
 * `resetState()` returns the current scope to the personas' starting point.
 * Keys that pair a user and a course are `${username}|${courseId}` (see `uc`).
 */
export interface MockState {
  enrollments: Map<string, Enrollment>;
  /** Completed unit ids per username. */
  completions: Map<string, Set<string>>;
  /** Units whose frame the user has loaded, per username. */
  views: Map<string, Set<string>>;
  /** The last unit viewed, per user and course (the resume point). */
  lastViewed: Map<string, string>;
  /** Saved position (1-based) per `${username}|${sequenceId}`. */
  positions: Map<string, number>;
  /** Bookmarked unit ids per username. */
  bookmarks: Map<string, Set<string>>;
  /** Active masquerade per `${staff username}|${courseId}`. */
  masquerades: Map<string, MasqueradeSetting>;
  /** User preferences (pref-lang, …) per username. */
  preferences: Map<string, Record<string, string>>;
  /** Free-form per-feature state, by feature name (features own their keys). */
  extra: Map<string, unknown>;
  faults: Fault[];
  /** The era a browser test's scope answers as (`POST /__mock/era` in it); null: the server's. */
  era: Era | null;
}

export const uc = (username: string, courseId: string) => `${username}|${courseId}`;

const DAY = 24 * 60 * 60 * 1000;

function freshState(): MockState {
  const s: MockState = {
    enrollments: new Map(),
    completions: new Map(),
    views: new Map(),
    lastViewed: new Map(),
    positions: new Map(),
    bookmarks: new Map(),
    masquerades: new Map(),
    preferences: new Map(),
    extra: new Map(),
    faults: [],
    era: null,
  };
  for (const persona of PERSONAS) {
    for (const [courseId, enrollment] of Object.entries(persona.enrollments)) {
      s.enrollments.set(uc(persona.username, courseId), {
        mode: enrollment.mode,
        isActive: true,
        created: new Date(now() - enrollment.createdDaysAgo * DAY).toISOString(),
      });
    }
    s.completions.set(persona.username, new Set(Object.values(persona.completed ?? {}).flat()));
    for (const [courseId, unitId] of Object.entries(persona.lastViewed ?? {})) {
      s.lastViewed.set(uc(persona.username, courseId), unitId);
    }
    if (persona.masquerade) {
      for (const courseId of Object.keys(persona.enrollments))
        s.masquerades.set(uc(persona.username, courseId), persona.masquerade);
    }
  }
  return s;
}

const resetHooks: (() => void)[] = [];

/** Features with module-level state register here to be reset with the rest. */
export function onReset(hook: () => void): void {
  resetHooks.push(hook);
}

/** The current scope's state; a scope's first use makes it fresh, as a reset does. */
const current = scoped<{ state: MockState | null }>(() => ({ state: null }));

function renew(box: { state: MockState | null }): MockState {
  box.state = freshState();
  for (const hook of resetHooks) hook();
  return box.state;
}

function scopeState(): MockState {
  const box = current();
  return box.state ?? renew(box);
}

/**
 * The state of the scope being answered (scope.ts): `state.enrollments`, `state.faults = []` and the rest
 * read and write the current scope's.
 */
export const state: MockState = new Proxy({} as MockState, {
  get: (_target, key): unknown => Reflect.get(scopeState(), key),
  set: (_target, key, value) => Reflect.set(scopeState(), key, value),
  has: (_target, key) => Reflect.has(scopeState(), key),
  ownKeys: () => Reflect.ownKeys(scopeState()),
  getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(scopeState(), key),
});

/** Starts the current scope over; the default scope also goes back to the server's starting era. */
export function resetState(): void {
  if (isDefaultScope()) resetServerEra();
  renew(current());
}

/** Per-feature state in `state.extra`, created on first use and dropped on reset. */
export function featureState<T>(name: string, create: () => T): T {
  let value = state.extra.get(name) as T | undefined;
  if (value === undefined) {
    value = create();
    state.extra.set(name, value);
  }
  return value;
}

export function setOf(map: Map<string, Set<string>>, key: string): Set<string> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}
