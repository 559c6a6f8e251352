import { skipToken } from '@reduxjs/toolkit/query';
import { useLayoutEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { Redirect } from '@/components/Redirect';
import { formatDate } from '@/components/dates';
import { pageTitle } from '@/components/pageTitle';
import { LoadingSpinner } from '@/components/Spinner';
import { accessDeniedRedirect } from '@/rules/accessDenied';
import {
  sequenceFailure,
  useGetCoursewareQuery,
  useGetResumeQuery,
  useGetSequenceQuery,
} from '@/lms/courseware/api';
import { exitState } from '@/rules/exitState';
import type { CoursewareCourse, CoursewareOutline, SequenceData, Unit } from '@/lms/courseware/types';
import { usePlatform } from '@/platform/react';
import { NotificationTraySlot } from './tray/NotificationTraySlot';
import { Breadcrumbs } from './Breadcrumbs';
import { dropHeadStart } from './framePool';
import { useCompletionOnLeave } from './hooks/useCompletionOnLeave';
import { useFrameLoaded } from './hooks/useFrameLoaded';
import { useNavControls } from './hooks/useNavControls';
import { useNavTargets } from './hooks/useNavTargets';
import { usePositionSave } from './hooks/usePositionSave';
import { usePrefetchNeighbours } from './hooks/usePrefetchNeighbours';
import { useScrollToTopOnMove } from './hooks/useScrollToTopOnMove';
import { useUnitAnnouncement } from './hooks/useUnitAnnouncement';
import messages from './messages';
import { coursewarePath, endButton, resolvePath, rootSequence, unitOfRedirect } from './navigation';
import { BottomNavigation, SequenceNavigation } from './SequenceNavigation';
import { CoursewareTools, SequenceGate, UnitFooter, UnitGate } from './slots';
import { UnitFrame } from './UnitFrame';
import { UnitHeader } from './UnitHeader';
import { PageTitle } from '@/components/PageTitle';
import { loadable } from '@/components/loadable';

/** The entrance exam's alert: only a course with one needs its code (today's LMS). */
const EntranceExamAlert = loadable(
  () => import('./EntranceExamAlert').then((module) => ({ default: module.EntranceExamAlert })),
  'EntranceExamAlert',
);

function Failure({ onRetry }: { onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <div className="alert alert-danger my-4" role="alert">
      <p className="mb-2">{intl.formatMessage(messages.failed)}</p>
      {onRetry && (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
          {intl.formatMessage(messages.retry)}
        </button>
      )}
    </div>
  );
}

/** The sequence a history entry says the course root guessed (see rootSequence), if any. */
function guessedSequence(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('firstSequenceGuess' in state)) return null;
  return typeof state.firstSequenceGuess === 'string' ? state.firstSequenceGuess : null;
}

