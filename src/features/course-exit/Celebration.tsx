import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  CertificateLinks,
  RequestCertificateButton,
  VerifyIdentityLink,
} from '@/components/certificate/CertificateActions';
import certificateMessages from '@/components/certificate/messages';
import { formatDate } from '@/components/dates';
import { UPSELL_LINKS, useUpgradeTracking } from '@/components/upgrade/track';
import { Price } from '@/components/upgrade/UpgradeButton';
import type { CoursewareCourse } from '@/lms/courseware/types';
import { usePlatform } from '@/platform/react';
import { certificateByStatus, type CertificateState } from '@/rules/certificate';
import { upgradePrice } from '@/rules/upgradePrice';
import messages from './messages';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import { Recommendations } from './Recommendations';
import { completedPrograms, shareTargets } from './rules';
import type { ExitEvent } from './track';
import priceMessages from '@/components/upgrade/priceMessages';

type Track = (event: ExitEvent, extra?: Record<string, unknown>) => void;

function Share({ course, track }: { course: CoursewareCourse; track: Track }) {
  const intl = useIntl();
  const { config } = usePlatform();
  if (!course.marketingUrl) return null;
  const targets = shareTargets(course.marketingUrl, {
    campaign: config.SOCIAL_UTM_MILESTONE_CAMPAIGN || null,
    twitterUrl: config.TWITTER_URL || null,
    twitterHashtag: config.TWITTER_HASHTAG || null,
    text: intl.formatMessage(messages.shareText, { courseTitle: course.title }),
  });
  return (
    <div className="mt-4">
      <p className="mb-2">{intl.formatMessage(messages.shareSuccess)}</p>
      <ul className="list-unstyled d-flex justify-content-center flex-wrap gap-2 mb-0">
        {targets.map(({ network, href }) => (
          <li key={network}>
            <a
              className="btn btn-outline-primary btn-sm"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track('social_share.clicked', { service: network })}
            >
              {intl.formatMessage(messages.shareOn, { network })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function UpgradeOffer({ course, track }: { course: CoursewareCourse; track: Track }) {
  const intl = useIntl();
  const { upsell } = useUpgradeTracking(course.id, course.org);
  const mode = course.verifiedMode;
  if (!mode) return null;
  const offer = course.offer;
  const upgradeUrl = offer?.upgradeUrl ?? mode.upgradeUrl;
  const expiration = course.accessExpiration?.expirationDate ?? null;
  return (
    <>
      <h2 id="course-exit-certificate-heading" className="h4">
        {intl.formatMessage(messages.upgradeHeading)}
      </h2>
      <p className="h5 my-3">
        <Price price={upgradePrice(mode, offer)} originalPriceMessage={priceMessages.originalPrice} />
      </p>
      {upgradeUrl && (
        <a
          className="btn btn-primary"
          href={upgradeUrl}
          onClick={() => {
            track('certificate.clicked', { action: 'upgrade' });
            upsell(UPSELL_LINKS.courseExit);
          }}
        >
          {intl.formatMessage(certificateMessages.upgradeNow)}
        </a>
      )}
      {offer?.code && offer.percentage !== null && (
        <p className="mt-3 mb-0">
          {intl.formatMessage(messages.discountCode, {
            code: <strong>{offer.code}</strong>,
            percentage: offer.percentage,
          })}
        </p>
      )}
      {expiration && (
        <p className="small text-muted mt-3 mb-0">
          {intl.formatMessage(messages.accessFootnote, {
            expirationDate: formatDate(intl, expiration, course.userTimezone),
          })}
        </p>
      )}
    </>
  );
}

function CertificateContent({
  state,
  course,
  track,
}: {
  state: CertificateState;
  course: CoursewareCourse;
  track: Track;
}) {
  const intl = useIntl();
  const day = (iso: string | null) => formatDate(intl, iso, course.userTimezone);
  const heading = (text: string) => (
    <h2 id="course-exit-certificate-heading" className="h4">
      {text}
    </h2>
  );
  switch (state.kind) {
    case 'downloadable':
      return (
        <>
          {heading(intl.formatMessage(certificateMessages.availableHeading))}
          <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">
            <CertificateLinks
              url={state.url}
              isWebView={state.isWebView}
              linkedinUrl={course.linkedinAddToProfileUrl}
              onView={() => track('certificate.clicked', { action: state.isWebView ? 'view' : 'download' })}
              onLinkedin={() => track('certificate.clicked', { action: 'linkedin' })}
            />
          </div>
        </>
      );
    case 'earned-not-available':
      return (
        <>
          {heading(intl.formatMessage(certificateMessages.soonHeading))}
          <p className="mb-0">
            {course.end && state.availableDate
              ? intl.formatMessage(messages.certSoonText, {
                  endDate: day(course.end),
                  certificateAvailableDate: day(state.availableDate),
                })
              : intl.formatMessage(messages.certSoonTextNoDates)}
          </p>
        </>
      );
    case 'requesting':
      return (
        <>
          {heading(intl.formatMessage(certificateMessages.qualifiedHeading))}
          <RequestCertificateButton
            courseId={course.id}
            onClick={() => track('certificate.clicked', { action: 'request' })}
          />
        </>
      );
    case 'unverified':
    case 'verification-pending':
      return (
        <>
          {heading(intl.formatMessage(messages.certVerifyHeading))}
          {state.kind === 'verification-pending' ? (
            <p className="mb-0">{intl.formatMessage(messages.verificationPending)}</p>
          ) : (
            <VerifyIdentityLink
              courseId={course.id}
              href={course.verifyIdentityUrl}
              onClick={() => track('certificate.clicked', { action: 'verify' })}
            />
          )}
        </>
      );
    case 'upgrade':
      return <UpgradeOffer course={course} track={track} />;
    default:
      return null;
  }
}

/** Variant 1 of the exit page: the learner has completed the course (contract §11.2). */
export function Celebration({
  course,
  track,
  dashboard,
  footnote,
  catalog,
}: {
  course: CoursewareCourse;
  track: Track;
  dashboard: ReactNode;
  footnote: ReactNode;
  catalog: ReactNode;
}) {
  const intl = useIntl();
  const block = certificateByStatus({
    certificate: course.certificateData,
    verificationStatus: course.verificationStatus,
    upgradeUrl: course.verifiedMode?.upgradeUrl ?? null,
  });
  const programs = completedPrograms(course.relatedPrograms);
  return (
    <>
      <section className="course-exit-card mx-auto" aria-labelledby="course-exit-heading">
        <h1 id="course-exit-heading" className="h2 mb-2">
          {intl.formatMessage(messages.congratulations)}
        </h1>
        <p className="lead mb-0">{intl.formatMessage(messages.completedCourse)}</p>
        <Share course={course} track={track} />
        <div className="mt-4">{dashboard}</div>
      </section>
      {programs.map((program) => (
        // A group named by its first line, as the shared alerts are by their headings.
        <div
          key={program.uuid}
          className="alert alert-success mx-auto mt-4 course-exit-card"
          role="group"
          aria-labelledby={`course-exit-program-${program.uuid}`}
        >
          <p id={`course-exit-program-${program.uuid}`} className="mb-1 fw-bold">
            {intl.formatMessage(messages.programCompleted, { title: program.title })}
          </p>
          <a href={program.url} onClick={() => track('program.clicked', { program_uuid: program.uuid })}>
            {intl.formatMessage(messages.viewProgram)}
          </a>
        </div>
      ))}
      {block && (
        <section
          className="card mx-auto mt-4 course-exit-card"
          aria-labelledby="course-exit-certificate-heading"
        >
          <div className="card-body">
            <CertificateContent state={block} course={course} track={track} />
            {block.kind !== 'upgrade' || !course.accessExpiration?.expirationDate ? footnote : null}
          </div>
        </section>
      )}
      {!block && <div className="course-exit-card mx-auto">{footnote}</div>}
      <PluginSlot
        id="org.openedx.frontend.learning.course_recommendations.v1"
        idAliases={['course_recommendations_slot']}
        pluginProps={{ variant: 'celebration' }}
      >
        <Recommendations course={course} track={track} fallback={catalog} />
      </PluginSlot>
    </>
  );
}
