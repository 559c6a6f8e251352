import './exams.scss';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/alerts/Alert';
import { LoadingSpinner } from '@/components/Spinner';
import { useGetCourseMetadataQuery } from '@/lms/courseMetadata';
import type { CoursewareCourse, Sequence } from '@/lms/courseware/types';
import { usePlatform } from '@/platform/react';
import { ExamAccessContext } from '../examAccess';
import coursewareMessages from '../messages';
import { useGetExamQuery } from './api';
import { latestReading, timeIsUp, type ClockReading } from './countdown';
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
  otherExamHref,
  otherRunningAttempt,
  runningAttempt,
  showsExamError,
  staffNeedsExamToken,
  viewerScreen,
} from './rules';
import type { ExamAttempt, ExamData } from './types';
import { useAttemptPoll } from './useAttemptPoll';
import { useAutoSubmit } from './useAutoSubmit';
import { useExamAccessToken } from './useExamAccessToken';
import { useExamActions } from './useExamActions';
import { useExamArgs, useExamRead } from './useExamRead';
import { useExamScreen } from './useExamScreen';
import { useScreenFocus } from './useScreenFocus';
import { useSecondsLeft } from './useSecondsLeft';

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

/**
 * A learner's timed exam: the exam's rules, one hook each (useExamRead, useExamActions, useExamScreen,
 * useAttemptPoll, useAutoSubmit, useSecondsLeft, useScreenFocus), and the screen they decide.
 */
function LearnerExam({ course, sequence, children }: ExamAreaProps) {
  const intl = useIntl();
  const args = useExamArgs(course, sequence);
  const read = useExamRead(args, sequence.title);
  const actions = useExamActions(args, read.refetch);
  const { screen, sawTimeRunOut } = useExamScreen(read.data, sequence.id);
  const running = runningAttempt(screen);
  const poll = useAttemptPoll({
    running,
    started: screen?.kind === 'in-progress',
    sequenceId: sequence.id,
    refetch: read.refetch,
  });
  /** An action on the running attempt; a submission once the time is up is a time-out seen here. */
  const update = (attempt: ExamAttempt, action: 'stop' | 'start' | 'submit', timeUp: boolean) => {
    if (!screen) return;
    if (action === 'submit' && timeUp) sawTimeRunOut(attempt.id);
    void actions.update(attempt, action, screen.kind);
  };
  const onTick = useAutoSubmit({
    running,
    isBusy: actions.isBusy,
    submit: (attempt) => update(attempt, 'submit', true),
  });
  const left = useSecondsLeft(latestReading<ClockReading>(running, poll.polled), onTick);
  const focusRef = useScreenFocus(screen?.kind ?? null);
  const examAccess = useExamAccessToken(read.data?.exam?.id ?? null, sequence.id);

  const retry = () => void read.refetch();
  if (!read.data || !screen) {
    if (read.isError) return <LoadFailed course={course} title={sequence.title} onRetry={retry} />;
    return <LoadingSpinner label={intl.formatMessage(messages.loading)} />;
  }
  const failed = showsExamError({
    screen: screen.kind,
    actionFailedOn: actions.failedOn,
    readFailed: read.isError && !read.isFetching,
    pollFailed: poll.failed,
  });
  const error = failed ? <ExamError onRetry={retry} /> : null;
  const up = timeIsUp(left);
  const content = <ExamAccessContext.Provider value={examAccess}>{children}</ExamAccessContext.Provider>;

  let body: ReactNode;
  switch (screen.kind) {
    case 'instructions':
      body = (
        <Instructions
          course={course}
          exam={screen.exam}
          focusRef={focusRef}
          busy={actions.busy === 'start'}
          onStart={() => void actions.start(screen.exam, screen.kind)}
          error={error}
          otherExam={<OtherExamNote data={read.data} />}
        />
      );
      break;
    case 'in-progress':
      body = (
        <>
          {error}
          {content}
        </>
      );
      break;
    case 'ready-to-submit':
      body = (
        <ReadyToSubmit
          exam={screen.exam}
          focusRef={focusRef}
          busy={actions.busy === 'submit' || actions.busy === 'continue' ? actions.busy : null}
          canContinue={!up}
          onSubmit={() => update(screen.attempt, 'submit', up)}
          onContinue={() => update(screen.attempt, 'start', up)}
          error={error}
        />
      );
      break;
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
          {content}
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
          examName={running.examName ?? read.data.exam?.name ?? sequence.title}
          timeLimitMins={read.data.exam?.timeLimitMins ?? 0}
          left={left}
          canEnd={screen.kind === 'in-progress'}
          busy={actions.busy !== null}
          // The timer ends with `submit` only once the time is up.
          onEnd={(action) => update(running, action, action === 'submit')}
          focusRef={screen.kind === 'in-progress' ? focusRef : undefined}
        />
      )}
      {body}
    </>
  );
}

/** The instructions' note about the learner's running attempt on another exam, if there is one. */
function OtherExamNote({ data }: { data: ExamData }) {
  const intl = useIntl();
  const { config } = usePlatform();
  const other = otherRunningAttempt(data);
  if (!other) return null;
  const href = otherExamHref(other, config.BASE_URL, window.location.origin);
  const name = other.examName ?? '';
  return (
    <Alert variant="warning">
      <p className="mb-0">
        {intl.formatMessage(messages.otherExamRunning, {
          exam: href ? (
            <a key="exam" href={href}>
              {name}
            </a>
          ) : (
            name
          ),
        })}
      </p>
    </Alert>
  );
}
