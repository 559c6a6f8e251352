import type { Browser, Page } from '@playwright/test';

export interface BenchRow {
  name: string;
  value: number;
  unit: 'ms' | 'KB' | 'MB' | 's' | 'count';
  note?: string;
}

export interface BenchContext {
  browser: Browser;
  appOrigin: string;
  lmsOrigin: string;
  /** Where tutor.bench.ts serves the Tutor build (the mock LMS answers that origin as Tutor's app). */
  tutorOrigin: string;
  /** A page in a fresh browser context (empty cache, no cookies), signed in as the persona unless null. */
  newPage(persona: string | null): Promise<Page>;
  /** The median of `runs` measurements. */
  median(runs: number, measure: () => Promise<number>): Promise<number>;
  /** The median and the worst of `runs` measurements. */
  stats(runs: number, measure: () => Promise<number>): Promise<{ median: number; worst: number }>;
}

/**
 * Milliseconds from the start of the current navigation to the first animation frame in which
 * `selector` matches a visible element.
 */
export async function timeUntilVisible(page: Page, selector: string, timeout = 30_000): Promise<number> {
  const handle = await page.waitForFunction(
    (sel) => {
      const element = document.querySelector(sel);
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 ? performance.now() : false;
    },
    selector,
    { polling: 'raf', timeout },
  );
  return Number(await handle.jsonValue());
}
