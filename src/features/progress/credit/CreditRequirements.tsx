import checkIcon from 'bootstrap-icons/icons/check-circle-fill.svg?raw';
import clockIcon from 'bootstrap-icons/icons/clock-fill.svg?raw';
import warningIcon from 'bootstrap-icons/icons/exclamation-triangle-fill.svg?raw';
import { useEffect, useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Icon } from '@/components/Icon';
import { usePlatform } from '@/platform/react';
import { decodeCreditRequirements, type CreditEligibility, type CreditRequirementStatus } from './credit';
import messages from './messages';

/*
 * The credit chunk (issue 46): a credit course's requirements under the course grade, as
 * frontend-app-learning's CreditInformation shows them, and the grade card's heading for such a course.
 * Only a progress answer with `credit_course_requirements` loads it (ProgressTab.tsx).
 */

const ELIGIBILITY: Record<CreditEligibility, MessageDescriptor> = {
  eligible: messages.eligible,
  not_eligible: messages.notEligible,
  partial_eligible: messages.partialEligible,
};

const STATUS = (status: CreditRequirementStatus) => {
  switch (status) {
    case 'satisfied':
      return { message: messages.completed, icon: checkIcon, tone: 'text-success' };
    case 'submitted':
      return { message: messages.submitted, icon: checkIcon, tone: 'text-success' };
    case 'failed':
      return { message: messages.failed, icon: warningIcon, tone: 'text-danger' };
    default:
      return { message: messages.upcoming, icon: clockIcon, tone: 'text-muted' };
  }
};

/**
 * The grade card's heading of a credit course: "Grades & Credit" (upstream's CourseGrade), `grades` when
 * the requirements cannot be read (and do not show).
 */
export function CreditGradesHeading({ value, grades }: { value: unknown; grades: string }) {
  const intl = useIntl();
  return decodeCreditRequirements(value) ? intl.formatMessage(messages.gradesAndCredit) : grades;
}

/**
 * "Requirements for course credit": the eligibility sentence with its links (the dashboard, and the site's
 * help page on credit, CREDIT_HELP_LINK_URL, as plain words when the site has none) and each requirement
 * with its status, in words and an icon. A malformed answer shows nothing (and is logged).
 */
export default function CreditRequirements({ value }: { value: unknown }) {
  const intl = useIntl();
  const { config, logger } = usePlatform();
  const headingId = useId();
  const credit = decodeCreditRequirements(value);
  useEffect(() => {
    if (!credit) logger.logInfo('Progress: credit_course_requirements could not be read; not shown');
  }, [credit, logger]);
  if (!credit) return null;

  const link = (href: string | null | undefined, text: string): ReactNode =>
    href ? <a href={href}>{text}</a> : text;
  const creditLink = link(config.CREDIT_HELP_LINK_URL, intl.formatMessage(messages.courseCredit));
  const dashboardLink = link(`${config.LMS_BASE_URL}/dashboard`, intl.formatMessage(messages.dashboardLink));
  return (
    <section className="progress-credit mb-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="h5">
        {intl.formatMessage(messages.heading)}
      </h3>
      {credit.eligibility && (
        <p className="small">
          {intl.formatMessage(ELIGIBILITY[credit.eligibility], { creditLink, dashboardLink })}
        </p>
      )}
      <dl className="mb-0 small">
        {credit.requirements.map((requirement, i) => {
          const status = STATUS(requirement.status);
          return (
            <div key={i} className="d-flex flex-wrap gap-2 mb-1">
              <dt dir="auto">
                {requirement.minGrade !== null
                  ? intl.formatMessage(messages.minimumGrade, {
                      minGrade: intl.formatNumber(Math.round(requirement.minGrade * 100)),
                    })
                  : requirement.displayName}
              </dt>
              <dd className={`mb-0 ${status.tone}`}>
                <Icon svg={status.icon} className="me-1" />
                {intl.formatMessage(status.message)}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
