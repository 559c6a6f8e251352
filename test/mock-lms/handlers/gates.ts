import { http, HttpResponse } from 'msw';
import { now } from '../clock';
import { COURSES } from '../courses';
import type { MockCourse } from '../courses/model';
import { lmsUrl } from '../env';
import { isCurrentEra } from '../era';
import { featureState, state, uc } from '../state';
import { enrollmentOf, signedIn, viewerFor } from '../viewer';
import { courseHomeState, weeklyGoalOf } from '../wire/courseHomeTabs';
import { coursewareState } from '../wire/courseware';
import { calculate } from '../wire/gates';
import { courseAndViewer, htmlPage, notFound, unauthorized } from './util';

/**
 * The gates', tools' and moments' side of the LMS (courseware contract §9): the calculator, notes
 * visibility, notices, the first-section and weekly-goal celebrations and the integrity signature. What learners do here is
 * kept in the mock's state; the courseware course answer (§3) reads it through the exports below.
 */
interface GatesState {
  /** Notes visibility per `${username}|${courseId}`, once the learner changed it. */
  notes: Map<string, boolean>;
  /** first_section: false received, per `${username}|${courseId}`. */
  firstSectionDone: Set<string>;
  /** Streak milestones already reported, per `${username}|${courseId}`. */
  streakReported: Set<string>;
  /**
   * Today's LMS: learners who met their weekly goal and have not had the "goal met" celebration yet, per
   * `${username}|${courseId}` (`makeWeeklyGoalDue`, `POST /__mock/weekly-goal`; weekly_goal: false clears).
   */
  weeklyGoalMet: Set<string>;
  /** Learners with a celebration record (the POST then answers 200 instead of 201). */
  celebrationRecords: Set<string>;
  /** Integrity signatures: created_at per `${username}|${courseId}`. */
  signatures: Map<string, string>;
  /** Notices acknowledged, per username. */
  acknowledged: Set<string>;
  /**
   * Notices are pending only once switched on (`POST /__mock/notices`): the dev and browser-test builds set
   * ENABLE_NOTICES, and a notice pending by default would send every learner of other flows away.
   */
  noticesOn: boolean;
}

const gatesState = () =>
  featureState<GatesState>('gates', () => ({
    notes: new Map(),
    firstSectionDone: new Set(),
    streakReported: new Set(),
    weeklyGoalMet: new Set(),
    celebrationRecords: new Set(),
    signatures: new Map(),
    acknowledged: new Set(),
    noticesOn: false,
  }));

/** Switches the pending notices on or off (tests and the control endpoint). */
export function setNoticesOn(on: boolean): void {
  gatesState().noticesOn = on;
}

const badRequest = (detail: string) => HttpResponse.json({ detail }, { status: 400 });

async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** §3 `notes` for this user: the course's setting, with the visibility the user last stored. */
export function notesFor(
  course: MockCourse,
  username: string | null,
): { enabled: boolean; visible: boolean } {
  const notes = course.notes ?? { enabled: false, visible: false };
  const stored = username ? gatesState().notes.get(uc(username, course.id)) : undefined;
  return { enabled: notes.enabled, visible: stored ?? notes.visible };
}

/**
 * §3 `celebrations` for this user. The streak milestone is reported once: `reportStreak` marks it so the
 * next answer says null (the LMS counts the streak itself and reports each milestone once).
 */
export function celebrationsFor(
  course: MockCourse,
  username: string | null,
  options: { reportStreak?: boolean } = {},
): { first_section: boolean; streak_length_to_celebrate: number | null; streak_discount_enabled: boolean } {
  const key = username ? uc(username, course.id) : null;
  const s = gatesState();
  const enrolled = key !== null && state.enrollments.get(key)?.isActive === true;
  const firstSection =
    enrolled && (course.celebrations?.firstSection ?? true) && !s.firstSectionDone.has(key);
  const streakDays =
    course.celebrations?.streakDays ?? (username ? course.streaks?.[username] : null) ?? null;
  const streak = enrolled && streakDays !== null && !s.streakReported.has(key) ? streakDays : null;
  if (streak !== null && options.reportStreak && key) s.streakReported.add(key);
  return { first_section: firstSection, streak_length_to_celebrate: streak, streak_discount_enabled: false };
}

