import type { ReactNode } from 'react';
import { Redirect } from '@/components/Redirect';
import { useIntl } from 'react-intl';
import { formatDate } from '@/components/dates';
import { pageTitle } from '@/components/pageTitle';
import { useFirstContentShown } from '@/components/page/firstContent';
import { PageShell } from '@/components/page/PageShell';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import { LoadingSpinner } from '@/components/Spinner';
import { loadable } from '@/components/loadable';
import { isRefused, refusalDetail } from '@/lms/baseQuery';
import { useGetCourseMetadataQuery, type CourseMetadata } from '@/lms/courseMetadata';
import { useConfig } from '@/platform/react';
import { accessDeniedRedirect, type CoursePageKind } from '@/rules/accessDenied';
import messages from './messages';
import { TabBar } from './TabBar';
import { PageTitle } from '@/components/PageTitle';
import sharedMessages from '@/components/messages';

const FALLBACK_TAB_TITLES = {
  outline: sharedMessages.courseHome,
  dates: sharedMessages.datesTab,
  progress: messages.progressTab,
} as const;

/** Shown only when the LMS refuses the course (403): its own chunk, off every first visit. */
const CourseNotAvailable = loadable(
  () =>
    import('@/components/course-not-available/CourseNotAvailable').then((module) => ({
      default: module.CourseNotAvailable,
    })),
  'CourseNotAvailable',
);

export interface CourseFrameProps {
  courseId: string;
  page: CoursePageKind;
  /** The tab to mark as current. */
  activeTab: string;
  /** The unit in the address, for the microfrontend_disabled redirect. */
  unitId?: string | null;
  /** Tab pages get "tab | course | site" as their title; courseware and the exit page set their own. */
  setsTitle?: boolean;
  /** Rendered between the header and the tabs once the metadata is known (the staff toolbar). */
  toolbar?: (metadata: CourseMetadata) => ReactNode;
  /** Extra classes for the main landmark once the course is shown (the course font). */
  mainClassName?: string;
  children: ReactNode;
}

/**
 * The courseware search's gate (decision 0030): its chunk and the LMS's switch are asked for once the page's
 * content has shown; the search's own code only when the switch is on. A failed download costs the
 * button (an empty gate), nothing else.
 */
const SearchGate = loadable(() => import('./search/SearchGate').catch(() => ({ default: () => null })));

/**
 * The frame of every course page: header with the course named, staff toolbar slot, tab bar, page title,
 * and the course-level states (loading, failed, access denied). The page inside renders only once the
 * metadata has loaded and access is settled.
 */
export function CourseFrame({
  courseId,
  page,
  activeTab,
  unitId,
  setsTitle = false,
  toolbar,
  mainClassName,
  children,
}: CourseFrameProps) {
  const intl = useIntl();
  const config = useConfig();
  const { data, isFetching, isError, error, refetch } = useGetCourseMetadataQuery(courseId);
  const contentShown = useFirstContentShown();

  if (!data && (isFetching || !isError)) {
    return (
      <PageShell>
        <PageTitle>{config.SITE_NAME}</PageTitle>
        <LoadingSpinner label={intl.formatMessage(sharedMessages.loadingCourse)} className="py-5" />
      </PageShell>
    );
  }

  // The LMS will not show this course to this user at all (today's LMS, current-lms.md §2): say so, with
  // the way to the dashboard, and stay: a redirect here could bring the learner straight back.
  if (!data && isRefused(error)) {
    return (
      <PageShell>
        <PageTitle>{config.SITE_NAME}</PageTitle>
        <CourseNotAvailable message={refusalDetail(error)} />
      </PageShell>
    );
  }

  if (!data) {
    return (
      <PageShell>
        <PageTitle>{config.SITE_NAME}</PageTitle>
        <div className="container-xl py-5">
          <div className="alert alert-danger mx-auto" style={{ maxWidth: '40rem' }} role="alert">
            <h1 className="h4">{intl.formatMessage(sharedMessages.courseLoadFailed)}</h1>
            <p>{intl.formatMessage(messages.failedHelp)}</p>
            <div className="d-flex flex-wrap gap-2">
              <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
                {intl.formatMessage(sharedMessages.tryAgain)}
              </button>
              <a className="btn btn-outline-primary" href={`${config.LMS_BASE_URL}/dashboard`}>
                {intl.formatMessage(sharedMessages.goToDashboard)}
              </a>
            </div>
          </div>
        </div>
      </PageShell>
    );
  }

  if (!data.courseAccess.hasAccess) {
    const target = accessDeniedRedirect({
      courseId,
      courseAccess: data.courseAccess,
      start: data.start,
      unitId,
      page,
      legacyPages: data.lmsHasLegacyPages,
      formatDate: (iso) => formatDate(intl, iso, data.userTimezone),
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

  const tabTitle =
    data.tabs.find((tab) => tab.slug === activeTab)?.title ??
    (activeTab in FALLBACK_TAB_TITLES
      ? intl.formatMessage(FALLBACK_TAB_TITLES[activeTab as keyof typeof FALLBACK_TAB_TITLES])
      : null);

  return (
    <PageShell
      course={{ org: data.org, number: data.number, title: data.title }}
      mainClassName={mainClassName}
      beforeMain={
        <>
          {toolbar?.(data)}
          <PluginSlot id="org.openedx.frontend.learning.course_tabs_navigation.v1">
            <TabBar
              tabs={data.tabs}
              activeSlug={activeTab}
              search={contentShown && <SearchGate courseId={courseId} org={data.org} />}
            />
          </PluginSlot>
        </>
      }
    >
      {setsTitle && <PageTitle>{pageTitle([tabTitle, data.title], config.SITE_NAME)}</PageTitle>}
      {children}
    </PageShell>
  );
}
