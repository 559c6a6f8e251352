import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { loadable } from '@/components/loadable';
import { useMarkFirstContent } from '@/components/page/firstContent';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import { UPSELL_LINKS, useUpgradeTracking } from '@/components/upgrade/track';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { gradeLocks, type Progress } from './model';
import { usePlatform } from '@/platform/react';
import { CertificateStatus } from './CertificateStatus';
import { Completion } from './Completion';
import { CourseGradeBar, DetailedGrades, GradeSummary } from './Grades';
import messages from './messages';
import { inert } from '@/components/inert';
import { PROGRESS_EVENTS, useProgressTracking } from './track';
import { pathTo } from '@/app/routeConfig';
import sharedMessages from '@/components/messages';

/** The detailed grades with ungraded subsections (SHOW_UNGRADED_ASSIGNMENT_PROGRESS): their own chunk. */
export const UngradedDetailedGrades = loadable(
  () => import('./ungraded/UngradedDetailedGrades'),
  'UngradedDetailedGrades',
);

/** A credit course's requirements (credit_course_requirements): their own chunk, for credit courses only. */
const loadCredit = () => import('./credit/CreditRequirements');
const CreditRequirements = loadable(loadCredit, 'CreditRequirements');
const CreditGradesHeading = loadable(
  () => loadCredit().then((module) => ({ default: module.CreditGradesHeading })),
  'CreditGradesHeading',
);

export interface ProgressTabProps {
  metadata: CourseMetadata;
  progress: Progress;
  /** Viewing another learner (the route's target user). */
  isOtherLearner: boolean;
}

