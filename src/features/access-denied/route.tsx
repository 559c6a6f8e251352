import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import {
  CourseNotAvailable,
  courseNotAvailableMessages as messages,
} from '@/components/course-not-available/CourseNotAvailable';
import { loadable } from '@/components/loadable';
import { Redirect } from '@/components/Redirect';
import { PageShell } from '@/components/page/PageShell';
import { pageTitle } from '@/components/pageTitle';
import { LoadingSpinner } from '@/components/Spinner';
import { refusalDetail } from '@/lms/baseQuery';
import { useGetCourseMetadataQuery } from '@/lms/courseMetadata';
import { usePlatform } from '@/platform/react';
import { PageTitle } from '@/components/PageTitle';
import { pathTo } from '@/app/routeConfig';
import sharedMessages from '@/components/messages';

/** The way to switch the active enterprise (issue 46): its own chunk, for that access code only. */
const ChangeEnterprise = loadable(() => import('./ChangeEnterprise'), 'ChangeEnterprise');

/**
 * The access-denied page (/course/{courseId}/access-denied, where the platform sends a learner whose active
 * enterprise or account may not open the course; conventions §8.8). It asks the course again: with access
 * the learner goes on to the course home; without, it says so, in the LMS's words when it gave some.
 * It is not framed by the course pages' frame, whose denied redirects could lead back here. A learner
 * signed in as another enterprise than the course's (`incorrect_active_enterprise`) also gets the way to
 * switch enterprise.
 */
export default function AccessDeniedPage() {
  const intl = useIntl();
  const { config } = usePlatform();
  const { courseId = '' } = useParams();
  const { data, isLoading, error } = useGetCourseMetadataQuery(courseId);
  const course = data ? { org: data.org, number: data.number, title: data.title } : null;
  const heading = intl.formatMessage(messages.heading);

  if (data?.courseAccess.hasAccess) return <Redirect to={pathTo('outline', { courseId })} />;

  return (
    <PageShell course={course}>
      <PageTitle>{pageTitle([heading, data?.title], config.SITE_NAME)}</PageTitle>
      {isLoading ? (
        <LoadingSpinner label={intl.formatMessage(sharedMessages.loadingCourse)} className="py-5" />
      ) : (
        <CourseNotAvailable
          message={data?.courseAccess.userMessage ?? refusalDetail(error)}
          extra={
            data?.courseAccess.errorCode === 'incorrect_active_enterprise' && (
              <ChangeEnterprise courseId={courseId} />
            )
          }
        />
      )}
    </PageShell>
  );
}
