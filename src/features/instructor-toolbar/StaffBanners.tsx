import warning from 'bootstrap-icons/icons/exclamation-triangle-fill.svg?raw';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from '@/components/dates';
import { Icon } from '@/components/Icon';
import type { CourseMetadata } from '@/lms/courseMetadata';
import messages from './messages';

/**
 * `access_expiration` of the page's data (outline, progress or the courseware record: the same object
 * camel-cased). Only the two fields the staff banner reads.
 */
export interface StaffAccessExpiration {
  readonly expirationDate: string | null;
  readonly masqueradingExpiredCourse: boolean;
}

export type StaffBanner =
  | { readonly kind: 'course-not-started'; readonly date: string }
  | { readonly kind: 'access-expired'; readonly date: string };

/**
 * The banners staff see while they view the course as a learner who cannot see it yet or any more (spec
 * §1, §6): the course has not started (its start is in the future), or the learner's audit access has
 * expired (the LMS says so with `masquerading_expired_course`).
 */
export function staffBanners(
  metadata: Pick<CourseMetadata, 'isMasquerading' | 'start'>,
  accessExpiration: StaffAccessExpiration | null | undefined,
  now: number,
): StaffBanner[] {
  if (!metadata.isMasquerading) return [];
  const banners: StaffBanner[] = [];
  const start = metadata.start ? Date.parse(metadata.start) : NaN;
  if (metadata.start && start > now) banners.push({ kind: 'course-not-started', date: metadata.start });
  if (accessExpiration?.masqueradingExpiredCourse && accessExpiration.expirationDate) {
    banners.push({ kind: 'access-expired', date: accessExpiration.expirationDate });
  }
  return banners;
}

export function StaffBanners({
  metadata,
  accessExpiration,
}: {
  metadata: CourseMetadata;
  accessExpiration?: StaffAccessExpiration | null;
}) {
  const intl = useIntl();
  const [now] = useState(Date.now);
  const banners = staffBanners(metadata, accessExpiration, now);
  if (banners.length === 0) return null;
  return (
    <div className="container-xl staff-banners">
      {banners.map((banner) => (
        <div key={banner.kind} className="alert alert-warning d-flex align-items-start gap-2 my-2">
          <Icon svg={warning} className="mt-1 flex-shrink-0" />
          <span>
            {intl.formatMessage(
              banner.kind === 'course-not-started' ? messages.courseNotStarted : messages.accessExpired,
              { date: formatDate(intl, banner.date, metadata.userTimezone) },
            )}
          </span>
        </div>
      ))}
    </div>
  );
}
