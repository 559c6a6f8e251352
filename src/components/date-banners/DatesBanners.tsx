import calendar from 'bootstrap-icons/icons/calendar-event.svg?raw';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { datesBanners, type DatesBannerInput, type DatesBannerKind } from '@/rules/datesBanners';
import { useResetCourseDeadlinesMutation } from '@/lms/courseDates';
import { useGetCourseMetadataQuery } from '@/lms/courseMetadata';
import { useAppDispatch } from '@/lms/hooks';
import { usePlatform } from '@/platform/react';
import { Alert } from '../alerts/Alert';
import { showToast } from '../toasts/toastsSlice';
import { UPSELL_LINKS, useUpgradeTracking } from '../upgrade/track';
import messages from './messages';

/**
 * The date-shift banners of the outline and the dates tab, under the conditions of `datesBanners` (spec
 * §5). "Shift due dates" posts the reset; its answer shows as a toast and the tab's data loads again (the
 * mutation invalidates it).
 */
export function DatesBanners({ courseId, ...input }: DatesBannerInput & { courseId: string }) {
  const kinds = datesBanners(input);
  if (!kinds.length) return null;
  return (
    <div className="dates-banners">
      {kinds.map((kind) => (
        <DatesBanner
          key={kind}
          kind={kind}
          courseId={courseId}
          tab={input.tab}
          upgradeLink={input.info.verifiedUpgradeLink}
        />
      ))}
    </div>
  );
}

function DatesBanner({
  kind,
  courseId,
  tab,
  upgradeLink,
}: {
  kind: DatesBannerKind;
  courseId: string;
  tab: 'dates' | 'outline';
  upgradeLink: string | null;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { logger } = usePlatform();
  const [reset, { isLoading }] = useResetCourseDeadlinesMutation();
  const [failed, setFailed] = useState(false);
  // The course frame has the metadata already: the upsell event names the course's organisation.
  const { data: metadata } = useGetCourseMetadataQuery(courseId);
  const { upsell } = useUpgradeTracking(courseId, metadata?.org ?? '');

  const shift = async () => {
    setFailed(false);
    const result = await reset({ courseId, tab });
    if ('data' in result && result.data) {
      dispatch(showToast(result.data));
    } else {
      logger.logError('Shifting due dates failed', { courseId });
      setFailed(true);
    }
  };

  if (kind === 'resetDates') {
    return (
      <Alert
        variant="light"
        icon={calendar}
        heading={intl.formatMessage(messages.resetHeader)}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => void shift()} disabled={isLoading}>
            {isLoading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {intl.formatMessage(messages.resetButton)}
          </button>
        }
      >
        <p className="mb-0">{intl.formatMessage(messages.resetBody)}</p>
        {failed && (
          <p className="text-danger mb-0 mt-2" role="alert">
            {intl.formatMessage(messages.resetFailed)}
          </p>
        )}
      </Alert>
    );
  }
  if (kind === 'info') {
    return (
      <Alert variant="light" icon={calendar} heading={intl.formatMessage(messages.infoHeader)}>
        <p className="mb-0">{intl.formatMessage(messages.infoBody)}</p>
      </Alert>
    );
  }
  const toReset = kind === 'upgradeToReset';
  return (
    <Alert
      variant="light"
      icon={calendar}
      heading={intl.formatMessage(messages.auditHeader)}
      actions={
        upgradeLink && (
          <a
            className="btn btn-primary"
            href={upgradeLink}
            onClick={() =>
              upsell(tab === 'dates' ? UPSELL_LINKS.datesBannerDates : UPSELL_LINKS.datesBannerHome)
            }
          >
            {intl.formatMessage(toReset ? messages.upgradeToResetButton : messages.upgradeToCompleteButton)}
          </a>
        )
      }
    >
      <p className="mb-0">
        {intl.formatMessage(toReset ? messages.upgradeToResetBody : messages.upgradeToCompleteBody)}
      </p>
    </Alert>
  );
}
