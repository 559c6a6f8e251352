import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useMarkFirstContent } from '@/components/page/firstContent';
import { Redirect } from '@/components/Redirect';
import { formatDate } from '@/components/dates';
import { pageTitle } from '@/components/pageTitle';
import { LoadingSpinner } from '@/components/Spinner';
import { accessDeniedRedirect } from '@/rules/accessDenied';
import { useGetCoursewareQuery } from '@/lms/courseware/api';
import { EXIT_STATE_CODE, exitState, type ExitState } from '@/rules/exitState';
import type { CoursewareCourse } from '@/lms/courseware/types';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import { usePlatform } from '@/platform/react';
import { useGetHasCourseGoalsQuery, useUnsubscribeFromRemindersMutation } from './api';
import { Celebration } from './Celebration';
import messages from './messages';
import { trackExit } from './track';
import { PageTitle } from '@/components/PageTitle';
import { pathTo } from '@/app/routeConfig';
import sharedMessages from '@/components/messages';

/** The footnote's link; `destination` as upstream's, so a Modify's `content: { destination }` applies. */
function DashboardLink({ destination, onClick }: { destination: string; onClick: () => void }) {
  const intl = useIntl();
  return (
    <a href={destination} onClick={onClick}>
      {intl.formatMessage(messages.dashboardLink)}
    </a>
  );
}

/**
 * Upstream's names of the page's variants (its `variant` of the exit slots), by exit state: the analytics
 * keep the spec's numbers.
 */
export const SLOT_VARIANT = {
  celebration: 'celebration',
  endNotPassing: 'nonpassing',
  moreContentComing: 'in_progress',
} as const;

/** Footnote shared by every variant: the dashboard, where courses and certificates live. */
export function DashboardFootnote({ onClick, variant }: { onClick: () => void; variant: string }) {
  const intl = useIntl();
  const { config } = usePlatform();
  return (
    <p className="small text-muted mt-4 mb-0">
      {intl.formatMessage(messages.dashboardFootnote, {
        dashboardLink: (
          <PluginSlot
            id="org.openedx.frontend.learning.course_exit_dashboard_footnote_link.v1"
            slotOptions={{ mergeProps: true }}
            pluginProps={{ variant }}
          >
            <DashboardLink destination={`${config.LMS_BASE_URL}/dashboard`} onClick={onClick} />
          </PluginSlot>
        ),
      })}
    </p>
  );
}

/** "Looking for your next course?" with the catalogue search, when one is configured. */
export function CatalogSuggestion({ onClick }: { onClick: () => void }) {
  const intl = useIntl();
  const { config } = usePlatform();
  if (!config.SEARCH_CATALOG_URL) return null;
  return (
    <p className="mt-4 mb-0">
      {intl.formatMessage(messages.catalogSuggestion, {
        catalogLink: (
          <a href={config.SEARCH_CATALOG_URL} onClick={onClick}>
            {intl.formatMessage(messages.catalogLink)}
          </a>
        ),
      })}
    </p>
  );
}

function Failure({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className="container-xl py-5">
      <div className="alert alert-danger" role="alert">
        <p className="mb-2">{intl.formatMessage(sharedMessages.courseLoadFailed)}</p>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
          {intl.formatMessage(sharedMessages.tryAgain)}
        </button>
      </div>
    </div>
  );
}

/**
 * Audit learners with goal data stop getting goal reminders once they reach the end (course-home §5.3,
 * form 2): sent once per course and page view, never while masquerading; the answer is ignored.
 */
function useUnsubscribeAtEnd(course: CoursewareCourse, signedIn: boolean) {
  const eligible = signedIn && course.enrollmentMode === 'audit' && !course.isMasquerading;
  const { data: hasGoals } = useGetHasCourseGoalsQuery(course.id, { skip: !eligible });
  const [unsubscribe] = useUnsubscribeFromRemindersMutation();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!eligible || !hasGoals || sent.current === course.id) return;
    sent.current = course.id;
    unsubscribe(course.id).catch(() => undefined);
  }, [eligible, hasGoals, course.id, unsubscribe]);
}