/**
 * Makes the "goal met" celebration due for a learner (tests and `POST /__mock/weekly-goal`): they have a
 * weekly goal (set here, with reminders, when they have none) and met it this week.
 */
export function makeWeeklyGoalDue(username: string, courseId: string, daysPerWeek = 3): void {
  const key = uc(username, courseId);
  const goal = weeklyGoalOf(username, courseId);
  if (!goal || goal.daysPerWeek <= 0)
    courseHomeState().weeklyGoals.set(key, { daysPerWeek, subscribedToReminders: true });
  gatesState().weeklyGoalMet.add(key);
}

/**
 * Today's `celebrations.weekly_goal` (research-39 §3): an enrolled learner with a weekly goal met it and has
 * not been congratulated (the POST of weekly_goal: false clears it). Not consumed by reading.
 */
export function weeklyGoalDue(course: MockCourse, username: string | null): boolean {
  if (!username) return false;
  const key = uc(username, course.id);
  return (
    state.enrollments.get(key)?.isActive === true &&
    (weeklyGoalOf(username, course.id)?.daysPerWeek ?? 0) > 0 &&
    gatesState().weeklyGoalMet.has(key)
  );
}

/** §3 `user_needs_integrity_signature`: the course asks for it, the user is enrolled and has not signed. */
export function needsIntegritySignature(course: MockCourse, username: string | null): boolean {
  if (!course.integritySignatureRequired || !username) return false;
  const key = uc(username, course.id);
  return state.enrollments.get(key)?.isActive === true && !gatesState().signatures.has(key);
}

/** Unacknowledged notices of a user: one per course with a pending notice the user is enrolled in. */
export function pendingNotices(username: string): string[] {
  if (!gatesState().noticesOn || gatesState().acknowledged.has(username)) return [];
  const courses = COURSES.filter(
    (course) => course.pendingNotice && state.enrollments.get(uc(username, course.id))?.isActive,
  );
  return courses.length > 0 ? [lmsUrl('/notices/render/1/')] : [];
}

const iso = () => new Date(now()).toISOString();

