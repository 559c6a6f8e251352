import calendar from 'bootstrap-icons/icons/calendar-event.svg?raw';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { datesBanners, type DatesBannerInput, type DatesBannerKind } from '@/rules/datesBanners';
import { useResetCourseDeadlinesMutation } from '@/lms/courseDates';
import { useGetCourseMetadataQuery } from '@/lms/courseMetadata';
import { useAppDispatch } from '@/lms/hooks';
import { ASSIGNMENT_DUE_DATE } from '@/lms/fragments/dateBlocks';
import { usePlatform } from '@/platform/react';
import { Alert } from '../alerts/Alert';
import { PluginSlot } from '../plugin-slot/PluginSlot';
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
  // The slot banner_dates_upgrade stands where upstream's dates tab has it: a self-paced course with
  // assignment dates; its default content is the "upgrade to complete" banner, when that one applies.
  const slot =
    input.tab === 'dates' &&
    input.isSelfPaced &&
    input.blocks.some((block) => block.dateType === ASSIGNMENT_DUE_DATE);
  if (!kinds.length && !slot) return null;
  const banner = (kind: DatesBannerKind) => (
    <DatesBanner
      key={kind}
      kind={kind}
      courseId={courseId}
      tab={input.tab}
      upgradeLink={input.info.verifiedUpgradeLink}
    />
  );
  return (
    <div className="dates-banners">
      {kinds.filter((kind) => !slot || kind !== 'upgradeToComplete').map(banner)}
      {slot && (
        <UpgradeSlot courseId={courseId}>
          {kinds.includes('upgradeToComplete') && banner('upgradeToComplete')}
        </UpgradeSlot>
      )}
    </div>
  );
}

/** The slot banner_dates_upgrade, given upstream's props: the course and the upgrade link's click event. */
function UpgradeSlot({ courseId, children }: { courseId: string; children: ReactNode }) {
  const { data: metadata } = useGetCourseMetadataQuery(courseId);
  const { upsell } = useUpgradeTracking(courseId, metadata?.org ?? '');
  return (
    <PluginSlot
      id="org.openedx.frontend.learning.banner_dates_upgrade.v1"
      pluginProps={{ courseId, logUpgradeLinkClick: () => upsell(UPSELL_LINKS.datesBannerDates) }}
    >
      {children}
    </PluginSlot>
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
