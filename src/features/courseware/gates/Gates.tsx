import '@/styles/card.scss';
import './gates.scss';
// The tools' and the licence footer's rules load with this chunk, as they did when one stylesheet held all
// three: imported from their own modules they would apply on every unit, which the learner would see.
import '../tools/tools.scss';
import '../license/license.scss';
import lockIcon from 'bootstrap-icons/icons/lock-fill.svg?raw';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/alerts/Alert';
import { Icon } from '@/components/Icon';
import { loadable } from '@/components/loadable';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import { UPSELL_LINKS, useUpgradeTracking } from '@/components/upgrade/track';
import { UpgradeButton } from '@/components/upgrade/UpgradeButton';
import type { AuditLock } from '@/rules/auditLocks';
import { upgradePrice, upgradeUrl } from '@/rules/upgradePrice';
import { loginUrl, registerUrl } from '@/platform/auth';
import { usePlatform } from '@/platform/react';
import { useSignIntegrityMutation } from './api';
import messages from './messages';
import { enrollmentState, sequenceGate, unitGate } from './rules';
import type { GateCourse, GateSequence, GateUnit } from './types';
import { useUnitAuditLock } from './useAuditLock';
import { pathTo } from '@/app/routeConfig';
import alertMessages from '@/components/alerts/enrollmentMessages';

const BlockingModal = loadable(() => import('./BlockingModal'), 'BlockingModal');

/** Prerequisite not completed (courseware contract §4 gated_content): lock page with a way to the prerequisite. */
export function PrerequisiteLock({ course, sequence }: { course: GateCourse; sequence: GateSequence }) {
  const intl = useIntl();
  const gated = sequence.gatedContent;
  return (
    <section className="gate-page text-center py-5" aria-labelledby="gate-lock-title">
      <Icon svg={lockIcon} size="2.5rem" className="text-gray-700 mb-3" />
      {sequence.title && <p className="h5 mb-2">{sequence.title}</p>}
      <h2 id="gate-lock-title" className="h3">
        {intl.formatMessage(messages.lockedTitle)}
      </h2>
      <p className="mb-1">{intl.formatMessage(messages.lockedBody)}</p>
      {gated?.prereqSectionName && (
        <p className="text-gray-700">
          {intl.formatMessage(messages.lockedPrerequisite, { name: gated.prereqSectionName })}
        </p>
      )}
      {gated?.prereqId && (
        <Link
          className="btn btn-primary mt-2"
          to={pathTo('courseware', { courseId: course.id, sequenceId: gated.prereqId })}
        >
          {intl.formatMessage(messages.lockedGo)}
        </Link>
      )}
    </section>
  );
}

/** A sequence hidden after its due date (§4 is_hidden_after_due): replaces the whole sequence area. */
export function HiddenAfterDue({ course }: { course: GateCourse }) {
  const intl = useIntl();
  const hasProgress = !course.tabs || course.tabs.some((tab) => tab.slug === 'progress');
  return (
    <section className="gate-page py-5" aria-labelledby="gate-hidden-title">
      <h2 id="gate-hidden-title" className="h3">
        {intl.formatMessage(messages.hiddenTitle)}
      </h2>
      <p>{intl.formatMessage(messages.hiddenBody)}</p>
      {hasProgress && (
        <p>
          {intl.formatMessage(messages.hiddenProgress, {
            progressLink: (
              <Link key="progress" to={pathTo('progress', { courseId: course.id })}>
                {intl.formatMessage(messages.hiddenProgressLink)}
              </Link>
            ),
          })}
        </p>
      )}
    </section>
  );
}

/**
 * The honor code (§9.5) instead of a graded unit while the course needs the learner's integrity signature.
 * "I agree" posts the signature; the content then shows. "Cancel" goes back to the course home.
 */