/** The progress tab's content (spec §2 Progress tab). */
export function ProgressTab({ metadata, progress, isOtherLearner }: ProgressTabProps) {
  const intl = useIntl();
  const { user, config } = usePlatform();
  useMarkFirstContent();
  const courseId = metadata.id;
  const track = useProgressTracking(courseId, metadata.org);
  const { upsell } = useUpgradeTracking(courseId, metadata.org);
  const locks = gradeLocks(progress);
  const upgradeUrl = progress.verifiedMode?.upgradeUrl ?? null;

  const visited = useRef(false);
  useEffect(() => {
    if (visited.current) return;
    visited.current = true;
    track(PROGRESS_EVENTS.visited, { track_variant: progress.enrollmentMode });
  }, [track, progress.enrollmentMode]);

  const heading =
    isOtherLearner && progress.username
      ? intl.formatMessage(messages.headingOther, { username: progress.username })
      : intl.formatMessage(messages.headingOwn);

  const locked = locks.fullyLocked;
  const credit = progress.creditCourseRequirements !== null;
  const gradesHeading = intl.formatMessage(messages.gradeHeading);
  const detailed = {
    progress,
    onAssignmentClick: (blockKey: string) =>
      track(PROGRESS_EVENTS.detailedGrade, { assignment_block_key: blockKey }),
  };
  // The grade bar and the breakdown are each their own slot: each gets the lock's overlay.
  const lockedArea = {
    className: locked ? 'progress-grades-locked' : undefined,
    'aria-hidden': locked || undefined,
    ...inert(locked),
  };
  return (
    <div className="container-xl py-4 progress-tab">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">{heading}</h1>
        {user?.administrator && progress.studioUrl && (
          <a className="btn btn-outline-primary btn-sm" href={progress.studioUrl}>
            {intl.formatMessage(messages.studioLink)}
          </a>
        )}
      </div>
      <div className="row g-4">
        <div className="col-12 col-lg-8">
          {/* Today's LMS lets a course turn the completion graph off (disable_progress_graph); a slot of
              its own, as on Open edX's learning app, which says whether the graph is on. */}
          <PluginSlot
            id="org.openedx.frontend.learning.progress_tab_course_completion.v1"
            pluginProps={{ enableProgressGraph: !progress.disableProgressGraph }}
          >
            {!progress.disableProgressGraph && <Completion summary={progress.completionSummary} />}
          </PluginSlot>
          <PluginSlot
            id="org.openedx.frontend.learning.progress_tab_certificate_status_main_body.v1"
            idAliases={['progress_tab_certificate_status_main_body_slot']}
          />
          <section className="card progress-card mb-4" aria-labelledby="progress-grades-heading">
            <div className="card-body">
              <PluginSlot
                id="org.openedx.frontend.learning.progress_tab_course_grade.v1"
                idAliases={['progress_tab_course_grade_slot']}
              >
                <h2 id="progress-grades-heading" className="h4">
                  {credit ? (
                    <CreditGradesHeading
                      value={progress.creditCourseRequirements}
                      grades={gradesHeading}
                      fallback={gradesHeading}
                    />
                  ) : (
                    gradesHeading
                  )}
                </h2>
                <p className="small">{intl.formatMessage(messages.gradeBody)}</p>
                {(locks.fullyLocked || locks.partiallyLocked) && (
                  <div
                    className="alert alert-light border d-flex flex-wrap gap-3 align-items-center"
                    role="group"
                    aria-labelledby="progress-grades-locked-heading"
                  >
                    <div className="flex-grow-1">
                      <h3 id="progress-grades-locked-heading" className="h6 mb-1">
                        {intl.formatMessage(
                          locks.fullyLocked ? messages.fullyLockedHeading : messages.partiallyLockedHeading,
                        )}
                      </h3>
                      <p className="mb-0 small">{intl.formatMessage(messages.lockedBody)}</p>
                    </div>
                    {upgradeUrl && (
                      <a
                        className="btn btn-primary"
                        href={upgradeUrl}
                        onClick={() => {
                          track(PROGRESS_EVENTS.gradesUpgrade);
                          upsell(UPSELL_LINKS.progressLocked);
                        }}
                      >
                        {intl.formatMessage(messages.unlock)}
                      </a>
                    )}
                  </div>
                )}
                <div {...lockedArea}>
                  <CourseGradeBar
                    progress={progress}
                    isOtherLearner={isOtherLearner}
                    timeZone={metadata.userTimezone}
                  />
                  {credit && <CreditRequirements value={progress.creditCourseRequirements} />}
                </div>
              </PluginSlot>
              <PluginSlot
                id="org.openedx.frontend.learning.progress_tab_grade_breakdown.v1"
                idAliases={['progress_tab_grade_breakdown_slot']}
              >
                <div {...lockedArea}>
                  <GradeSummary progress={progress} />
                  {config.SHOW_UNGRADED_ASSIGNMENT_PROGRESS ? (
                    <UngradedDetailedGrades {...detailed} fallback={<DetailedGrades {...detailed} />} />
                  ) : (
                    <DetailedGrades {...detailed} />
                  )}
                </div>
              </PluginSlot>
            </div>
          </section>
        </div>
        <div className="col-12 col-lg-4">
          <PluginSlot
            id="org.openedx.frontend.learning.progress_tab_certificate_status_side_panel.v1"
            idAliases={['progress_tab_certificate_status_side_panel_slot']}
          >
            <CertificateStatus
              courseId={courseId}
              progress={progress}
              isEnrolled={progress.enrollmentMode !== null}
              canViewCertificate={metadata.canViewCertificate}
              timeZone={metadata.userTimezone}
              isOtherLearner={isOtherLearner}
              onTrack={(variant) => {
                track(PROGRESS_EVENTS.certificateStatus, { certificate_status_variant: variant });
                if (variant === 'upgrade') upsell(UPSELL_LINKS.progressCertificate);
              }}
            />
          </PluginSlot>
          <PluginSlot
            id="org.openedx.frontend.learning.progress_tab_related_links.v1"
            idAliases={['progress_tab_related_links_slot']}
            pluginProps={{ courseId }}
          >
            <section className="card progress-card mb-4" aria-labelledby="progress-related-heading">
              <div className="card-body">
                <h2 id="progress-related-heading" className="h4">
                  {intl.formatMessage(messages.relatedHeading)}
                </h2>
                <ul className="list-unstyled mb-0">
                  <li className="mb-2">
                    <Link
                      to={pathTo('dates', { courseId })}
                      onClick={() => track(PROGRESS_EVENTS.relatedLink, { link_clicked: 'dates' })}
                    >
                      {intl.formatMessage(sharedMessages.datesTab)}
                    </Link>
                    <p className="small mb-0">{intl.formatMessage(messages.relatedDatesBody)}</p>
                  </li>
                  <li>
                    <Link
                      to={pathTo('outline', { courseId })}
                      onClick={() => track(PROGRESS_EVENTS.relatedLink, { link_clicked: 'course_outline' })}
                    >
                      {intl.formatMessage(messages.relatedOutline)}
                    </Link>
                    <p className="small mb-0">{intl.formatMessage(messages.relatedOutlineBody)}</p>
                  </li>
                </ul>
              </div>
            </section>
          </PluginSlot>
        </div>
      </div>
    </div>
  );
}
