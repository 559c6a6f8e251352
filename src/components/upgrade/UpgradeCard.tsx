import '@/styles/card.scss';
import './upgrade.scss';
import checkIcon from 'bootstrap-icons/icons/check-lg.svg?raw';
import clockIcon from 'bootstrap-icons/icons/clock.svg?raw';
import { useEffect, useId, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatDate } from '@/components/dates';
import { Icon } from '@/components/Icon';
import { usePlatform } from '@/platform/react';
import type { Countdown, UpgradeCard as UpgradeCardModel } from '@/rules/upgrade';
import { formatPercentage } from './format';
import messages from './messages';
import { SIDEBAR_UPSELL_EVENTS, UPSELL_LINKS, useUpgradeTracking } from './track';
import { UpgradeButton } from './UpgradeButton';

/** The expiry date in the card: day and full month, in the learner's zone ("March 9"). */
const EXPIRY_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long' };

export function countdownText(intl: Pick<IntlShape, 'formatMessage'>, countdown: Countdown): string {
  switch (countdown.unit) {
    case 'days':
      return intl.formatMessage(messages.daysLeft, { dayCount: countdown.count });
    case 'hours':
      return intl.formatMessage(messages.hoursLeft, { hourCount: countdown.count });
    default:
      return intl.formatMessage(messages.lastHour);
  }
}

function Benefit({ children }: { children: ReactNode }) {
  return (
    <li className="d-flex gap-2 mb-2">
      <Icon svg={checkIcon} className="upgrade-card-check flex-shrink-0 mt-1" />
      <span dir="auto">{children}</span>
    </li>
  );
}

/** The benefits of upgrading: all four at a week or more left, two when access does not expire. */
function Benefits({ full }: { full: boolean }) {
  const intl = useIntl();
  const { config } = usePlatform();
  const certificateUrl =
    config.SUPPORT_URL_VERIFIED_CERTIFICATE ??
    (config.MARKETING_SITE_BASE_URL ? `${config.MARKETING_SITE_BASE_URL}/verified-certificate` : null);
  const certificate = intl.formatMessage(messages.verifiedCertificate);
  const bold = (key: string, text: string) => (
    <strong key={key} className="fw-semibold">
      {text}
    </strong>
  );
  return (
    <ul className="list-unstyled mb-3" aria-label={intl.formatMessage(messages.benefits)}>
      <Benefit>
        {intl.formatMessage(messages.benefitCertificate, {
          verifiedCertificate: certificateUrl ? (
            <a key="certificate" className="fw-semibold" href={certificateUrl}>
              {certificate}
            </a>
          ) : (
            bold('certificate', certificate)
          ),
        })}
      </Benefit>
      {full && (
        <>
          <Benefit>
            {intl.formatMessage(messages.benefitGraded, {
              gradedAssignments: bold('graded', intl.formatMessage(messages.gradedAssignments)),
            })}
          </Benefit>
          <Benefit>
            {intl.formatMessage(messages.benefitFullAccess, {
              fullAccess: bold('full', intl.formatMessage(messages.fullAccess)),
            })}
          </Benefit>
        </>
      )}
      <Benefit>
        {intl.formatMessage(messages.benefitMission, {
          nonProfitMission: bold('mission', intl.formatMessage(messages.nonProfitMission)),
          siteName: config.SITE_NAME,
        })}
      </Benefit>
    </ul>
  );
}

function Banner({ urgent, children }: { urgent: boolean; children: ReactNode }) {
  return (
    <p className={`upgrade-card-banner ${urgent ? 'upgrade-card-banner-urgent' : ''} d-flex gap-2 mb-3`}>
      <Icon svg={clockIcon} className="flex-shrink-0 mt-1" />
      <span dir="auto">{children}</span>
    </p>
  );
}

export interface UpgradeCardProps {
  readonly card: UpgradeCardModel;
  /**
   * The course the card is for (the outline's metadata or the courseware's course record): its id and
   * org for analytics, and the learner's zone for dates (the LMS's `user_timezone`; the browser's when null).
   */
  readonly course: { readonly id: string; readonly org: string; readonly userTimezone: string | null };
  /** Where the card is, for analytics: the outline's sidebar or the courseware's notification tray. */
  readonly placement: 'course_home' | 'in_course';
  readonly headingLevel?: 2 | 3;
}

