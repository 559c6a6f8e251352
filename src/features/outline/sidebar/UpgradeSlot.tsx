import { loadable } from '@/components/loadable';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { useUpgradeCard } from '@/components/upgrade/useUpgradeCard';
import type { Outline } from '../model';

// Its own chunk: only learners with an upgrade to make download the card.
const UpgradeCard = loadable(() => import('@/components/upgrade/UpgradeCard'), 'UpgradeCard');

/**
 * The upgrade card in the outline's sidebar (spec §2 "Sidebar", §4 "Upgrade card"), after the goal and
 * before the dates widget. Whether it shows and what it says is the pure rule `upgradeCard`, read with
 * the server's clock (the outline's `timeOffsetMillis`) and again at each step of its countdown while the
 * page stays open: nothing for paid learners, without a verified mode or after the upgrade deadline.
 */
export function UpgradeSlot({ metadata, outline }: { metadata: CourseMetadata; outline: Outline }) {
  const { card } = useOutlineUpgradeCard(outline);
  if (!card) return null;
  return <UpgradeCard card={card} course={metadata} placement="course_home" />;
}

/**
 * The outline's upgrade card, kept current (`useUpgradeCard`). The outline answer carries its own copies of
 * the upgrade fields (course-home §2); content-type gating is in its dates banner information.
 */
export function useOutlineUpgradeCard(outline: Outline) {
  return useUpgradeCard(
    {
      accessExpiration: outline.accessExpiration,
      offer: outline.offer,
      verifiedMode: outline.verifiedMode,
      contentTypeGatingEnabled: outline.datesBannerInfo.contentTypeGatingEnabled,
      enrollmentMode: outline.enrollmentMode,
    },
    outline.timeOffsetMillis,
  );
}