export const gatesHandlers = [
  // §9.1: no sign-in, no CSRF; the text as typed. A missing parameter is the LMS's 500.
  http.get(lmsUrl('/calculate'), ({ request }) => {
    const equation = new URL(request.url).searchParams.get('equation');
    if (equation === null) return new HttpResponse('Server Error (500)', { status: 500 });
    return HttpResponse.json({ result: calculate(equation) });
  }),

  // §9.2
  http.put(lmsUrl('/courses/:courseId/edxnotes/visibility/'), async ({ params, request, cookies }) => {
    const found = courseAndViewer(params.courseId, cookies);
    if ('response' in found) return found.response;
    const { course, viewer } = found;
    if (!viewer.real || !viewer.effective) return unauthorized();
    if (!course.notes?.enabled) return notFound('Notes are not enabled for this course.');
    const body = await jsonBody(request);
    if (typeof body?.visibility !== 'boolean') return badRequest('visibility must be a boolean.');
    gatesState().notes.set(uc(viewer.effective.username, course.id), body.visibility);
    return HttpResponse.json(null);
  }),

  // §9.3 (the control switch first)
  http.post(lmsUrl('/__mock/notices'), async ({ request }) => {
    const body = await jsonBody(request);
    setNoticesOn(body?.on !== false);
    return HttpResponse.json({ on: gatesState().noticesOn });
  }),
  http.get(lmsUrl('/notices/api/v1/unacknowledged'), ({ cookies }) => {
    const user = signedIn(cookies);
    if (!user) return unauthorized();
    return HttpResponse.json({ results: pendingNotices(user.username) });
  }),
  http.get(lmsUrl('/notices/render/:id/'), ({ request }) => {
    const next = new URL(request.url).searchParams.get('next') ?? lmsUrl('/dashboard');
    return htmlPage(
      'A notice for you',
      `<div class="card"><p>Our terms of service have changed. Please read them before you continue.</p>
<a class="button" href="/notices/acknowledge?next=${encodeURIComponent(next)}">Acknowledge and continue</a></div>`,
    );
  }),
  // The notice page's button (a plain link: the mock's CSRF check would refuse a form post).
  http.get(lmsUrl('/notices/acknowledge'), ({ request, cookies }) => {
    const user = signedIn(cookies);
    if (user) gatesState().acknowledged.add(user.username);
    const next = new URL(request.url).searchParams.get('next') ?? lmsUrl('/dashboard');
    return new HttpResponse(null, { status: 302, headers: { Location: next } });
  }),

  // Makes the weekly-goal celebration due: `{"username": "edx", "course_id": "…", "days_per_week": 3}`
  // (`"met": false` clears it). Today's LMS only sends it.
  http.post(lmsUrl('/__mock/weekly-goal'), async ({ request }) => {
    const body = await jsonBody(request);
    const course = COURSES.find(({ id }) => id === body?.course_id);
    if (!course || typeof body?.username !== 'string')
      return badRequest('a username and a known course_id are needed');
    const days = typeof body.days_per_week === 'number' ? body.days_per_week : undefined;
    if (body.met === false) gatesState().weeklyGoalMet.delete(uc(body.username, course.id));
    else makeWeeklyGoalDue(body.username, course.id, days);
    return HttpResponse.json({ weekly_goal: weeklyGoalDue(course, body.username) });
  }),

  // §9.4. Today's LMS also takes weekly_goal (research-39 §1); any other key is a 400.
  http.post(lmsUrl('/api/courseware/celebration/:courseId'), async ({ params, request, cookies }) => {
    const found = courseAndViewer(params.courseId, cookies);
    if ('response' in found) return found.response;
    const { course, viewer } = found;
    if (!viewer.real) return unauthorized();
    const body = await jsonBody(request);
    const allowed = isCurrentEra() ? ['first_section', 'weekly_goal'] : ['first_section'];
    if (
      !body ||
      Object.keys(body).length === 0 ||
      Object.entries(body).some(([key, value]) => !allowed.includes(key) || typeof value !== 'boolean')
    ) {
      return badRequest(
        isCurrentEra() ? 'Only first_section and weekly_goal may be set.' : 'Only first_section may be set.',
      );
    }
    if (viewer.masquerade && viewer.masquerade.role !== 'staff')
      return HttpResponse.json(null, { status: 202 });
    if (!viewer.effective || !enrollmentOf(viewer, course.id)) return notFound('Not enrolled.');
    const key = uc(viewer.effective.username, course.id);
    const s = gatesState();
    const existed = s.firstSectionDone.has(key) || s.celebrationRecords.has(key);
    s.celebrationRecords.add(key);
    // Also in the courseware side's record, which the courseware course answer (§3) reads.
    if (body.first_section === true) {
      s.firstSectionDone.delete(key);
      coursewareState().firstSectionCelebrated.delete(key);
    } else if (body.first_section === false) {
      s.firstSectionDone.add(key);
      coursewareState().firstSectionCelebrated.add(key);
    }
    if (body.weekly_goal === true) s.weeklyGoalMet.add(key);
    else if (body.weekly_goal === false) s.weeklyGoalMet.delete(key);
    return HttpResponse.json(null, { status: existed ? 200 : 201 });
  }),

  // §9.5
  http.post(lmsUrl('/api/agreements/v1/integrity_signature/:courseId'), ({ params, cookies }) => {
    const found = courseAndViewer(params.courseId, cookies);
    if ('response' in found) return found.response;
    const { course } = found;
    const viewer = viewerFor(signedIn(cookies), course.id);
    if (!viewer.real || !viewer.effective) return unauthorized();
    if (!course.integritySignatureRequired) return notFound('The integrity signature is not enabled.');
    const key = uc(viewer.effective.username, course.id);
    const s = gatesState();
    const createdAt = s.signatures.get(key) ?? iso();
    s.signatures.set(key, createdAt);
    coursewareState().integritySigned.add(key);
    return HttpResponse.json({
      username: viewer.effective.username,
      course_id: course.id,
      created_at: createdAt,
    });
  }),
];
