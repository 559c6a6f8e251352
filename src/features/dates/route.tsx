import '@/styles/badge.scss';
import './dates.scss';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { DatesBanners } from '@/components/date-banners/DatesBanners';
import { serverNow } from '@/components/dates';
import { useMarkFirstContent } from '@/components/page/firstContent';
import { TabPending, useLegacyRedirect } from '@/components/TabStates';
import { useGetCourseMetadataQuery } from '@/lms/courseMetadata';
import { useGetDatesQuery, type DatesTab } from './api';
import messages from './messages';
import { Timeline } from './Timeline';
import { buildTimeline } from './timeline';

/**
 * The dates tab (/course/{courseId}/dates): "Important dates", the date-shift banners and the timeline.
 * A 404 sends the browser to the legacy dates page; a 401 shows the tab with no dates; a 403 asks the
 * course metadata again, whose access decides (the frame's redirect), else the tab fails.
 */
export default function DatesPage() {
  const { courseId = '' } = useParams();
  const { data: metadata } = useGetCourseMetadataQuery(courseId);
  const { data, isError, refetch } = useGetDatesQuery(courseId);

  const redirect = useLegacyRedirect(data?.kind === 'legacy-redirect' ? data.url : null);

  if (redirect || !data || !metadata || data.kind !== 'dates') {
    return (
      <TabPending
        redirecting={redirect}
        failed={isError || data?.kind === 'refused'}
        onRetry={() => void refetch()}
        messages={messages}
      />
    );
  }
  return (
    <DatesContent
      courseId={courseId}
      dates={data}
      isSelfPaced={metadata.isSelfPaced}
      timeZone={metadata.userTimezone}
    />
  );
}

function DatesContent({
  courseId,
  dates,
  isSelfPaced,
  timeZone,
}: {
  courseId: string;
  dates: DatesTab;
  isSelfPaced: boolean;
  timeZone: string | null;
}) {
  const intl = useIntl();
  const headingId = useId();
  useMarkFirstContent();
  const days = useMemo(
    () => buildTimeline(dates.courseDateBlocks, serverNow(dates.timeOffsetMillis), timeZone),
    [dates, timeZone],
  );
  return (
    <div className="container-xl py-4 dates-tab">
      <h1 id={headingId} className="h2 mb-3">
        {intl.formatMessage(messages.title)}
      </h1>
      <DatesBanners
        courseId={courseId}
        tab="dates"
        info={dates.datesBannerInfo}
        hasEnded={dates.hasEnded}
        isSelfPaced={isSelfPaced}
        blocks={dates.courseDateBlocks}
      />
      {dates.courseDateBlocks.length ? (
        <Timeline days={days} timeZone={timeZone} labelledBy={headingId} />
      ) : (
        <p className="text-muted">{intl.formatMessage(messages.empty)}</p>
      )}
    </div>
  );
}
