import './exams.scss';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/alerts/Alert';
import { LoadingSpinner } from '@/components/Spinner';
import { useGetCourseMetadataQuery } from '@/lms/courseMetadata';
import type { CoursewareCourse, Sequence } from '@/lms/courseware/types';
import { usePlatform } from '@/platform/react';
import { ExamAccessContext, type ExamAccess } from '../examAccess';
import coursewareMessages from '../messages';
import {
  useGetAttemptRecordQuery,
  useGetExamQuery,
  useLazyGetAccessTokenQuery,
  useStartAttemptMutation,
  useUpdateAttemptMutation,
  type ExamArgs,
} from './api';
import {
  graceIsOver,
  latestReading,
  POLL_INTERVAL_MS,
  secondsLeft,
  TICK_MS,
  timeIsUp,
  type ClockReading,
} from './countdown';
import {
  ExamError,
  Expired,
  Instructions,
  LoadFailed,
  NotAvailable,
  NotSetUp,
  ReadyToSubmit,
  SignIn,
  Submitted,
  UnknownStatus,
} from './ExamPages';
import { ExamTimer } from './ExamTimer';
import messages from './messages';
import {
  examScreen,
  otherRunningAttempt,
  ranOutOfTime,
  staffNeedsExamToken,
  viewerScreen,
  type ExamScreen,
} from './rules';
import type { Exam, ExamAttempt } from './types';

export interface ExamAreaProps {
  readonly course: CoursewareCourse;
  readonly sequence: Sequence;
  /** The sequence area (navigation, unit, bottom navigation): shown only where the exam allows it. */
  readonly children: ReactNode;
}

/**
 * A timed (or proctored) sequence's area (issue 17, contract exams.md): decides from who is looking and
 * the learner's attempt what stands in place of the units, or above them. Staff are not timed; a running
 * exam shows its units under the countdown; everything else is a page of its own.
 */
export default function ExamArea({ course, sequence, children }: ExamAreaProps) {
  const intl = useIntl();
  const { user } = usePlatform();
  const who = viewerScreen({
    signedIn: user !== null,
    isStaff: course.isStaff,
    isMasquerading: course.isMasquerading,
    isEnrolled: course.isEnrolled,
  });
  switch (who) {
    case 'staff':
    case 'masquerading':
      return (
        <>
          <Alert variant="info">
            <p className="mb-0">
              {intl.formatMessage(who === 'staff' ? messages.staffNote : messages.masqueradeNote)}
            </p>
          </Alert>
          <StaffExamAccess course={course} sequence={sequence}>
            {children}
          </StaffExamAccess>
        </>
      );
    case 'must-enroll':
      // The courseware's enrolment gate stands in place of each unit.
      return children;
    case 'sign-in':
      return <SignIn title={sequence.title} />;
    default:
      return (
        <LearnerExam course={course} sequence={sequence}>
          {children}
        </LearnerExam>
      );
  }
}

type ActionName = 'start' | 'stop' | 'continue' | 'submit';

/**
 * The exam's actions, one at a time: a second press, a second tab of the same page or the automatic
 * submission at the end of the grace period cannot send a call while another is in flight. After every
 * call, failed or not, the exam is read again (contract §3.2, §3.4), and the buttons stay disabled until
 * that answer is in. A failure is remembered with the screen it happened on, so its alert goes away
 * once the screen changes.
 */
