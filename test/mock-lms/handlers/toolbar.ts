import { http, HttpResponse } from 'msw';
import { findCourse } from '../courses';
import type { MockCourse } from '../courses/model';
import { lmsUrl } from '../env';
import { findPersonaByUser, type MasqueradeSetting, type Persona } from '../personas';
import { state, uc } from '../state';
import { signedIn } from '../viewer';
import { htmlPage, notFound, unauthorized } from './util';

/**
 * The staff toolbar's side of the LMS: masquerade (courseware contract §8), the language selector and
 * the user's `pref-lang` preference (conventions §4), and the Wikimedia course font (spec §7).
 */

/** The enrolment-track partition (edx-platform's default id) and its groups, one per course mode. */
export const ENROLLMENT_TRACK_PARTITION = 50;

export interface PartitionGroup {
  readonly id: number;
  readonly name: string;
  readonly partitionId: number;
}

export function partitionGroups(course: MockCourse): PartitionGroup[] {
  return [
    { id: 1, name: 'Audit', partitionId: ENROLLMENT_TRACK_PARTITION },
    ...(course.verifiedMode
      ? [{ id: 2, name: 'Verified Certificate', partitionId: ENROLLMENT_TRACK_PARTITION }]
      : []),
  ];
}

/** The languages the LMS has released, as `[code, name in that language]` pairs. */
export const RELEASED_LANGUAGES: readonly (readonly [string, string])[] = [
  ['en', 'English'],
  ['ar', 'العربية'],
  ['es-419', 'Español (Latinoamérica)'],
  ['fr', 'Français'],
];

export const LANGUAGE_COOKIE = 'openedx-language-preference';

/**
 * The LMS's own words in the toolbar's answers, which it translates (group names are course data and are
 * not). The request's language is the language cookie's, else the user's `pref-lang`, as Django's locale
 * middleware and the LMS's language-preference middleware decide it.
 */
interface LmsWords {
  staff: string;
  learner: string;
  specificStudent: string;
  unknownUser: (typed: string) => string;
}

const ENGLISH: LmsWords = {
  staff: 'Staff',
  learner: 'Learner',
  specificStudent: 'Specific Student...',
  unknownUser: (typed) =>
    `There is no user with the username or email address "${typed}" enrolled in this course.`,
};

const LMS_WORDS: Readonly<Record<string, LmsWords>> = {
  en: ENGLISH,
  ar: {
    staff: 'فريق التدريس',
    learner: 'متعلّم',
    specificStudent: 'متعلّم محدّد...',
    unknownUser: (typed) =>
      `لا يوجد مستخدم مسجّل في هذه الدورة باسم المستخدم أو عنوان البريد الإلكتروني "${typed}".`,
  },
  fr: {
    staff: 'Équipe pédagogique',
    learner: 'Apprenant',
    specificStudent: 'Apprenant précis...',
    unknownUser: (typed) =>
      `Aucun utilisateur inscrit à ce cours n’a le nom d’utilisateur ou l’adresse e-mail « ${typed} ».`,
  },
};

function lmsWords(persona: Persona, cookies: Record<string, string | undefined>): LmsWords {
  const language = (
    cookies[LANGUAGE_COOKIE] ??
    state.preferences.get(persona.username)?.['pref-lang'] ??
    'en'
  ).toLowerCase();
  return LMS_WORDS[language] ?? LMS_WORDS[language.split('-')[0] ?? ''] ?? ENGLISH;
}

/** Django's login_required: a signed-out request to a legacy view is sent to the login page. */
function toLogin(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  return new HttpResponse(null, {
    status: 302,
    headers: { Location: lmsUrl(`/login?next=${encodeURIComponent(pathname + search)}`) },
  });
}

const courseNotFound = () =>
  htmlPage('Page not found', '<p>The page you requested was not found.</p>', { status: 404 });

function activeBody(course: MockCourse, setting: MasqueradeSetting | undefined) {
  const role = setting?.role ?? 'staff';
  const groupId = setting?.groupId ?? null;
  const partitionId = groupId === null ? null : (setting?.userPartitionId ?? null);
  const group = partitionGroups(course).find((g) => g.id === groupId && g.partitionId === partitionId);
  return {
    course_key: course.id,
    group_id: groupId,
    role,
    user_name: setting?.userName ?? null,
    user_partition_id: partitionId,
    group_name: group?.name ?? null,
  };
}

function optionsBody(course: MockCourse, staff: Persona, cookies: Record<string, string | undefined>) {
  const active = activeBody(course, state.masquerades.get(uc(staff.username, course.id)));
  const names = lmsWords(staff, cookies);
  return {
    success: true,
    active,
    available: [
      { name: names.staff, role: 'staff' },
      { name: names.learner, role: 'student' },
      { name: names.specificStudent, role: 'student', user_name: active.user_name ?? '' },
      ...partitionGroups(course).map((group) => ({
        name: group.name,
        role: 'student',
        group_id: group.id,
        user_partition_id: group.partitionId,
      })),
    ],
  };
}

/** A learner enrolled (actively) in the course, by username or by email address. */
function enrolledLearner(course: MockCourse, typed: string): Persona | undefined {
  const persona = findPersonaByUser(typed);
  if (!persona) return undefined;
  return state.enrollments.get(uc(persona.username, course.id))?.isActive ? persona : undefined;
}

