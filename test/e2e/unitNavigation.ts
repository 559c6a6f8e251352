import type { Page } from '@playwright/test';

/**
 * Previous and Next above the unit, in the layout the LMS's era gives (decision 0023): beside the unit's
 * title (or alone above a gated sequence's lock) in today's layout, the browser tests' default; in the
 * sequence navigation beside the unit tabs in the spec's (`mock.era('spec')`, and the `spec LMS` project's
 * core journeys).
 */
export const TOP_NAVIGATION = '.top-unit-navigation, nav.sequence-navigation';

export const topNavigation = (page: Page) => page.locator(TOP_NAVIGATION);

/** The unit's content in its frame from the LMS (the mock's unit page: its `data-unit` names the unit). */
export const unitContent = (page: Page) => page.frameLocator('#unit-iframe').locator('#content');

/** The Next above the unit, in either layout. */
export const topNext = (page: Page) => topNavigation(page).getByRole('link', { name: 'Next' });

/**
 * The page's layout shifts (the Layout Instability API) since the first unit's frame loaded that moved the
 * sequence (`.sequence-column`, `.courseware-sequence-row`: the unit's navigation and frame) up, down or
 * sideways, as "x,y→x,y" in CSS pixels. A shift that comes as the page settles, after the unit has shown
 * (the side panels, the triggers' row), moves what the learner is about to tap or click.
 */
export function sequenceShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        interface Shift extends PerformanceEntry {
          readonly sources: readonly {
            node?: Node | null;
            previousRect: DOMRectReadOnly;
            currentRect: DOMRectReadOnly;
          }[];
        }
        // The unit frame's document (an iframe's navigation is one of the page's resources).
        const frameEntry = performance
          .getEntriesByType('resource')
          .find((entry) => new URL(entry.name).pathname.startsWith('/xblock/')) as
          PerformanceResourceTiming | undefined;
        const unitLoaded = frameEntry?.responseEnd;
        if (unitLoaded === undefined) {
          resolve(['no unit frame has loaded']);
          return;
        }
        const moved = (entries: PerformanceEntryList) =>
          (entries as Shift[]).flatMap((entry) =>
            (entry.startTime < unitLoaded ? [] : entry.sources)
              .filter(
                (source) =>
                  source.node instanceof Element &&
                  source.node.matches('.sequence-column, .courseware-sequence-row') &&
                  source.previousRect.height > 0 &&
                  source.currentRect.height > 0 &&
                  (source.previousRect.x !== source.currentRect.x ||
                    source.previousRect.y !== source.currentRect.y),
              )
              .map(({ previousRect: from, currentRect: to }) => `${from.x},${from.y}→${to.x},${to.y}`),
          );
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          resolve(moved(list.getEntries()));
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called.
        setTimeout(() => {
          observer.disconnect();
          resolve([]);
        }, 200);
      }),
  );
}
