import { usePlaceMoves, type Place } from './usePlaceMoves';

/**
 * Every sequence or unit change scrolls the window to the top (contract §0.5), the page's first place
 * aside: a new unit starts at its title, not where the last one was left.
 */
export function useScrollToTopOnMove(place: Place): void {
  usePlaceMoves(place, () => window.scrollTo(0, 0));
}