const asInt = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return null;
};

function languageCookie(value: string | null): string {
  return value === null
    ? `${LANGUAGE_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`
    : `${LANGUAGE_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
}

export const toolbarHandlers = [
  http.get(lmsUrl('/courses/:courseId/masquerade'), ({ params, cookies, request }) => {
    const persona = signedIn(cookies);
    if (!persona) return toLogin(request);
    const course = findCourse(String(params.courseId));
    if (!course) return courseNotFound();
    if (!persona.courseStaff) return HttpResponse.json({ success: false });
    return HttpResponse.json(optionsBody(course, persona, cookies));
  }),

  http.post(lmsUrl('/courses/:courseId/masquerade'), async ({ params, cookies, request }) => {
    const persona = signedIn(cookies);
    if (!persona) return toLogin(request);
    const course = findCourse(String(params.courseId));
    if (!course) return courseNotFound();
    if (!persona.courseStaff) return HttpResponse.json({ success: false });
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return new HttpResponse('Bad Request', { status: 400, headers: { 'Content-Type': 'text/plain' } });
    }
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const role = fields.role === 'staff' ? 'staff' : 'student';
    const groupId = asInt(fields.group_id);
    const setting: MasqueradeSetting = {
      role,
      groupId,
      userPartitionId: groupId === null ? null : asInt(fields.user_partition_id),
      userName: null,
    };
    const typed = typeof fields.user_name === 'string' ? fields.user_name : '';
    if (typed) {
      const learner = enrolledLearner(course, typed);
      if (!learner) {
        return HttpResponse.json({
          success: false,
          error: lmsWords(persona, cookies).unknownUser(typed),
        });
      }
      // The LMS stores the username, whichever of the two was typed.
      state.masquerades.set(uc(persona.username, course.id), { ...setting, userName: learner.username });
    } else {
      state.masquerades.set(uc(persona.username, course.id), setting);
    }
    return HttpResponse.json({ success: true });
  }),

  http.get(lmsUrl('/lang_pref/language_selector_is_enabled'), ({ cookies, request }) =>
    signedIn(cookies) ? HttpResponse.json({ language_selector_is_enabled: true }) : toLogin(request),
  ),

  http.get(lmsUrl('/lang_pref/released_languages'), ({ cookies, request }) =>
    signedIn(cookies)
      ? HttpResponse.json({ released_languages: RELEASED_LANGUAGES.map(([code, name]) => [code, name]) })
      : toLogin(request),
  ),

  // The user preferences API (merge patch). Like the LMS's LanguagePreferenceMiddleware, the answer
  // carries the language cookie, so the next page load comes in the chosen language and direction.
  http.patch(lmsUrl('/api/user/v1/preferences/:username'), async ({ params, cookies, request }) => {
    const persona = signedIn(cookies);
    if (!persona) return unauthorized();
    if (persona.username !== params.username && !persona.administrator) {
      return HttpResponse.json(
        { developer_message: 'Not allowed to modify preferences of another user.' },
        { status: 403 },
      );
    }
    const type = request.headers.get('content-type') ?? '';
    if (type.split(';')[0]?.trim().toLowerCase() !== 'application/merge-patch+json') {
      return HttpResponse.json(
        {
          developer_message: "The only supported content type is 'application/merge-patch+json'.",
          user_message: 'The only supported content type is application/merge-patch+json.',
        },
        { status: 415 },
      );
    }
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return HttpResponse.json({ developer_message: 'Malformed JSON.' }, { status: 400 });
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return HttpResponse.json({ developer_message: 'The body must be a JSON object.' }, { status: 400 });
    }
    const changes = body as Record<string, unknown>;
    const language = changes['pref-lang'];
    if (
      language !== undefined &&
      language !== null &&
      !RELEASED_LANGUAGES.some(([code]) => code === language)
    ) {
      return HttpResponse.json(
        {
          field_errors: {
            'pref-lang': {
              developer_message: `Value ${JSON.stringify(language)} not valid for preference 'pref-lang'.`,
              user_message: `Value ${JSON.stringify(language)} is not a valid language.`,
            },
          },
        },
        { status: 400 },
      );
    }
    const username = String(params.username);
    // Merge patch: null removes a preference, anything else sets it (the LMS keeps strings).
    const preferences = Object.fromEntries(
      Object.entries({ ...(state.preferences.get(username) ?? {}), ...changes })
        .filter(([, value]) => value !== null)
        .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    );
    state.preferences.set(username, preferences);
    const headers = new Headers();
    if (username === persona.username && 'pref-lang' in changes) {
      headers.append('Set-Cookie', languageCookie(preferences['pref-lang'] ?? null));
    }
    return new HttpResponse(null, { status: 204, headers });
  }),

  // Wikimedia's course metadata: the course font class, or 404 for a course without one.
  http.get(lmsUrl('/wikimedia_general/api/v0/wiki_metadata/:courseId'), ({ params }) => {
    const course = findCourse(String(params.courseId));
    if (!course?.courseFont) return notFound('No wiki metadata for this course.');
    return HttpResponse.json({ course_font: course.courseFont });
  }),
];
