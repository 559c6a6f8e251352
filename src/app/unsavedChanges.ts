import { isRejected, type Middleware } from '@reduxjs/toolkit';
import { showToast } from '@/components/toasts/toastsSlice';

/**
 * Nothing lost silently (issue 18): a change the page showed at once and had to undo is reported. Goals
 * and dismissals have no failure line of their own, so they always tell the learner; a bookmark or the
 * notes switch show their failure beside the control, so they tell only when the learner has left that
 * unit or course while the call was in flight. The position has its own warning while the learner is in
 * the sequence (courseware hooks); a position save that fails after the learner left that sequence (for
 * another one, or out of the courseware) says their place was not saved.
 */
const ALWAYS = new Set(['saveCourseGoal', 'dismissWelcomeMessage']);

interface Meta {
  readonly arg?: { readonly endpointName?: string; readonly originalArgs?: unknown };
  readonly condition?: boolean;
}

function leftBehind(endpoint: string, args: unknown, pathname: string): boolean {
  const value = (args ?? {}) as { unitId?: unknown; courseId?: unknown; sequenceId?: unknown };
  if (endpoint === 'setBookmark' && typeof value.unitId === 'string') return !pathname.includes(value.unitId);
  if (endpoint === 'setNotesVisibility' && typeof value.courseId === 'string') {
    return !pathname.includes(value.courseId);
  }
  if (endpoint === 'gotoPosition' && typeof value.sequenceId === 'string') {
    return !pathname.includes(value.sequenceId);
  }
  return false;
}

/**
 * A plain middleware, not RTK's listener middleware: it only looks at rejected calls after the reducers
 * saw them, which needs none of the listener's tasks, forks and cancellation (about 1.5 KB gzip of the
 * first download).
 */
export function unsavedChangesListener(pathname: () => string = () => window.location.pathname): Middleware {
  return (api) => (next) => (action) => {
    const result = next(action);
    if (!isRejected(action)) return result;
    const meta = (action as { meta?: Meta }).meta;
    const endpoint = meta?.arg?.endpointName;
    if (!endpoint || meta.condition) return result;
    const decoded = (() => {
      try {
        return decodeURIComponent(pathname());
      } catch {
        return pathname();
      }
    })();
    if (ALWAYS.has(endpoint) || leftBehind(endpoint, meta.arg.originalArgs, decoded)) {
      api.dispatch(showToast({ header: '', kind: endpoint === 'gotoPosition' ? 'placeUnsaved' : 'unsaved' }));
    }
    return result;
  };
}
