import '@/styles/card.scss';
import './outline.scss';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { TabPending, useLegacyRedirect } from '@/components/TabStates';
import { useGetCourseMetadataQuery } from '@/lms/courseMetadata';
import { usePlatform } from '@/platform/react';
import { useGetOutlineQuery } from './api';
import messages from './messages';
import { OutlineTab } from './OutlineTab';

/**
 * The course home's outline tab (/course/{courseId}/home), inside the course frame once the metadata has
 * loaded: loading, failed (the spec's message, with a retry), the legacy page on a 404, else the tab.
 */
export default function OutlinePage() {
  const { logger } = usePlatform();
  const { courseId = '' } = useParams();
  const { data: metadata } = useGetCourseMetadataQuery(courseId);
  const { data, isError, refetch } = useGetOutlineQuery(courseId);

  const redirect = useLegacyRedirect(data?.kind === 'legacy-redirect' ? data.url : null);

  const warnings = data?.kind === 'outline' ? data.warnings : null;
  useEffect(() => {
    for (const warning of warnings ?? []) logger.logInfo(warning, { courseId });
  }, [warnings, logger, courseId]);

  if (redirect || !data || !metadata || data.kind !== 'outline') {
    return (
      <TabPending
        redirecting={redirect}
        failed={isError}
        onRetry={() => void refetch()}
        messages={messages}
      />
    );
  }
  return <OutlineTab metadata={metadata} outline={data} />;
}
