import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '@/components/dates';
import { pageTitle } from '@/components/pageTitle';
import { LoadingSpinner } from '@/components/Spinner';
import { accessDeniedRedirect } from '@/rules/accessDenied';
import {
  coursewareApi,
  sequenceFailure,
  useGetCompletionMutation,
  useGetCoursewareQuery,
  useGetResumeQuery,
  useGetSequenceQuery,
  useGotoPositionMutation,
} from '@/lms/courseware/api';
import { exitState } from '@/rules/exitState';
import type { CoursewareCourse, CoursewareOutline, SequenceData, Unit } from '@/lms/courseware/types';
import { useAppDispatch, useAppStore } from '@/lms/hooks';
import { usePlatform } from '@/platform/react';
import { SEQUENCE_EVENTS, track } from './analytics';
import { NotificationTraySlot } from './tray/NotificationTraySlot';
import { Breadcrumbs } from './Breadcrumbs';
import { rememberSectionMove } from './gates/celebration';
import messages from './messages';
import {
  coursewarePath,
  endButton,
  nextTarget,
  previousTarget,
  resolvePath,
  targetPath,
  type NavTarget,
} from './navigation';
import { BottomNavigation, SequenceNavigation, type NavControl, type Placement } from './SequenceNavigation';
import { CoursewareTools, SequenceGate, UnitFooter, UnitGate } from './slots';
import { UnitFrame } from './UnitFrame';
import { UnitHeader } from './UnitHeader';

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
  const courseware = useGetCoursewareQuery(courseId);
  const sequenceQuery = useGetSequenceQuery(sequenceId ?? skipToken, { refetchOnMountOrArgChange: 60 });
  const data = courseware.data;
  const loaded = data?.status === 'loaded' && data.course && data.outline ? data : null;
  const resume = useGetResumeQuery(courseId, { skip: !loaded || sequenceId !== null });

  if (!data) {
    if (courseware.isError) return <Failure onRetry={() => void courseware.refetch()} />;
    return <LoadingSpinner label={intl.formatMessage(messages.loadingCourse)} />;
  }
  if (data.status === 'failed') return <Failure onRetry={() => void courseware.refetch()} />;
  if (data.status === 'denied' && data.course) {
    const { courseAccess, start, userTimezone } = data.course;
    const target = accessDeniedRedirect({
      courseId,
      courseAccess,
      start,
      unitId,
      page: 'courseware',
      formatDate: (iso) => formatDate(intl, iso, userTimezone),
    });
    if (target) {
      return (
        <>
          <LoadingSpinner label={intl.formatMessage(messages.redirecting)} />
          <Navigate to={target} replace />
        </>
      );
    }
  }
  if (!loaded?.course || !loaded.outline) return <NoContent />;

  const sequenceState = !sequenceId
    ? ({ status: 'loading' } as const)
    : sequenceQuery.data && !sequenceQuery.isError
      ? ({ status: 'loaded', sequence: sequenceQuery.data.sequence } as const)
      : sequenceQuery.isError
        ? ({ status: 'failed', failure: sequenceFailure(sequenceQuery.error) } as const)
        : ({ status: 'loading' } as const);
  const redirect = resolvePath({
    courseId,
    sequenceId,
    unitId,
    outline: loaded.outline,
    resume: resume.data ?? (resume.isError ? 'failed' : 'loading'),
    sequence: sequenceState,
  });
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <CoursewareView
      courseId={courseId}
      course={loaded.course}
      outline={loaded.outline}
      sequenceId={sequenceId}
      unitId={unitId}
      sequenceData={sequenceState.status === 'loaded' ? (sequenceQuery.data ?? null) : null}
      sequenceStatus={sequenceId ? sequenceState.status : resume.isFetching ? 'loading' : 'none'}
      onRetrySequence={() => void sequenceQuery.refetch()}
      signedIn={user !== null}
      siteName={config.SITE_NAME}
    />
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
  outline: CoursewareOutline;
  sequenceId: string | null;
  unitId: string | null;
  sequenceData: SequenceData | null;
  sequenceStatus: 'loading' | 'loaded' | 'failed' | 'none';
  onRetrySequence: () => void;
  signedIn: boolean;
  siteName: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { analytics } = usePlatform();
  const [gotoPosition] = useGotoPositionMutation();
  const [getCompletion] = useGetCompletionMutation();
  const [frameLoaded, setFrameLoaded] = useState<string | null>(null);
  const [positionFailed, setPositionFailed] = useState(false);
  // Focus and announce only after the learner moved, not on the first unit the page opened on.
  const place = `${sequenceId ?? ''}/${unitId ?? ''}`;
  const [initialPlace] = useState(place);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && place !== initialPlace) setNavigated(true);

  const sequence = sequenceData?.sequence ?? null;
  const units = useMemo(
    () => (sequenceData ? sequenceData.sequence.unitIds.flatMap((id) => sequenceData.units[id] ?? []) : []),
    [sequenceData],
  );
  const unit: Unit | null = (unitId && sequenceData?.units[unitId]) || null;
  const outlineSequence = sequenceId ? outline.sequences[sequenceId] : undefined;
  const section = outlineSequence ? outline.sections[outlineSequence.sectionId] : undefined;

  // Neighbouring sequences' answers, when already fetched, give the exact unit lists of the targets.
  const store = useAppStore();
  const cachedSequence = (id: string) =>
    coursewareApi.endpoints.getSequence.select(id)(store.getState()).data?.sequence.unitIds;

  const position = sequenceId
    ? {
        outline,
        sequenceId,
        unitId,
        unitIds: sequence?.unitIds ?? outlineSequence?.unitIds ?? [],
        unitsOf: cachedSequence,
      }
    : null;
  const previous = position ? previousTarget(position) : null;
  const next: NavTarget | null = position ? nextTarget(position) : null;
  const state = exitState({
    course,
    hasScheduledContent: outline.course.hasScheduledContent,
    isSignedIn: signedIn,
  });

  // Prefetch the neighbouring sequences so crossing into them is as instant as moving inside one.
  const previousSequence = previous?.kind === 'sequence' ? previous.sequenceId : null;
  const nextSequence = next?.kind === 'sequence' ? next.sequenceId : null;
  useEffect(() => {
    if (!sequence) return;
    for (const id of [nextSequence, previousSequence]) {
      if (id) dispatch(coursewareApi.util.prefetch('getSequence', id, { ifOlderThan: 60 }));
    }
  }, [dispatch, sequence, nextSequence, previousSequence]);

  // Unit changes: scroll to the top, remember where we came from, focus and announce the new unit.
  const previousPlace = useRef<{ sequenceId: string | null; unitId: string | null } | null>(null);
  const reverting = useRef<string | null>(null);
  const pendingPosition = useRef<{ sequenceId: string; unitId: string; from: string | null } | null>(null);
  useEffect(() => {
    const before = previousPlace.current;
    previousPlace.current = { sequenceId, unitId };
    if (!before || (before.sequenceId === sequenceId && before.unitId === unitId)) return;
    window.scrollTo(0, 0);
    if (!unitId || !sequenceId) return;
    // Coming back after a failed save is not a new switch: nothing to save again.
    if (reverting.current === `${sequenceId}/${unitId}`) {
      reverting.current = null;
      return;
    }
    pendingPosition.current = {
      sequenceId,
      unitId,
      // A switch inside the same sequence can be undone; other moves only restore the saved index.
      from: before.sequenceId === sequenceId && before.unitId ? before.unitId : null,
    };
    // Leaving a unit inside the sequence: ask whether it is complete now (only when not complete yet).
    if (before.sequenceId === sequenceId && before.unitId && sequenceData?.sequence.showCompletion) {
      const left = sequenceData.units[before.unitId];
      if (left && !left.complete) void getCompletion({ courseId, sequenceId, unitId: left.id });
    }
  }, [sequenceId, unitId, sequenceData, courseId, getCompletion]);

  // Save the position once the sequence the address names has loaded (contract §6), optimistically.
  useEffect(() => {
    const pending = pendingPosition.current;
    if (!pending || !sequence || sequence.id !== pending.sequenceId) return;
    pendingPosition.current = null;
    const index = sequence.unitIds.indexOf(pending.unitId);
    if (!sequence.saveUnitPosition || index < 0) return;
    setPositionFailed(false);
    gotoPosition({ courseId, sequenceId: sequence.id, index })
      .unwrap()
      .catch(() => {
        if (pending.from === null) return;
        setPositionFailed(true);
        reverting.current = `${pending.sequenceId}/${pending.from}`;
        void navigate(coursewarePath(courseId, pending.sequenceId, pending.from), { replace: true });
      });
  }, [sequence, courseId, gotoPosition, navigate, unitId]);

  const announcement =
    navigated && unit && sequence
      ? intl.formatMessage(messages.navigated, {
          unit: unit.title,
          current: sequence.unitIds.indexOf(unit.id) + 1,
          total: sequence.unitIds.length,
          sequence: sequence.title,
        })
      : '';

  const event = (name: string, placement: Placement, extra: Record<string, unknown> = {}) =>
    track(analytics, name, {
      current_tab: (sequence && unitId ? sequence.unitIds.indexOf(unitId) : -1) + 1,
      id: unitId ?? sequenceId,
      tab_count: sequence?.unitIds.length ?? 0,
      widget_placement: placement,
      ...extra,
    });

  const previousControl: NavControl = {
    to: previous ? targetPath(courseId, previous) : null,
    onClick: (placement) => event(SEQUENCE_EVENTS.previous, placement),
  };
  const nextSequenceOutline = next?.kind === 'sequence' ? outline.sequences[next.sequenceId] : undefined;
  const nextControl: NavControl = {
    to: next ? targetPath(courseId, next) : null,
    end: next?.kind === 'end' ? endButton(state) : undefined,
    nextUp: nextSequenceOutline
      ? {
          title: nextSequenceOutline.title,
          minutes: nextSequenceOutline.effortTime ? Math.ceil(nextSequenceOutline.effortTime / 60) : null,
          activities: nextSequenceOutline.effortActivities ?? null,
        }
      : null,
    onClick: (placement) => {
      event(SEQUENCE_EVENTS.next, placement);
      // Crossing into the next section may be the moment of the first-section celebration (spec §3 marker).
      if (next?.kind === 'sequence' && sequenceId) {
        rememberSectionMove({
          courseId,
          firstSection: course.celebrations.firstSection,
          sections: outline.course.sectionIds.flatMap((id) => outline.sections[id] ?? []),
          prevSequenceId: sequenceId,
          nextSequenceId: next.sequenceId,
          nextUnitId: next.unitId,
        });
      }
    },
  };

  const onFrameLoaded = useCallback(() => setFrameLoaded(unitId), [unitId]);
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
          onSelectUnit={(id) =>
            event(SEQUENCE_EVENTS.tab, 'top', { target_tab: sequence.unitIds.indexOf(id) + 1 })
          }
          previous={previousControl}
          next={nextControl}
        />
        {sequence.gatedContent.gated ? (
          <UnitGate course={course} sequence={sequence} unit={null}>
            <NoContent />
          </UnitGate>
        ) : unit ? (
          <div className="unit" key={unit.id}>
            <UnitHeader courseId={courseId} unit={unit} focusOnMount={navigated} />
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
          <BottomNavigation previous={previousControl} next={nextControl} />
        )}
        <UnitFooter course={course} sequence={sequence} />
      </SequenceGate>
    );
  }

  return (
    <div className="courseware container-xl py-3" data-path={location.pathname}>
      <title>{pageTitle(titleParts, siteName)}</title>
      <Breadcrumbs courseId={courseId} outline={outline} sequenceId={sequenceId} isStaff={course.isStaff} />
      {positionFailed && (
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
