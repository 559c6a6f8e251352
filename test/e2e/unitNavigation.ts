import type { Page } from '@playwright/test';

/**
 * Previous and Next above the unit, in the layout the LMS's era gives (decision 0023): beside the unit's
 * title (or alone above a gated sequence's lock) in today's layout, the browser tests' default; in the
 * sequence navigation beside the unit tabs in the spec's (`mock.era('spec')`, and the `spec LMS` project's
 * core journeys).
 */
export const TOP_NAVIGATION = '.top-unit-navigation, nav.sequence-navigation';

export const topNavigation = (page: Page) => page.locator(TOP_NAVIGATION);

/** The Next above the unit, in either layout. */
export const topNext = (page: Page) => topNavigation(page).getByRole('link', { name: 'Next' });