function Variant({ state, course }: { state: Exclude<ExitState, 'noExitPage'>; course: CoursewareCourse }) {
  const intl = useIntl();
  const { analytics, config, user } = usePlatform();
  // Analytics name the variant by the spec's number (1, 2 or 3).
  const variant = EXIT_STATE_CODE[state];
  const properties = { course_id: course.id, org_key: course.org, variant };
  const track = (event: Parameters<typeof trackExit>[1], extra: Record<string, unknown> = {}) =>
    trackExit(analytics, event, { ...properties, ...extra });
  useUnsubscribeAtEnd(course, user !== null);
  useMarkFirstContent();

  const visited = useRef<string | null>(null);
  useEffect(() => {
    const key = `${course.id}|${state}`;
    if (visited.current === key) return;
    visited.current = key;
    trackExit(analytics, 'visited', { course_id: course.id, org_key: course.org, variant });
  }, [analytics, course.id, course.org, state, variant]);

  // Upstream's "View courses" button (course_exit_view_courses; a Modify's `content: { href }` applies).
  const dashboard = (
    <PluginSlot
      id="org.openedx.frontend.learning.course_exit_view_courses.v1"
      slotOptions={{ mergeProps: true }}
    >
      <a
        className="btn btn-primary"
        href={`${config.LMS_BASE_URL}/dashboard`}
        onClick={() => track('dashboard.clicked', { place: 'button' })}
      >
        {intl.formatMessage(messages.viewMyCourses)}
      </a>
    </PluginSlot>
  );
  const footnote = (
    <DashboardFootnote
      variant={SLOT_VARIANT[state]}
      onClick={() => track('dashboard.clicked', { place: 'footnote' })}
    />
  );
  const catalog = <CatalogSuggestion onClick={() => track('catalog_search.clicked')} />;
  const tabUrl = (slug: string) => course.tabs.find((tab) => tab.slug === slug)?.url ?? null;
  // The tab's address is this app's own page when it ends in that page's path: a router link then.
  const tabLink = (url: string, page: 'dates' | 'progress', label: string) => {
    const onClick = () => track(page === 'dates' ? 'dates.clicked' : 'progress.clicked');
    const own = pathTo(page, { courseId: course.id });
    let inApp = false;
    try {
      inApp = decodeURIComponent(new URL(url).pathname).replace(/\/$/, '').endsWith(own);
    } catch {
      inApp = false;
    }
    return inApp ? (
      <Link className="btn btn-outline-primary" to={own} onClick={onClick}>
        {label}
      </Link>
    ) : (
      <a className="btn btn-outline-primary" href={url} onClick={onClick}>
        {label}
      </a>
    );
  };

  let title: string;
  let body: ReactNode;
  if (state === 'celebration') {
    title = intl.formatMessage(messages.congratulations);
    body = (
      <Celebration
        course={course}
        track={track}
        dashboard={dashboard}
        footnote={footnote}
        catalog={catalog}
      />
    );
  } else {
    title = intl.formatMessage(messages.endOfCourseTitle);
    const datesUrl = state === 'moreContentComing' ? tabUrl('dates') : null;
    const progressUrl = state === 'endNotPassing' ? tabUrl('progress') : null;
    body = (
      <section className="course-exit-card mx-auto" aria-labelledby="course-exit-heading">
        <h1 id="course-exit-heading" className="h2 mb-3">
          {intl.formatMessage(
            state === 'moreContentComing' ? messages.comingSoonHeading : messages.endHeading,
          )}
        </h1>
        <p className="lead">
          {intl.formatMessage(state === 'moreContentComing' ? messages.comingSoonText : messages.notEligible)}
        </p>
        <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
          {datesUrl && tabLink(datesUrl, 'dates', intl.formatMessage(messages.viewSchedule))}
          {progressUrl && tabLink(progressUrl, 'progress', intl.formatMessage(messages.viewGrades))}
          {dashboard}
        </div>
        {footnote}
        {catalog}
      </section>
    );
  }
  return (
    <div className="container-xl py-5 course-exit text-center">
      <PageTitle>{pageTitle([title, course.title], config.SITE_NAME)}</PageTitle>
      {body}
    </div>
  );
}

/**
 * The course exit page (/course/{courseId}/course-end, spec §2, contract §11): the three course calls,
 * then one of three variants by the exit state of spec §4; `noExitPage` goes back to the course.
 */
export function CourseExitPage() {
  const intl = useIntl();
  const { user } = usePlatform();
  const { courseId = '' } = useParams();
  const courseware = useGetCoursewareQuery(courseId);
  const data = courseware.data;
  const retry = () => void courseware.refetch();

  if (!data) {
    if (courseware.isError) return <Failure onRetry={retry} />;
    return <LoadingSpinner label={intl.formatMessage(messages.loading)} />;
  }
  if (data.status === 'failed' || (data.status === 'loading' && courseware.isError))
    return <Failure onRetry={retry} />;
  const course = data.course;
  if (data.status === 'denied' && course) {
    const target = accessDeniedRedirect({
      courseId,
      courseAccess: course.courseAccess,
      start: course.start,
      page: 'course-exit',
      legacyPages: course.lmsHasLegacyPages,
      formatDate: (iso) => formatDate(intl, iso, course.userTimezone),
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
  if (course && data.outlineLoading) return <LoadingSpinner label={intl.formatMessage(messages.loading)} />;
  if (!course || !data.outline) return <Failure onRetry={retry} />;
  const state = exitState({
    course,
    hasScheduledContent: data.outline.course.hasScheduledContent,
    isSignedIn: user !== null,
  });
  if (state === 'noExitPage') {
    return (
      <>
        <LoadingSpinner label={intl.formatMessage(messages.redirecting)} />
        <Redirect to={pathTo('courseware', { courseId })} />
      </>
    );
  }
  return <Variant state={state} course={course} />;
}