function useExamActions(args: ExamArgs, refetch: () => PromiseLike<unknown>) {
  const [startAttempt] = useStartAttemptMutation();
  const [updateAttempt] = useUpdateAttemptMutation();
  const inFlight = useRef<ActionName | null>(null);
  const [busy, setBusy] = useState<ActionName | null>(null);
  const [failedOn, setFailedOn] = useState<ExamScreen['kind'] | null>(null);

  const run = useCallback(
    async (name: ActionName, on: ExamScreen['kind'], send: () => Promise<unknown>) => {
      if (inFlight.current) return;
      inFlight.current = name;
      setBusy(name);
      try {
        await send();
        setFailedOn(null);
      } catch {
        setFailedOn(on);
      }
      try {
        await refetch();
      } finally {
        inFlight.current = null;
        setBusy(null);
      }
    },
    [refetch],
  );

  return {
    busy,
    failedOn,
    isBusy: () => inFlight.current !== null,
    start: (exam: Exam, on: ExamScreen['kind']) =>
      run('start', on, () =>
        // An attempt created without its clock (never by this app) is started, not created again.
        exam.attempt?.status === 'created'
          ? updateAttempt({
              ...args,
              attemptId: exam.attempt.id,
              action: 'start',
              legacy: exam.attempt.legacyAttemptApi,
            }).unwrap()
          : startAttempt({ ...args, examId: exam.id, legacy: exam.legacyAttemptApi }).unwrap(),
      ),
    update: (attempt: ExamAttempt, action: 'stop' | 'start' | 'submit', on: ExamScreen['kind']) =>
      run(action === 'start' ? 'continue' : action, on, () =>
        updateAttempt({ ...args, attemptId: attempt.id, action, legacy: attempt.legacyAttemptApi }).unwrap(),
      ),
  };
}

/** Seconds left on the newest clock reading, ticking once a second (Infinity without a reading). */
function useSecondsLeft(reading: ClockReading | null): number {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!reading) return;
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [reading]);
  if (!reading) return Number.POSITIVE_INFINITY;
  // Until the first tick after a new reading, count from its arrival (never from an older instant).
  return secondsLeft(reading.endsAt, Math.max(now ?? 0, reading.receivedAt));
}

/**
 * On an edx-exams site (`EXAMS_BASE_URL`), how the exam's unit frames get their access token (contract
 * §4): a fresh call per frame load, '' on failure (logged by the endpoint). Elsewhere null: no call, and
 * the frames are built as they always were.
 */
function useExamAccessToken(examId: number | null, sequenceId: string): ExamAccess | null {
  const { config } = usePlatform();
  const [fetchToken] = useLazyGetAccessTokenQuery();
  const service = config.EXAMS_BASE_URL;
  return useMemo(
    () =>
      service && examId !== null
        ? {
            token: () =>
              fetchToken({ examId, sequenceId }, false)
                .unwrap()
                .catch(() => ''),
          }
        : null,
    [service, examId, sequenceId, fetchToken],
  );
}

/** The exam calls' arguments for a sequence (stable across renders, as the queries' cache keys). */
function useExamArgs(course: CoursewareCourse, sequence: Sequence) {
  return useMemo(() => ({ courseId: course.id, sequenceId: sequence.id }), [course.id, sequence.id]);
}

/**
 * Staff see an exam's content without an attempt. On an edx-exams site the LMS still asks the exam's unit
 * pages for an access token from anyone but global staff and staff masquerading as a specific learner, and
 * the service grants one to course staff (contract §4): for those who need one, the exam is read for its
 * id and the unit frames wait for that answer, then take a token each as a learner's do. A failed read
 * leaves the frames without one (the LMS's own page says so). Global staff, staff viewing as a specific
 * learner, and every viewer of a site without the service, are asked nothing.
 */
function StaffExamAccess({ course, sequence, children }: ExamAreaProps) {
  const intl = useIntl();
  const { config, user } = usePlatform();
  const service = Boolean(config.EXAMS_BASE_URL);
  const askWho = service && !user?.administrator && course.isMasquerading;
  const metadata = useGetCourseMetadataQuery(askWho ? course.id : skipToken);
  const needsToken =
    service && user
      ? staffNeedsExamToken({
          administrator: user.administrator,
          isMasquerading: course.isMasquerading,
          username: user.username,
          // A failed read leaves the effective user unknown: ask, as for course staff.
          effectiveUsername: metadata.isError ? null : metadata.data?.username,
        })
      : false;
  const args = useExamArgs(course, sequence);
  const query = useGetExamQuery(needsToken ? args : skipToken);
  const examAccess = useExamAccessToken(query.data?.exam?.id ?? null, sequence.id);
  if (needsToken === false) return children;
  if (needsToken === null || query.isLoading)
    return <LoadingSpinner label={intl.formatMessage(coursewareMessages.loadingSequence)} />;
  return <ExamAccessContext.Provider value={examAccess}>{children}</ExamAccessContext.Provider>;
}

