import lock from 'bootstrap-icons/icons/shield-lock.svg?raw';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Redirect } from '@/components/Redirect';
import { Icon } from '@/components/Icon';
import { PageShell } from '@/components/page/PageShell';
import { pageTitle } from '@/components/pageTitle';
import { LoadingSpinner } from '@/components/Spinner';
import { useGetCourseMetadataQuery } from '@/lms/courseMetadata';
import { usePlatform } from '@/platform/react';
import messages from './messages';
import { PageTitle } from '@/components/PageTitle';

/**
 * The access-denied page (/course/{courseId}/access-denied, where the platform sends a learner whose active
 * enterprise or account may not open the course; conventions §8.8). It asks the course again: with access
 * the learner goes on to the course home; without, it says so, in the LMS's words when it gave some.
 * It is not framed by the course pages' frame, whose denied redirects could lead back here.
 */
export default function AccessDeniedPage() {
  const intl = useIntl();
  const { config } = usePlatform();
  const { courseId = '' } = useParams();
  const { data, isLoading } = useGetCourseMetadataQuery(courseId);
  const course = data ? { org: data.org, number: data.number, title: data.title } : null;
  const heading = intl.formatMessage(messages.heading);

  if (data?.courseAccess.hasAccess) return <Redirect to={`/course/${courseId}/home`} />;

  return (
    <PageShell course={course}>
      <PageTitle>{pageTitle([heading, data?.title], config.SITE_NAME)}</PageTitle>
      {isLoading ? (
        <LoadingSpinner label={intl.formatMessage(messages.loading)} className="py-5" />
      ) : (
        <div className="container-xl py-5">
          <div className="mx-auto text-center" style={{ maxWidth: '36rem' }}>
            <Icon svg={lock} size="3rem" className="text-primary mb-3" />
            <h1 className="h3">{heading}</h1>
            <p dir="auto">{data?.courseAccess.userMessage ?? intl.formatMessage(messages.body)}</p>
            <div className="d-flex flex-wrap justify-content-center gap-2">
              <a className="btn btn-primary" href={`${config.LMS_BASE_URL}/dashboard`}>
                {intl.formatMessage(messages.dashboard)}
              </a>
              {config.SUPPORT_URL && (
                <a className="btn btn-outline-primary" href={config.SUPPORT_URL}>
                  {intl.formatMessage(messages.support)}
                </a>
              )}
            </div>
          </div>
        </div>
      )}
    </PageShell>
  );
}