export function HonorCode({ course }: { course: GateCourse }) {
  const intl = useIntl();
  const { config } = usePlatform();
  const navigate = useNavigate();
  const [sign, { isLoading, isError }] = useSignIntegrityMutation();
  const terms = config.TERMS_OF_SERVICE_URL;
  return (
    <section className="gate-page gate-honor py-4" aria-labelledby="gate-honor-title">
      <h2 id="gate-honor-title" className="h3">
        {intl.formatMessage(messages.honorTitle, { siteName: config.SITE_NAME })}
      </h2>
      <p>{intl.formatMessage(messages.honorBody)}</p>
      {terms && (
        <p>
          <a href={`${terms}#honor-code`}>{intl.formatMessage(messages.honorLink)}</a>
        </p>
      )}
      {isError && (
        <Alert variant="danger" live>
          {intl.formatMessage(messages.honorFailed)}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => void navigate(pathTo('outline', { courseId: course.id }))}
        >
          {intl.formatMessage(messages.honorCancel)}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={isLoading}
          onClick={() => void sign(course.id)}
        >
          {isLoading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {intl.formatMessage(messages.honorAgree)}
        </button>
        <span role="status" className="visually-hidden">
          {isLoading ? intl.formatMessage(messages.honorSaving) : ''}
        </span>
      </div>
    </section>
  );
}

/**
 * The audit locks' panel (spec §4; contract §12.1): above a unit under the graded lock (the paywall of
 * content-type gating: the unit's frame still loads below), or in place of the content under the verified
 * lock. The upgrade action shows only when the course sells a verified track.
 */
export function Paywall({ course, lock }: { course: GateCourse; lock: AuditLock }) {
  const intl = useIntl();
  const { upsell } = useUpgradeTracking(course.id, course.org ?? '');
  const mode = course.verifiedMode ?? null;
  const offer = course.offer ?? null;
  const verified = lock.kind === 'verified';
  const benefits = [
    messages.benefitCertificate,
    messages.benefitUnlimited,
    messages.benefitFullAccess,
    messages.benefitSupport,
  ];
  return (
    <section className="card gate-paywall mb-4" aria-labelledby="gate-paywall-title">
      <div className="card-body">
        <h2 id="gate-paywall-title" className="h4 d-flex align-items-center gap-2">
          <Icon svg={lockIcon} />
          {intl.formatMessage(verified ? messages.verifiedLockTitle : messages.paywallTitle)}
        </h2>
        {mode ? (
          <>
            <p>{intl.formatMessage(verified ? messages.verifiedLockBody : messages.paywallBody)}</p>
            <ul className="mb-3">
              {benefits.map((benefit) => (
                <li key={benefit.id}>{intl.formatMessage(benefit)}</li>
              ))}
            </ul>
            <UpgradeButton
              href={upgradeUrl(mode, offer)}
              price={upgradePrice(mode, offer)}
              onClick={() => upsell(UPSELL_LINKS.auditLock)}
            />
          </>
        ) : (
          <p className="mb-0">
            {intl.formatMessage(verified ? messages.verifiedLockNoUpgrade : messages.paywallNoUpgrade)}
          </p>
        )}
      </div>
    </section>
  );
}

/** Enrolment in courseware (spec §2, §6): must enroll replaces content; staff and visitors get a notice. */
export function MustEnroll({ course }: { course: GateCourse }) {
  const intl = useIntl();
  return (
    <div className="gate-page py-5">
      <Alert
        variant="info"
        label={intl.formatMessage(messages.mustEnrollLabel)}
        actions={
          <Link className="btn btn-primary" to={pathTo('outline', { courseId: course.id })}>
            {intl.formatMessage(messages.mustEnrollAction)}
          </Link>
        }
      >
        <p className="mb-0">{intl.formatMessage(alertMessages.mustEnroll)}</p>
      </Alert>
    </div>
  );
}

export function EnrollmentNotice({ course }: { course: GateCourse }) {
  const intl = useIntl();
  const { config, user } = usePlatform();
  const state = enrollmentState(course, user !== null);
  if (state === 'staff-unenrolled') {
    return (
      <Alert variant="warning" label={intl.formatMessage(messages.staffUnenrolledLabel)}>
        <p className="mb-0">{intl.formatMessage(alertMessages.staffUnenrolled)}</p>
      </Alert>
    );
  }
  if (state === 'public-visitor') {
    const here = window.location.href;
    return (
      <Alert variant="info" label={intl.formatMessage(messages.publicViewLabel)}>
        <p className="mb-0">
          {intl.formatMessage(messages.publicView, {
            signIn: (
              <a key="signin" href={loginUrl(config, here)}>
                {intl.formatMessage(messages.signIn)}
              </a>
            ),
            register: (
              <a key="register" href={registerUrl(config, here)}>
                {intl.formatMessage(alertMessages.registerLink)}
              </a>
            ),
          })}
        </p>
      </Alert>
    );
  }
  return null;
}

/**
 * Everything that stands between the learner and a unit (spec §2, §4), around the unit's content. Pass the
 * unit's content as children; `unit` is null when the sequence has no unit to show.
 */
export function UnitGate({
  course,
  sequence,
  unit,
  children,
}: {
  course: GateCourse;
  sequence: GateSequence;
  unit: GateUnit | null;
  children?: ReactNode;
}) {
  const { user } = usePlatform();
  const gate = unitGate({ course, sequence, unit, signedIn: user !== null });
  const lock = useUnitAuditLock(course, sequence, unit);
  switch (gate) {
    case 'hidden-after-due':
      return <HiddenAfterDue course={course} />;
    case 'prerequisite':
      return <PrerequisiteLock course={course} sequence={sequence} />;
    case 'must-enroll':
      return <MustEnroll course={course} />;
    case 'honor-code':
      return <HonorCode course={course} />;
    default:
      return (
        <>
          <EnrollmentNotice course={course} />
          {lock && (
            <PluginSlot
              id="org.openedx.frontend.learning.gated_unit_content_message.v1"
              idAliases={['gated_unit_content_message_slot']}
              pluginProps={{ courseId: course.id }}
            >
              <Paywall course={course} lock={lock} />
            </PluginSlot>
          )}
          {lock?.modal && <BlockingModal courseId={course.id} />}
          {!lock?.blocksContent && children}
        </>
      );
  }
}

/**
 * The gates of the whole sequence area (navigation, unit, bottom navigation): the past-due notice replaces
 * it; otherwise it shows. Timed and proctored exams have their own area (../exams, chosen in ../placements.tsx).
 */
export function SequenceGate({
  course,
  sequence,
  children,
}: {
  course: GateCourse;
  sequence: GateSequence;
  children?: ReactNode;
}) {
  return sequenceGate(sequence) === 'hidden-after-due' ? <HiddenAfterDue course={course} /> : children;
}

export type GatesProps =
  | { kind: 'sequence'; course: GateCourse; sequence: GateSequence }
  | { kind: 'unit'; course: GateCourse; sequence: GateSequence; unit: GateUnit | null; children?: ReactNode };

/**
 * The gates of one place, for the courseware's placements (../placements.tsx), which load this module only once
 * their rules say a gate or notice shows there: `sequence` the page replacing the sequence area, `unit`
 * what stands before or above the unit's content (then passed as children).
 */
export function Gates(props: GatesProps) {
  if (props.kind === 'sequence') return <SequenceGate course={props.course} sequence={props.sequence} />;
  return (
    <UnitGate course={props.course} sequence={props.sequence} unit={props.unit}>
      {props.children}
    </UnitGate>
  );
}