function LearnerExam({ course, sequence, children }: ExamAreaProps) {
  const intl = useIntl();
  const { config } = usePlatform();
  const args = useExamArgs(course, sequence);
  const query = useGetExamQuery(args, { refetchOnMountOrArgChange: true });
  const { refetch } = query;
  // An exam record without a name (`exam_name` is the subsection's name at publish) takes the sequence's.
  const data = useMemo(() => {
    const read = query.data;
    if (!read?.exam || read.exam.name) return read;
    return { ...read, exam: { ...read.exam, name: sequence.title } };
  }, [query.data, sequence.title]);
  const actions = useExamActions(args, refetch);
  const examAccess = useExamAccessToken(data?.exam?.id ?? null, sequence.id);
  /** The attempt whose countdown this page saw run out (then submitted): its page says the time ran out. */
  const [expiredHere, setExpiredHere] = useState<number | null>(null);

  const attemptId = data?.exam?.attempt?.id ?? null;
  const sawExpiry = attemptId !== null && expiredHere === attemptId;
  const preliminary = data ? examScreen(data, { sawExpiry, ranOut: null }) : null;
  const result = useGetAttemptRecordQuery(
    preliminary?.kind === 'checking'
      ? {
          attemptId: preliminary.attempt.id,
          sequenceId: sequence.id,
          legacy: preliminary.attempt.legacyAttemptApi,
          purpose: 'result',
        }
      : skipToken,
  );
  const ranOut = result.data ? ranOutOfTime(result.data) : result.isError ? false : null;
  const screen = data ? examScreen(data, { sawExpiry, ranOut }) : null;

  // The countdown: the exam read's clock, re-synced by the poll every minute while `started`.
  const running =
    screen?.kind === 'in-progress' || screen?.kind === 'ready-to-submit' ? screen.attempt : null;
  const runningOn = running ? (screen?.kind ?? null) : null;
  const poll = useGetAttemptRecordQuery(
    running && screen?.kind === 'in-progress'
      ? { attemptId: running.id, sequenceId: sequence.id, legacy: running.legacyAttemptApi, purpose: 'poll' }
      : skipToken,
    { pollingInterval: POLL_INTERVAL_MS, skipPollingIfUnfocused: false },
  );
  const polled = poll.data && running && poll.data.id === running.id ? poll.data : null;
  const reading = latestReading<ClockReading>(running, polled);
  const left = useSecondsLeft(reading);

  // The poll says the attempt moved on (submitted on timeout, say): read the exam again.
  useEffect(() => {
    if (polled && running && polled.status !== running.status && polled.receivedAt > running.receivedAt)
      void refetch();
  }, [polled, running, refetch]);

  // The grace period after 00:00:00 is over: submit, once per attempt.
  const autoSubmitted = useRef<number | null>(null);
  const { update, isBusy } = actions;
  useEffect(() => {
    if (!running || !runningOn || !graceIsOver(left) || autoSubmitted.current === running.id || isBusy())
      return;
    autoSubmitted.current = running.id;
    const attempt = running;
    setExpiredHere(attempt.id);
    void update(attempt, 'submit', runningOn);
  }, [running, runningOn, left, update, isBusy]);

  // Focus the new screen's heading when the screen changes under the learner (not on the first load).
  const focusRef = useRef<HTMLHeadingElement>(null);
  const settled = screen && screen.kind !== 'checking' ? screen.kind : null;
  const lastSettled = useRef<string | null>(null);
  useEffect(() => {
    if (!settled) return;
    if (lastSettled.current !== null && lastSettled.current !== settled) focusRef.current?.focus();
    lastSettled.current = settled;
  }, [settled]);

  if (!data || !screen) {
    if (query.isError)
      return <LoadFailed course={course} title={sequence.title} onRetry={() => void refetch()} />;
    return <LoadingSpinner label={intl.formatMessage(messages.loading)} />;
  }

  const retry = () => void refetch();
  const failed =
    actions.failedOn === screen.kind ||
    (query.isError && !query.isFetching) ||
    (screen.kind === 'in-progress' && poll.isError);
  const error = failed ? <ExamError onRetry={retry} /> : null;
  const up = timeIsUp(left);

  let body: ReactNode;
  switch (screen.kind) {
    case 'instructions': {
      const other = otherRunningAttempt(data);
      // Tutor's runtime configuration gives BASE_URL as a bare host ("localhost"): then this page's origin.
      const appOrigin = URL.canParse(config.BASE_URL)
        ? new URL(config.BASE_URL).origin
        : window.location.origin;
      const sameApp = other?.examUrl
        ? URL.canParse(other.examUrl) && new URL(other.examUrl).origin === appOrigin
        : false;
      const name = other?.examName ?? '';
      body = (
        <Instructions
          course={course}
          exam={screen.exam}
          focusRef={focusRef}
          busy={actions.busy === 'start'}
          onStart={() => void actions.start(screen.exam, screen.kind)}
          error={error}
          otherExam={
            other && (
              <Alert variant="warning">
                <p className="mb-0">
                  {intl.formatMessage(messages.otherExamRunning, {
                    exam: sameApp ? (
                      <a key="exam" href={other.examUrl ?? undefined}>
                        {name}
                      </a>
                    ) : (
                      name
                    ),
                  })}
                </p>
              </Alert>
            )
          }
        />
      );
      break;
    }
    case 'in-progress':
      body = (
        <>
          {error}
          <ExamAccessContext.Provider value={examAccess}>{children}</ExamAccessContext.Provider>
        </>
      );
      break;
    case 'ready-to-submit': {
      const { attempt } = screen;
      body = (
        <ReadyToSubmit
          exam={screen.exam}
          focusRef={focusRef}
          busy={actions.busy === 'submit' || actions.busy === 'continue' ? actions.busy : null}
          canContinue={!up}
          onSubmit={() => {
            if (up) setExpiredHere(attempt.id);
            void actions.update(attempt, 'submit', screen.kind);
          }}
          onContinue={() => void actions.update(attempt, 'start', screen.kind)}
          error={error}
        />
      );
      break;
    }
    case 'checking':
      body = <LoadingSpinner label={intl.formatMessage(messages.checking)} />;
      break;
    case 'submitted':
    case 'timed-out':
      body = (
        <Submitted
          course={course}
          exam={screen.exam}
          timedOut={screen.kind === 'timed-out'}
          focusRef={focusRef}
        />
      );
      break;
    case 'expired':
      body = <Expired course={course} exam={screen.exam} focusRef={focusRef} error={error} />;
      break;
    case 'review':
      body = (
        <>
          <Alert variant="info">
            <p className="mb-0">{intl.formatMessage(messages.reviewNote)}</p>
          </Alert>
          {error}
          <ExamAccessContext.Provider value={examAccess}>{children}</ExamAccessContext.Provider>
        </>
      );
      break;
    case 'not-available':
      body = (
        <NotAvailable course={course} exam={screen.exam} completed={screen.completed} focusRef={focusRef} />
      );
      break;
    case 'not-set-up':
      body = <NotSetUp course={course} title={sequence.title} focusRef={focusRef} />;
      break;
    case 'unknown-status':
      body = <UnknownStatus course={course} exam={screen.exam} focusRef={focusRef} />;
      break;
  }

  return (
    <>
      {running && (
        <ExamTimer
          key={running.id}
          examName={running.examName ?? data.exam?.name ?? sequence.title}
          timeLimitMins={data.exam?.timeLimitMins ?? 0}
          left={left}
          canEnd={screen.kind === 'in-progress'}
          busy={actions.busy !== null}
          onEnd={(action) => {
            if (action === 'submit') setExpiredHere(running.id);
            void actions.update(running, action, screen.kind);
          }}
          focusRef={screen.kind === 'in-progress' ? focusRef : undefined}
        />
      )}
      {body}
    </>
  );
}