function NoContent() {
  const intl = useIntl();
  return <p className="no-content my-5 text-center">{intl.formatMessage(messages.noContent)}</p>;
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
  const sequenceQuery = useGetSequenceQuery(sequenceId ?? root?.id ?? skipToken, {
    refetchOnMountOrArgChange: 60,
  });

  if (!data) {
    if (courseware.isError) return <Failure onRetry={() => void courseware.refetch()} />;
    return <LoadingSpinner label={intl.formatMessage(messages.loadingCourse)} />;
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

  // Only an answer about the sequence asked now (currentData): when the address names another sequence,
  // the last one's answer must not stand in for it (it would send the page to that sequence's unit).
  const sequenceAnswer = sequenceQuery.currentData;
  const sequenceState =
    !sequenceId && !root
      ? ({ status: 'loading' } as const)
      : sequenceAnswer && !sequenceQuery.isError
        ? ({ status: 'loaded', sequence: sequenceAnswer.sequence } as const)
        : sequenceQuery.isError
          ? ({ status: 'failed', failure: sequenceFailure(sequenceQuery.error) } as const)
          : ({ status: 'loading' } as const);
  const guessed = sequenceId !== null && guessedSequence(location.state) === sequenceId;
  const redirect = resolvePath({
    courseId,
    sequenceId,
    unitId,
    outline: loaded.outline,
    resume: resumeState,
    firstSequenceGuess: loaded.firstSequenceGuess,
    guessed,
    sequence: sequenceState,
  });
  let move = null;
  // The place shown: the address's, or the unit a redirect goes to in the sequence asked for, shown at once
  // while the address catches up (the same page renders both addresses: the unit stays as it is).
  let place = { sequenceId, unitId };
  if (redirect) {
    // A guessed first sequence says so in its history entry, so the outline can overrule it when it comes.
    const guess = root?.guessed ? root.id : guessed ? sequenceId : null;
    const within = guess !== null ? coursewarePath(courseId, guess) : null;
    const keepsGuess = within !== null && (redirect === within || redirect.startsWith(`${within}/`));
    move = <Redirect to={redirect} state={keepsGuess ? { firstSequenceGuess: guess } : undefined} />;
    const asked = sequenceId ?? root?.id ?? null;
    const goesTo = unitOfRedirect(courseId, asked, redirect);
    if (!goesTo) return move;
    place = { sequenceId: asked, unitId: goesTo };
  }

  return (
    <>
      {move}
      <CoursewareView
        // A course root that does not know its place yet shows only a spinner: the view of the place, when
        // it comes, starts afresh (its first unit is shown, not moved to).
        key={place.sequenceId ? 'place' : 'root'}
        courseId={courseId}
        course={loaded.course}
        outline={loaded.outline}
        sequenceId={place.sequenceId}
        unitId={place.unitId}
        sequenceData={sequenceState.status === 'loaded' ? (sequenceAnswer ?? null) : null}
        sequenceStatus={
          // Until the outline has come, a failed sequence or a course root without a resume point may yet
          // resolve to another address (resolvePath); a course root that knows its sequence waits for it.
          !loaded.outline && (sequenceState.status === 'failed' || !place.sequenceId)
            ? 'loading'
            : place.sequenceId
              ? sequenceState.status
              : root || resume.isFetching
                ? 'loading'
                : 'none'
        }
        onRetrySequence={() => void sequenceQuery.refetch()}
        signedIn={user !== null}
        siteName={config.SITE_NAME}
      />
    </>
  );
}

function CoursewareView({
  courseId,
  course,
  outline,
  sequenceId,
  unitId,
  sequenceData,
  sequenceStatus,
  onRetrySequence,
  signedIn,
  siteName,
}: {
  courseId: string;
  course: CoursewareCourse;
  /** Null while it loads after the course record. */
  outline: CoursewareOutline | null;
  sequenceId: string | null;
  unitId: string | null;
  sequenceData: SequenceData | null;
  sequenceStatus: 'loading' | 'loaded' | 'failed' | 'none';
  onRetrySequence: () => void;
  signedIn: boolean;
  siteName: string;
}) {
  const intl = useIntl();
  const location = useLocation();
  const place = { sequenceId, unitId };
  const sequence = sequenceData?.sequence ?? null;
  const units = useMemo(
    () => (sequenceData ? sequenceData.sequence.unitIds.flatMap((id) => sequenceData.units[id] ?? []) : []),
    [sequenceData],
  );
  const unit: Unit | null = (unitId && sequenceData?.units[unitId]) || null;
  const outlineSequence = sequenceId ? outline?.sequences[sequenceId] : undefined;
  const section = outlineSequence ? outline?.sections[outlineSequence.sectionId] : undefined;

  const exit = exitState({
    course,
    hasScheduledContent: outline?.course.hasScheduledContent ?? false,
    isSignedIn: signedIn,
  });

  // The spec's courseware rules, one hook each (./hooks, docs/decisions/0016-courseware-hooks.md).
  const targets = useNavTargets({
    outline,
    sequenceId,
    unitId,
    sequence,
    entranceExam: course.entranceExam,
  });
  usePrefetchNeighbours({ sequence, ...targets });
  useScrollToTopOnMove(place);
  const position = usePositionSave({ courseId, place, sequence });
  useCompletionOnLeave({ courseId, place, sequenceData, ignore: position.revertingTo });
  const { moved, announcement } = useUnitAnnouncement({ place, unit, sequence });
  const controls = useNavControls({
    courseId,
    course,
    outline,
    sequenceId,
    unitId,
    sequence,
    end: endButton(exit),
    ...targets,
  });
  const { frameLoaded, onFrameLoaded } = useFrameLoaded(unitId);
  // After each commit (children's layout effects first): a frame started at a click that no unit took;
  // and when the courseware leaves the page before the move rendered.
  useLayoutEffect(() => dropHeadStart(window.location.pathname));
  useLayoutEffect(() => () => dropHeadStart(window.location.pathname, true), []);
  const titleParts = [unit?.title, section?.title, course.title];

  let area;
  if (sequenceStatus === 'none') {
    area = <NoContent />;
  } else if (sequenceStatus === 'loading' || (sequenceStatus === 'loaded' && !sequence)) {
    area = <LoadingSpinner label={intl.formatMessage(messages.loadingSequence)} />;
  } else if (sequenceStatus === 'failed' || !sequence) {
    area = <Failure onRetry={onRetrySequence} />;
  } else {
    area = (
      <SequenceGate course={course} sequence={sequence}>
        {course.entranceExam && (
          <EntranceExamAlert exam={course.entranceExam} sectionId={section?.id ?? null} />
        )}
        {sequence.bannerText && (
          // The LMS's own words, in whatever language it wrote them: their direction follows the text.
          <div className="alert alert-info sequence-banner" role="note" dir="auto">
            {sequence.bannerText}
          </div>
        )}
        <SequenceNavigation
          sequence={sequence}
          units={units}
          activeUnitId={unitId}
          unitPath={(id) => coursewarePath(courseId, sequence.id, id)}
          onSelectUnit={controls.onSelectUnit}
          previous={controls.previous}
          next={controls.next}
        />
        {sequence.gatedContent.gated ? (
          <UnitGate course={course} sequence={sequence} unit={null}>
            <NoContent />
          </UnitGate>
        ) : unit ? (
          <div className="unit" key={unit.id}>
            <UnitHeader courseId={courseId} unit={unit} focusOnMount={moved} />
            <UnitGate course={course} sequence={sequence} unit={unit}>
              <UnitFrame
                courseId={courseId}
                unitId={unit.id}
                title={unit.title}
                format={sequence.format}
                onLoaded={onFrameLoaded}
              />
            </UnitGate>
          </div>
        ) : (
          <NoContent />
        )}
        {unit && frameLoaded === unit.id && (
          <BottomNavigation
            sequence={sequence}
            units={units}
            activeUnitId={unit.id}
            previous={controls.previous}
            next={controls.next}
          />
        )}
        <UnitFooter course={course} sequence={sequence} />
      </SequenceGate>
    );
  }

  return (
    <div className="courseware container-xl py-3" data-path={location.pathname}>
      <PageTitle>{pageTitle(titleParts, siteName)}</PageTitle>
      <Breadcrumbs courseId={courseId} outline={outline} sequenceId={sequenceId} isStaff={course.isStaff} />
      {position.failed && (
        <div className="alert alert-warning" role="alert">
          {intl.formatMessage(messages.positionFailed)}
        </div>
      )}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <NotificationTraySlot course={course}>
        <div className="sequence-area">{area}</div>
      </NotificationTraySlot>
      <CoursewareTools course={course} outline={outline} sequenceId={sequenceId} unitId={unitId} />
    </div>
  );
}