/**
 * The upgrade card (spec §4 "Upgrade card"; contract courseware §12.2), one for the outline's sidebar and
 * the courseware's notification tray. Its variant comes from the pure rules (`rules/upgrade.ts`):
 *
 * - a week or more of access left: the first-time-learner discount with its countdown, or "Upgrade your
 *   course today" with the expiry date; then the four benefits;
 * - less than a week: "Course Access Expiration", the countdown and the warning that progress is lost;
 * - access that does not expire: "Pursue a verified certificate" and two benefits;
 * - then "Upgrade for {price}" and, with a discount, its code.
 *
 * Its words take their direction from their text (`dir="auto"`): English shown in a right-to-left page
 * until a translation arrives keeps its punctuation and numbers in place.
 *
 * Its own chunk: learners without an upgrade to make never download it.
 */
export function UpgradeCard({
  card,
  course: { id: courseId, org, userTimezone },
  placement,
  headingLevel = 2,
}: UpgradeCardProps) {
  const intl = useIntl();
  const id = useId();
  const { upsell, event, log } = useUpgradeTracking(courseId, org);
  useEffect(() => {
    log(SIDEBAR_UPSELL_EVENTS.displayed);
  }, [log]);

  const date = (iso: string) => formatDate(intl, iso, userTimezone, EXPIRY_FORMAT);
  let header: string;
  let banner: ReactNode = null;
  let body: ReactNode;
  switch (card.kind) {
    case 'discount':
      header = intl.formatMessage(messages.discountHeader, {
        percentage: formatPercentage(intl, card.percentage ?? 0),
      });
      banner = <Banner urgent={false}>{countdownText(intl, card.countdown)}</Banner>;
      body = <Benefits full />;
      break;
    case 'upgrade-today':
      header = intl.formatMessage(messages.upgradeToday);
      banner = (
        <Banner urgent={false}>
          {intl.formatMessage(messages.accessWillExpire, { date: date(card.expiresAt) })}
        </Banner>
      );
      body = <Benefits full />;
      break;
    case 'expiring':
      header = intl.formatMessage(messages.urgentHeader);
      banner = <Banner urgent>{countdownText(intl, card.countdown)}</Banner>;
      body = (
        <>
          <p dir="auto">
            {intl.formatMessage(messages.accessLoss, {
              includingAnyProgress: (
                <strong key="progress">{intl.formatMessage(messages.includingAnyProgress)}</strong>
              ),
              date: date(card.expiresAt),
            })}
          </p>
          <p dir="auto">{intl.formatMessage(messages.urgentUpgrade)}</p>
        </>
      );
      break;
    default:
      header = intl.formatMessage(messages.pursueCertificate);
      body = <Benefits full={false} />;
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section className="card upgrade-card mb-4" aria-labelledby={id}>
      <div className="card-body">
        <Heading id={id} className="h5 upgrade-card-header" dir="auto">
          {header}
        </Heading>
        {banner}
        <div className="small">{body}</div>
        <UpgradeButton
          className="btn btn-primary w-100"
          href={card.upgradeUrl}
          price={card.price}
          onClick={() => {
            log(SIDEBAR_UPSELL_EVENTS.clicked);
            log(SIDEBAR_UPSELL_EVENTS.upgradeClicked, { location: 'sidebar-message' });
            event('Promotion Clicked', {
              creative: 'sidebarupsell',
              name: 'In-Course Verification Prompt',
              position: 'sidebar-message',
              promotion_id: 'courseware_verified_certificate_upsell',
            });
            upsell(placement === 'course_home' ? UPSELL_LINKS.courseHomeCard : UPSELL_LINKS.inCourseCard);
          }}
        />
        {card.code && (
          <p className="small text-center mt-2 mb-0" dir="auto">
            {intl.formatMessage(messages.useCode, { code: <strong key="code">{card.code}</strong> })}
          </p>
        )}
      </div>
    </section>
  );
}

export default UpgradeCard;
