import '@/styles/card.scss';
import './outline.scss';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { TabPending, useLegacyRedirect } from '@/components/TabStates';
import { useGetCourseMetadataQuery } from '@/lms/courseMetadata';
import { usePlatform } from '@/platform/react';
import { useGetOutlineQuery } from './api';
import { emptyOutline } from './model';
import messages from './messages';
import { OutlineTab } from './OutlineTab';

/**
 * The course home's outline tab (/course/{courseId}/home), inside the course frame once the metadata has
 * loaded: loading, failed (the spec's message, with a retry), the legacy page on a 404, else the tab.
 */
export default function OutlinePage() {
  const { logger, config } = usePlatform();
  const { courseId = '' } = useParams();
  const { data: metadata } = useGetCourseMetadataQuery(courseId);
  const { data, isError, refetch } = useGetOutlineQuery(courseId);

  // Today's LMS sends its legacy course home back here: a 404 there is a failure, never a loop.
  const legacyGone = data?.kind === 'legacy-redirect' && metadata && !metadata.lmsHasLegacyPages;
  const redirect = useLegacyRedirect(
    data?.kind === 'legacy-redirect' && metadata?.lmsHasLegacyPages ? data.url : null,
  );

  const warnings = data?.kind === 'outline' ? data.warnings : null;
  useEffect(() => {
    for (const warning of warnings ?? []) logger.logInfo(warning, { courseId });
  }, [warnings, logger, courseId]);

  // A refused outline (403) with no access: the page shows what the frame lets it (sign-in and enrolment
  // alerts) over an empty outline; with access, it is a failure like any other.
  const refusedWithoutAccess = data?.kind === 'refused' && metadata && !metadata.courseAccess.hasAccess;
  const empty = useMemo(
    () => (refusedWithoutAccess ? emptyOutline(courseId, config) : null),
    [refusedWithoutAccess, courseId, config],
  );
  const outline = data?.kind === 'outline' ? data : empty;
  if (redirect || !outline || !metadata) {
    return (
      <TabPending
        redirecting={redirect}
        failed={isError || data?.kind === 'refused' || Boolean(legacyGone)}
        onRetry={() => void refetch()}
        messages={messages}
      />
    );
  }
  return <OutlineTab metadata={metadata} outline={outline} />;
}
