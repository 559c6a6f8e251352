import '@/styles/badge.scss';
import './dates.scss';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams, type Params } from 'react-router-dom';
import { DatesBanners } from '@/components/date-banners/DatesBanners';
import { serverNow } from '@/components/dates';
import { LoadingSpinner } from '@/components/Spinner';
import { useGetCourseMetadataQuery } from '@/lms/courseMetadata';
import type { AppDispatch } from '@/lms/hooks';
import { usePlatform } from '@/platform/react';
import { datesApi, useGetDatesQuery, type DatesTab } from './api';
import messages from './messages';
import { Timeline } from './Timeline';
import { buildTimeline } from './timeline';

/** Starts the dates call beside the course metadata (see src/app/routes.tsx). */
export function prefetch(dispatch: AppDispatch, params: Readonly<Params>) {
  if (params.courseId) dispatch(datesApi.util.prefetch('getDates', params.courseId, {}));
}

/**
 * The dates tab (/course/{courseId}/dates): "Important dates", the date-shift banners and the timeline.
 * A 404 sends the browser to the legacy dates page; a 401 shows the tab with no dates.
 */
export default function DatesPage() {
  const intl = useIntl();
  const { navigation, config } = usePlatform();
  const { courseId = '' } = useParams();
  const { data: metadata } = useGetCourseMetadataQuery(courseId);
  const { data, isError, refetch } = useGetDatesQuery(courseId);

  const redirect = data?.kind === 'legacy-redirect' ? `${config.LMS_BASE_URL}${data.url}` : null;
  useEffect(() => {
    if (redirect) navigation.replace(redirect);
  }, [redirect, navigation]);

  if (redirect) return <LoadingSpinner label={intl.formatMessage(messages.redirecting)} />;
  if (!data || !metadata || data.kind !== 'dates') {
    if (isError) {
      return (
        <div className="container-xl py-5">
          <div className="alert alert-danger mx-auto dates-failed" role="alert">
            <h1 className="h4">{intl.formatMessage(messages.failed)}</h1>
            <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
              {intl.formatMessage(messages.retry)}
            </button>
          </div>
        </div>
      );
    }
    return <LoadingSpinner label={intl.formatMessage(messages.loading)} />;
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
  const days = useMemo(
    () => buildTimeline(dates.courseDateBlocks, serverNow(dates.timeOffsetMillis), timeZone),
    [dates, timeZone],
  );
  return (
    <div className="container-xl py-4 dates-tab">
      <h1 className="h2 mb-3">{intl.formatMessage(messages.title)}</h1>
      <DatesBanners
        courseId={courseId}
        tab="dates"
        info={dates.datesBannerInfo}
        hasEnded={dates.hasEnded}
        isSelfPaced={isSelfPaced}
        blocks={dates.courseDateBlocks}
      />
      {dates.courseDateBlocks.length ? (
        <Timeline days={days} timeZone={timeZone} />
      ) : (
        <p className="text-muted">{intl.formatMessage(messages.empty)}</p>
      )}
    </div>
  );
}
