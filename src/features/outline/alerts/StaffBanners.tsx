import { useIntl } from 'react-intl';
import { Alert } from '@/components/alerts/Alert';
import { formatDate } from '@/components/dates';
import type { CourseMetadata } from '@/lms/courseMetadata';
import messages from '../messages';
import type { Outline } from '../model';
import { courseNotStartedBanner } from '../rules';

/**
 * Banners for staff viewing the course as a learner (spec §6): the learner's access has expired, or the
 * course has not started for them yet.
 */
export function StaffBanners({
  metadata,
  outline,
  now,
}: {
  metadata: CourseMetadata;
  outline: Outline;
  now: number;
}) {
  const intl = useIntl();
  const zone = metadata.userTimezone;
  const expired = outline.accessExpiration?.masqueradingExpiredCourse ? outline.accessExpiration : null;
  const notStarted = courseNotStartedBanner({
    isMasquerading: metadata.isMasquerading,
    start: metadata.start,
    now,
  });
  if (!expired && !notStarted) return null;
  return (
    <div className="staff-banners">
      {expired && (
        <Alert variant="warning" testId="staff-access-expired">
          {intl.formatMessage(messages.staffAccessExpired, {
            date: formatDate(intl, expired.expirationDate, zone),
          })}
        </Alert>
      )}
      {notStarted && (
        <Alert variant="warning" testId="staff-not-started">
          {intl.formatMessage(messages.staffNotStarted, { date: formatDate(intl, metadata.start, zone) })}
        </Alert>
      )}
    </div>
  );
}
