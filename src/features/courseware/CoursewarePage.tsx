import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { Redirect } from '@/components/Redirect';
import { formatDate } from '@/components/dates';
import { LoadingSpinner } from '@/components/Spinner';
import { accessDeniedRedirect } from '@/rules/accessDenied';
import {
  sequenceFailure,
  useGetCoursewareQuery,
  useGetResumeQuery,
  useGetSequenceQuery,
} from '@/lms/courseware/api';
import type { SequenceData } from '@/lms/courseware/types';
import { usePlatform } from '@/platform/react';
import { Failure, NoContent } from './CoursewareStates';
import { CoursewareView } from './CoursewareView';
import type { Place } from './hooks/usePlaceMoves';
import messages from './messages';
import { guessMark, guessShown } from './firstSequenceGuess';
import { resolvePath, rootSequence, unitOfRedirect, type ResolveInput } from './pathRules';
import sharedMessages from '@/components/messages';

type SequenceState = ResolveInput['sequence'];

/**
 * The sequence the page asked for (`asked`: the address's, or the course root's): only an answer about
 * that sequence (`currentData`) counts. When the address names another sequence, the last one's answer
 * must not stand in for it (it would send the page to that sequence's unit).
 */
function askedSequenceState(
  asked: string | null,
  query: { readonly currentData?: SequenceData; readonly isError: boolean; readonly error?: unknown },
): SequenceState {
  if (asked === null) return { status: 'loading' };
  if (query.isError) return { status: 'failed', failure: sequenceFailure(query.error) };
  if (query.currentData) return { status: 'loaded', sequence: query.currentData.sequence };
  return { status: 'loading' };
}

export type SequenceAreaStatus = 'loading' | 'loaded' | 'failed' | 'none';

/** What the sequence area of the place shown waits for or shows. */
export function sequenceAreaStatus(input: {
  /** The place shown names a sequence (else the course root, still deciding where to go). */
  readonly hasSequence: boolean;
  readonly sequence: SequenceState;
  readonly outlineLoaded: boolean;
  /** The course root knows the sequence it goes to (rootSequence). */
  readonly rootKnown: boolean;
  readonly resumeFetching: boolean;
}): SequenceAreaStatus {
  // Until the outline has come, a failed sequence or a course root without a resume point may yet
  // resolve to another address (resolvePath).
  if (!input.outlineLoaded && (input.sequence.status === 'failed' || !input.hasSequence)) return 'loading';
  if (input.hasSequence) return input.sequence.status;
  // A course root that knows its sequence waits for it, and one still asking for its resume point.
  if (input.rootKnown || input.resumeFetching) return 'loading';
  return 'none';
}

/**
 * The courseware (/course/{courseId}[/{sequenceId}[/{unitId}]]): the three course calls and the sequence
 * call start together; the page then resolves the path to its canonical form and shows the sequence.
 */
export function CoursewarePage() {
  const intl = useIntl();
  const { config, user } = usePlatform();
  const { courseId = '', sequenceId = null, unitId = null } = useParams();
  const location = useLocation();
  const courseware = useGetCoursewareQuery(courseId);
  const data = courseware.data;
  // The course record is enough to show the unit: the outline (navigation across sequences, breadcrumbs,
  // tools) follows into the same entry.
  const loaded =
    data?.status === 'loaded' && data.course && (data.outline || data.outlineLoading) ? data : null;
  const resume = useGetResumeQuery(courseId, { skip: !loaded || sequenceId !== null });
  const resumeState = resume.data ?? (resume.isError ? 'failed' : 'loading');
  // The course root asks for the sequence it goes to, and goes straight to that sequence's unit.
  const root =
    !sequenceId && loaded
      ? rootSequence({
          resume: resumeState,
          outline: loaded.outline,
          firstSequenceGuess: loaded.firstSequenceGuess,
        })
      : null;
  const asked = sequenceId ?? root?.id ?? null;
  const sequenceQuery = useGetSequenceQuery(asked ?? skipToken, { refetchOnMountOrArgChange: 60 });

  if (!data) {
    if (courseware.isError) return <Failure onRetry={() => void courseware.refetch()} />;
    return <LoadingSpinner label={intl.formatMessage(sharedMessages.loadingCourse)} />;
  }
  if (data.status === 'failed') return <Failure onRetry={() => void courseware.refetch()} />;
  if (data.status === 'denied' && data.course) {
    const { courseAccess, start, userTimezone, lmsHasLegacyPages } = data.course;
    const target = accessDeniedRedirect({
      courseId,
      courseAccess,
      start,
      unitId,
      page: 'courseware',
      legacyPages: lmsHasLegacyPages,
      formatDate: (iso) => formatDate(intl, iso, userTimezone),
    });
    if (target) {
      return (
        <>
          <LoadingSpinner label={intl.formatMessage(messages.redirecting)} />
          <Redirect to={target} />
        </>
      );
    }
  }
  if (!loaded?.course) return <NoContent />;
  const { course, outline } = loaded;

  const sequenceState = askedSequenceState(asked, sequenceQuery);
  const guess = guessShown(root, sequenceId, location.state);
  const guessed = sequenceId !== null && guess === sequenceId;
  const redirect = resolvePath({
    courseId,
    sequenceId,
    unitId,
    outline,
    resume: resumeState,
    firstSequenceGuess: loaded.firstSequenceGuess,
    guessed,
    sequence: sequenceState,
  });

  /** The place shown, with the redirect under way (if any) beside it: one shape, so the view stays. */
  const view = (place: Place, move: ReactNode) => (
    <>
      {move}
      <CoursewareView
        // A course root that does not know its place yet shows only a spinner: the view of the place, when
        // it comes, starts afresh (its first unit is shown, not moved to).
        key={place.sequenceId ? 'place' : 'root'}
        courseId={courseId}
        course={course}
        outline={outline}
        sequenceId={place.sequenceId}
        unitId={place.unitId}
        sequenceData={sequenceState.status === 'loaded' ? (sequenceQuery.currentData ?? null) : null}
        sequenceStatus={sequenceAreaStatus({
          hasSequence: place.sequenceId !== null,
          sequence: sequenceState,
          outlineLoaded: outline !== null,
          rootKnown: root !== null,
          resumeFetching: resume.isFetching,
        })}
        onRetrySequence={() => void sequenceQuery.refetch()}
        signedIn={user !== null}
        siteName={config.SITE_NAME}
      />
    </>
  );

  if (!redirect) return view({ sequenceId, unitId }, null);
  const move = <Redirect to={redirect} state={guessMark(courseId, guess, redirect)} />;
  // A unit of the sequence asked for is shown at once while the address catches up (the same page renders
  // both addresses: the unit stays as it is); anywhere else, the move alone.
  const goesTo = unitOfRedirect(courseId, asked, redirect);
  if (!goesTo) return move;
  return view({ sequenceId: asked, unitId: goesTo }, move);
}
