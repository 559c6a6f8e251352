import { http, HttpResponse } from 'msw';
import { lmsUrl } from '../env';
import { isCurrentEra } from '../era';
import { findPersonaByUser, type Persona } from '../personas';
import { featureState } from '../state';
import { signedIn } from '../viewer';
import { notFound, unauthorized } from './util';

/**
 * The product tours' record (openedx-platform/lms/djangoapps/user_tours, v1/views.py `UserTourView`;
 * current-lms.md §9): `GET /api/user_tours/v1/{username}` answers `course_home_tour_status` and
 * `show_courseware_tour`; `PATCH` the same address changes either, answering 200 with no body.
 *
 * As the LMS: 401 for a visitor; 400 (no body) for another user's record (staff may read any); 404 when the
 * user has no record (no persona here lacks one: the LMS creates it with every user); 403 when the LMS's
 * `user_tours.tours_disabled` switch is on (the fault matrix gives that answer). A PATCH whose fields do
 * not validate answers DRF's field errors; one that changes nothing answers 400. The spec's LMS (Sept 2021)
 * has no such call: 404, so no tours (decision 0029).
 */
export type CourseHomeTourStatus = NonNullable<Persona['tours']>['courseHome'];

export interface TourRecord {
  course_home_tour_status: CourseHomeTourStatus;
  show_courseware_tour: boolean;
}

const STATUSES: readonly CourseHomeTourStatus[] = [
  'show-new-user-tour',
  'show-existing-user-tour',
  'no-tour',
];

/** The records changed since the scope started, by username. */
const changed = () => featureState('user-tours', () => new Map<string, TourRecord>());

/** A user's record: as changed in this scope, else the persona's starting one (no tour by default). */
export function tourRecord(persona: Persona): TourRecord {
  return (
    changed().get(persona.username) ?? {
      course_home_tour_status: persona.tours?.courseHome ?? 'no-tour',
      show_courseware_tour: persona.tours?.courseware ?? false,
    }
  );
}

export function setTourRecord(username: string, record: TourRecord): void {
  changed().set(username, record);
}

/** DRF's BooleanField: the values it takes for true and for false. */
function asBoolean(value: unknown): boolean | null {
  if (value === true || value === false) return value;
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).toLowerCase() : null;
  if (text !== null && ['true', '1', 'yes', 'on', 't', 'y'].includes(text)) return true;
  if (text !== null && ['false', '0', 'no', 'off', 'f', 'n'].includes(text)) return false;
  return null;
}

const badRequest = (errors?: Record<string, string[]>) =>
  errors ? HttpResponse.json(errors, { status: 400 }) : new HttpResponse(null, { status: 400 });

/** The fields of a PATCH as the serializer validates them: the changes, or DRF's errors. */
function validate(body: unknown): { changes: Partial<TourRecord> } | { errors: Record<string, string[]> } {
  const fields =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const changes: Partial<TourRecord> = {};
  const errors: Record<string, string[]> = {};
  if ('course_home_tour_status' in fields) {
    const status = fields.course_home_tour_status;
    const known = STATUSES.find((candidate) => candidate === status);
    if (known) changes.course_home_tour_status = known;
    else errors.course_home_tour_status = [`"${String(status)}" is not a valid choice.`];
  }
  if ('show_courseware_tour' in fields) {
    const value = asBoolean(fields.show_courseware_tour);
    if (value === null) errors.show_courseware_tour = ['Must be a valid boolean.'];
    else changes.show_courseware_tour = value;
  }
  return Object.keys(errors).length ? { errors } : { changes };
}

export const toursHandlers = [
  http.get(lmsUrl('/api/user_tours/v1/:username'), ({ params, cookies }) => {
    if (!isCurrentEra()) return notFound();
    const persona = signedIn(cookies);
    if (!persona) return unauthorized();
    const username = String(params.username);
    if (username !== persona.username && !persona.administrator) return badRequest();
    const owner = findPersonaByUser(username);
    if (!owner) return notFound();
    return HttpResponse.json(tourRecord(owner));
  }),

  http.patch(lmsUrl('/api/user_tours/v1/:username'), async ({ params, cookies, request }) => {
    if (!isCurrentEra()) return notFound();
    const persona = signedIn(cookies);
    if (!persona) return unauthorized();
    if (String(params.username) !== persona.username) return badRequest();
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return HttpResponse.json({ detail: 'JSON parse error' }, { status: 400 });
    }
    const result = validate(body);
    if ('errors' in result) return badRequest(result.errors);
    // Django's `update()` with no fields updates no row: 400.
    if (!Object.keys(result.changes).length) return badRequest();
    setTourRecord(persona.username, { ...tourRecord(persona), ...result.changes });
    return new HttpResponse(null, { status: 200 });
  }),

  // The tests' control: `POST /__mock/tours` with `{"username", "course_home_tour_status",
  // "show_courseware_tour"}` sets a record in the caller's scope (the fault matrix puts a tour back before
  // each cell).
  http.post(lmsUrl('/__mock/tours'), async ({ request }) => {
    const body = (await request.json().catch(() => null)) as
      (Partial<TourRecord> & { username?: unknown }) | null;
    const owner = typeof body?.username === 'string' ? findPersonaByUser(body.username) : undefined;
    if (!owner) return HttpResponse.json({ error: 'username: a persona’s username' }, { status: 400 });
    const result = validate(body);
    if ('errors' in result) return HttpResponse.json(result.errors, { status: 400 });
    setTourRecord(owner.username, { ...tourRecord(owner), ...result.changes });
    return HttpResponse.json(tourRecord(owner));
  }),
];
