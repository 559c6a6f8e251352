import type { RootState } from './api';
import { useAppSelector } from './hooks';

export interface PageAccessExpiration {
  readonly expirationDate: string | null;
  readonly masqueradingExpiredCourse: boolean;
}

type Entry = { endpointName?: string; originalArgs?: unknown; data?: unknown } | undefined;

function courseOf(args: unknown): string | null {
  if (typeof args === 'string') return args;
  if (
    typeof args === 'object' &&
    args !== null &&
    typeof (args as { courseId?: unknown }).courseId === 'string'
  )
    return (args as { courseId: string }).courseId;
  return null;
}

/** `access_expiration` as one of the course's page answers in the store carries it, or null. */
function fromAnswer(endpoint: string | undefined, data: unknown): PageAccessExpiration | null | undefined {
  const value = (data ?? {}) as Record<string, unknown>;
  let found: unknown;
  if (endpoint === 'getOutline' || endpoint === 'getProgress') {
    // { kind: 'outline', …accessExpiration } and { kind: 'progress', progress: { accessExpiration } }
    found =
      endpoint === 'getOutline'
        ? value.accessExpiration
        : (value.progress as Record<string, unknown> | undefined)?.accessExpiration;
  } else if (endpoint === 'getCourseware') {
    found = (value.course as Record<string, unknown> | null | undefined)?.accessExpiration;
  } else {
    return undefined;
  }
  if (typeof found !== 'object' || found === null) return null;
  const record = found as Record<string, unknown>;
  return {
    expirationDate: typeof record.expirationDate === 'string' ? record.expirationDate : null,
    masqueradingExpiredCourse: record.masqueradingExpiredCourse === true,
  };
}

function select(state: RootState, courseId: string): string | null {
  for (const entry of Object.values(state.lms.queries as Record<string, Entry>)) {
    if (!entry?.data || courseOf(entry.originalArgs) !== courseId) continue;
    const expiration = fromAnswer(entry.endpointName, entry.data);
    if (expiration) return JSON.stringify(expiration);
  }
  return null;
}

/**
 * The learner's access expiration for the staff banner ("This learner no longer has access…"), from
 * whichever page answer of this course is in the store (outline, progress or courseware: each carries
 * `access_expiration`), without importing those pages' endpoints. Null until one has loaded.
 */
export function usePageAccessExpiration(courseId: string): PageAccessExpiration | null {
  const serialised = useAppSelector((state) => select(state, courseId));
  return serialised ? (JSON.parse(serialised) as PageAccessExpiration) : null;
}
