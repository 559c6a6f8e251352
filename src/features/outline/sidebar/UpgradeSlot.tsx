import { loadable } from '@/components/loadable';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { upgradeCard } from '@/rules/upgrade';
import type { Outline } from '../model';

// Its own chunk: only learners with an upgrade to make download the card.
const UpgradeCard = loadable(() => import('@/components/upgrade/UpgradeCard'), 'UpgradeCard');

/**
 * The upgrade card in the outline's sidebar (spec §2 "Sidebar", §4 "Upgrade card"), after the goal and
 * before the dates widget. Whether it shows and what it says is the pure rule `upgradeCard`, read with
 * the server's clock (`now`, from the outline's `timeOffsetMillis`): nothing for paid learners, without a
 * verified mode or after the upgrade deadline. The outline answer carries its own copies of the upgrade
 * fields (course-home §2); content-type gating is in its dates banner information.
 */
export function UpgradeSlot({
  metadata,
  outline,
  now,
}: {
  metadata: CourseMetadata;
  outline: Outline;
  now: number;
}) {
  const card = upgradeCard({
    now,
    accessExpiration: outline.accessExpiration,
    offer: outline.offer,
    verifiedMode: outline.verifiedMode,
    contentTypeGatingEnabled: outline.datesBannerInfo.contentTypeGatingEnabled,
    enrollmentMode: outline.enrollmentMode,
  });
  if (!card) return null;
  return (
    <UpgradeCard
      card={card}
      courseId={metadata.id}
      org={metadata.org}
      userTimezone={metadata.userTimezone}
      placement="course_home"
    />
  );
}
