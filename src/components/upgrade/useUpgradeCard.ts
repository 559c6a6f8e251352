import { useServerClock } from '@/components/useServerClock';
import { nextUpgradeChange, upgradeCard, type UpgradeCard, type UpgradeCardInput } from '@/rules/upgrade';

/**
 * The upgrade card (rules/upgrade.ts `upgradeCard`) by the server's clock, kept current while the page
 * stays open: it is read again at the countdown's next step and at each threshold (168 hours, 24 hours,
 * 1 hour, the deadline; `nextUpgradeChange`), so "3 days left" becomes "2 days left", the card turns urgent
 * and goes when the upgrade ends. Returns the card and the moment it was read (for the rules that go with
 * it, such as the flyover's).
 */
export function useUpgradeCard(
  input: Omit<UpgradeCardInput, 'now'>,
  timeOffsetMillis: number | null | undefined,
): { readonly now: number; readonly card: UpgradeCard | null } {
  const now = useServerClock(timeOffsetMillis, (at) => nextUpgradeChange({ ...input, now: at }));
  return { now, card: upgradeCard({ ...input, now }) };
}
