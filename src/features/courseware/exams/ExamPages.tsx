import stopwatch from 'bootstrap-icons/icons/stopwatch.svg?raw';
import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/alerts/Alert';
import { DAY_FORMAT, formatDate, TIME_FORMAT } from '@/components/dates';
import { Icon } from '@/components/Icon';
import { loginUrl } from '@/platform/auth';
import { usePlatform } from '@/platform/react';
import { parseHumanizedMinutes } from './countdown';
import { formatMinutes } from './duration';
import messages from './messages';
import type { Exam, ExamType } from './types';
import { pathTo } from '@/app/routeConfig';
import sharedMessages from '@/components/messages';
import laterMessages from '@/components/laterMessages';

/** What the pages know of the course: its id, tabs (is there a progress page?) and the learner's zone. */
export interface ExamCourse {
  readonly id: string;
  readonly tabs: readonly { readonly slug: string }[];
  readonly userTimezone: string | null;
}

/** The frame of every exam page: a small kind label, the page's heading (focus target), the body. */
function ExamPage({
  kind,
  title,
  focusRef,
  children,
}: {
  kind: string;
  title: string;
  focusRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section className="exam-page" aria-labelledby="exam-page-title">
      <p className="exam-kind">
        <Icon svg={stopwatch} className="me-2" />
        {kind}
      </p>
      <h1 id="exam-page-title" className="h2 mb-3" tabIndex={-1} ref={focusRef}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** Each variant's classes, spelled out (see VARIANT_CLASSES in components/alerts/Alert.tsx). */
const BUTTON_CLASSES = {
  primary: 'btn btn-primary',
  danger: 'btn btn-danger',
  'outline-primary': 'btn btn-outline-primary',
} as const;

/** A spinner-only button label while its action is in flight, with the words in a status region. */
function BusyButton({
  busy,
  disabled,
  label,
  busyLabel,
  variant,
  onClick,
}: {
  busy: boolean;
  disabled: boolean;
  label: string;
  busyLabel: string;
  variant: keyof typeof BUTTON_CLASSES;
  onClick: () => void;
}) {
  return (
    <>
      <button type="button" className={BUTTON_CLASSES[variant]} disabled={disabled} onClick={onClick}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {label}
      </button>
      <span role="status" className="visually-hidden">
        {busy ? busyLabel : ''}
      </span>
    </>
  );
}

/** "{siteName} Support" as a link to the configured support site, in a new tab; null without one. */
export function useSupportLink(): ReactNode {
  const intl = useIntl();
  const { config } = usePlatform();
  if (!config.SUPPORT_URL) return null;
  return (
    <a key="support" href={config.SUPPORT_URL} target="_blank" rel="noopener noreferrer">
      {intl.formatMessage(messages.supportLink, { siteName: config.SITE_NAME })}
      <span className="visually-hidden"> {intl.formatMessage(laterMessages.opensInNewTab)}</span>
    </a>
  );
}

/** The system-error alert (contract §7): a plain heading, and who to ask; never the server's text. */
export function ExamError({ onRetry }: { onRetry?: () => void }) {
  const intl = useIntl();
  const support = useSupportLink();
  return (
    <Alert
      variant="danger"
      live
      heading={intl.formatMessage(messages.errorTitle)}
      actions={
        onRetry && (
          <button type="button" className="btn btn-outline-danger" onClick={onRetry}>
            {intl.formatMessage(sharedMessages.tryAgain)}
          </button>
        )
      }
    >
      <p className="mb-0">
        {support
          ? intl.formatMessage(messages.errorBodySupport, { support })
          : intl.formatMessage(messages.errorBody)}
      </p>
    </Alert>
  );
}

/**
 * Links after an exam: the progress page (where the grade of a taken or missed exam shows, when the
 * course has one) and the outline.
 */
function NextSteps({ course, grades = false }: { course: ExamCourse; grades?: boolean }) {
  const intl = useIntl();
  const hasProgress =
    grades && (course.tabs.length === 0 || course.tabs.some((tab) => tab.slug === 'progress'));
  return (
    <nav className="exam-next" aria-labelledby="exam-next-title">
      <h2 id="exam-next-title" className="h5">
        {intl.formatMessage(messages.nextTitle)}
      </h2>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {hasProgress && (
          <li>
            <Link className="btn btn-primary" to={pathTo('progress', { courseId: course.id })}>
              {intl.formatMessage(messages.nextProgress)}
            </Link>
          </li>
        )}
        <li>
          <Link className="btn btn-outline-primary" to={pathTo('outline', { courseId: course.id })}>
            {intl.formatMessage(messages.nextOutline)}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The time the learner has, from `total_time` (edx-exams' minutes, or edx-proctoring's "45 minutes"),
 * compared with the base time limit. Minutes are formatted in the UI language by the screens.
 */
function allowedTime(exam: Exam): { minutes: number | null; text: string | null } {
  if (exam.totalMinutes !== null) return { minutes: exam.totalMinutes, text: null };
  const minutes = parseHumanizedMinutes(exam.totalTime);
  if (minutes !== null) return { minutes, text: null };
  // A humanized time the app cannot read (translated by the LMS): its own words.
  if (exam.totalTime) return { minutes: null, text: exam.totalTime };
  return { minutes: exam.timeLimitMins > 0 ? exam.timeLimitMins : null, text: null };
}

export function Instructions({
  course,
  exam,
  focusRef,
  busy,
  onStart,
  otherExam,
  error,
}: {
  course: ExamCourse;
  exam: Exam;
  focusRef: Ref<HTMLHeadingElement>;
  busy: boolean;
  onStart: () => void;
  otherExam: ReactNode;
  error: ReactNode;
}) {
  const intl = useIntl();
  const allowed = allowedTime(exam);
  const duration = allowed.minutes !== null ? formatMinutes(intl, allowed.minutes) : allowed.text;
  const extra = allowed.minutes !== null ? allowed.minutes - exam.timeLimitMins : 0;
  return (
    <ExamPage kind={intl.formatMessage(messages.kindTimed)} title={exam.name} focusRef={focusRef}>
      <dl className="exam-facts">
        {duration && (
          <>
            <dt>{intl.formatMessage(messages.timeAllowed)}</dt>
            <dd>{duration}</dd>
          </>
        )}
        {exam.dueDate && (
          <>
            <dt>{intl.formatMessage(messages.dueDate)}</dt>
            <dd>{formatDate(intl, exam.dueDate, course.userTimezone, { ...DAY_FORMAT, ...TIME_FORMAT })}</dd>
          </>
        )}
      </dl>
      {exam.timeLimitMins > 0 && extra > 0 && (
        <p>{intl.formatMessage(messages.extraTime, { extra: formatMinutes(intl, extra) })}</p>
      )}
      {exam.timeLimitMins > 0 && extra < 0 && (
        <p>{intl.formatMessage(messages.cappedTime, { limit: formatMinutes(intl, exam.timeLimitMins) })}</p>
      )}
      <p>{intl.formatMessage(messages.instructions)}</p>
      <p>{intl.formatMessage(messages.submitEachProblem)}</p>
      {otherExam}
      {error}
      <div className="mb-4">
        <BusyButton
          busy={busy}
          disabled={busy}
          label={intl.formatMessage(messages.start)}
          busyLabel={intl.formatMessage(messages.starting)}
          variant="primary"
          onClick={onStart}
        />
      </div>
      <h2 className="h5">{intl.formatMessage(messages.moreTimeTitle)}</h2>
      <p className="mb-0">{intl.formatMessage(messages.moreTimeBody)}</p>
    </ExamPage>
  );
}

export function ReadyToSubmit({
  exam,
  focusRef,
  busy,
  canContinue,
  onSubmit,
  onContinue,
  error,
}: {
  exam: Exam;
  focusRef: Ref<HTMLHeadingElement>;
  busy: 'submit' | 'continue' | null;
  canContinue: boolean;
  onSubmit: () => void;
  onContinue: () => void;
  error: ReactNode;
}) {
  const intl = useIntl();
  return (
    <ExamPage
      kind={intl.formatMessage(messages.kindTimedNamed, { exam: exam.name })}
      title={intl.formatMessage(messages.readyTitle)}
      focusRef={focusRef}
    >
      <p>{intl.formatMessage(messages.readyCheck)}</p>
      <p>{intl.formatMessage(messages.readyGraded)}</p>
      {error}
      <div className="d-flex flex-wrap gap-2">
        <BusyButton
          busy={busy === 'submit'}
          disabled={busy !== null}
          label={intl.formatMessage(messages.submit)}
          busyLabel={intl.formatMessage(messages.submitting)}
          variant="primary"
          onClick={onSubmit}
        />
        {canContinue && (
          <BusyButton
            busy={busy === 'continue'}
            disabled={busy !== null}
            label={intl.formatMessage(messages.continueWorking)}
            busyLabel={intl.formatMessage(messages.working)}
            variant="outline-primary"
            onClick={onContinue}
          />
        )}
      </div>
    </ExamPage>
  );
}

export function Submitted({
  course,
  exam,
  timedOut,
  focusRef,
}: {
  course: ExamCourse;
  exam: Exam;
  timedOut: boolean;
  focusRef: Ref<HTMLHeadingElement>;
}) {
  const intl = useIntl();
  return (
    <ExamPage
      kind={intl.formatMessage(messages.kindTimedNamed, { exam: exam.name })}
      title={intl.formatMessage(timedOut ? messages.timedOutTitle : messages.submittedTitle)}
      focusRef={focusRef}
    >
      <p className="mb-4">{intl.formatMessage(timedOut ? messages.timedOutBody : messages.submittedBody)}</p>
      <NextSteps course={course} grades />
    </ExamPage>
  );
}

export function Expired({
  course,
  exam,
  focusRef,
  error,
}: {
  course: ExamCourse;
  exam: Exam;
  focusRef: Ref<HTMLHeadingElement>;
  error: ReactNode;
}) {
  const intl = useIntl();
  return (
    <ExamPage
      kind={intl.formatMessage(messages.kindTimedNamed, { exam: exam.name })}
      title={intl.formatMessage(messages.expiredTitle)}
      focusRef={focusRef}
    >
      <p>{intl.formatMessage(messages.expiredBody)}</p>
      <p className="mb-4">{intl.formatMessage(messages.expiredContact)}</p>
      {error}
      <NextSteps course={course} grades />
    </ExamPage>
  );
}

const KIND_LABEL: Record<ExamType, keyof typeof messages> = {
  timed: 'kindTimed',
  proctored: 'kindProctored',
  practice: 'kindPractice',
  onboarding: 'kindOnboarding',
  unknown: 'kindSpecial',
};

/** Whom to ask about an exam the app cannot run: the course team, and the site's support when set. */
function Contact() {
  const intl = useIntl();
  const support = useSupportLink();
  return (
    <p className="mb-4">
      {support
        ? intl.formatMessage(messages.contactSupport, { support })
        : intl.formatMessage(messages.contactCourseTeam)}
    </p>
  );
}

/** Proctored, practice and onboarding exams (contract §3.6): honest, with whom to contact; no way round. */
export function NotAvailable({
  course,
  exam,
  completed,
  focusRef,
}: {
  course: ExamCourse;
  exam: Exam;
  completed: boolean;
  focusRef: Ref<HTMLHeadingElement>;
}) {
  const intl = useIntl();
  const allowed = allowedTime(exam);
  const duration = allowed.minutes !== null ? formatMinutes(intl, allowed.minutes) : allowed.text;
  return (
    <ExamPage
      kind={intl.formatMessage(messages[KIND_LABEL[exam.type]])}
      title={exam.name}
      focusRef={focusRef}
    >
      {duration && !completed && (
        <dl className="exam-facts">
          <dt>{intl.formatMessage(messages.timeAllowed)}</dt>
          <dd>{duration}</dd>
        </dl>
      )}
      <p>{intl.formatMessage(messages.unavailableBody)}</p>
      {completed && <p>{intl.formatMessage(messages.unavailableCompleted)}</p>}
      {!completed && exam.passedDueDate && <p>{intl.formatMessage(messages.unavailablePastDue)}</p>}
      <Contact />
      <NextSteps course={course} />
    </ExamPage>
  );
}

/** A time-limited sequence without an exam record (`exam: {}`). */
export function NotSetUp({
  course,
  title,
  focusRef,
}: {
  course: ExamCourse;
  title: string;
  focusRef: Ref<HTMLHeadingElement>;
}) {
  const intl = useIntl();
  return (
    <ExamPage kind={title} title={intl.formatMessage(messages.notSetUpTitle)} focusRef={focusRef}>
      <p>{intl.formatMessage(messages.notSetUpBody)}</p>
      <p className="mb-4">{intl.formatMessage(messages.notSetUpContact)}</p>
      <NextSteps course={course} />
    </ExamPage>
  );
}

/** A status the timed flow does not know (e.g. `error`): the system error, and the way back. */
export function UnknownStatus({
  course,
  exam,
  focusRef,
}: {
  course: ExamCourse;
  exam: Exam;
  focusRef: Ref<HTMLHeadingElement>;
}) {
  const intl = useIntl();
  const support = useSupportLink();
  return (
    <ExamPage
      kind={intl.formatMessage(messages.kindTimedNamed, { exam: exam.name })}
      title={intl.formatMessage(messages.errorTitle)}
      focusRef={focusRef}
    >
      <p className="mb-4">
        {support
          ? intl.formatMessage(messages.errorBodySupport, { support })
          : intl.formatMessage(messages.errorBody)}
      </p>
      <NextSteps course={course} />
    </ExamPage>
  );
}

/** The first read failed: the error alert with a retry; the rest of the course stays a click away. */
export function LoadFailed({
  course,
  title,
  onRetry,
}: {
  course: ExamCourse;
  title: string;
  onRetry: () => void;
}) {
  const intl = useIntl();
  return (
    <section className="exam-page" aria-labelledby="exam-page-title">
      <p className="exam-kind">
        <Icon svg={stopwatch} className="me-2" />
        {intl.formatMessage(messages.kindTimed)}
      </p>
      <h1 id="exam-page-title" className="h2 mb-3">
        {title}
      </h1>
      <ExamError onRetry={onRetry} />
      <NextSteps course={course} />
    </section>
  );
}

/** A visitor who is not signed in: the exam API needs a learner. */
export function SignIn({ title }: { title: string }) {
  const intl = useIntl();
  const { config } = usePlatform();
  return (
    <section className="exam-page" aria-labelledby="exam-page-title">
      <p className="exam-kind">
        <Icon svg={stopwatch} className="me-2" />
        {title}
      </p>
      <h1 id="exam-page-title" className="h2 mb-3">
        {intl.formatMessage(messages.signInTitle)}
      </h1>
      <p>{intl.formatMessage(messages.signInBody)}</p>
      <a className="btn btn-primary" href={loginUrl(config, window.location.href)}>
        {intl.formatMessage(sharedMessages.signIn)}
      </a>
    </section>
  );
}
