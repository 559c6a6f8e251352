import { test } from './fixtures';
import { discover, PAGES } from './faultMatrix';

/**
 * The fault matrix's first step (faultMatrix.ts): each page visited once, as its learner, and the LMS
 * calls it makes recorded for fault-matrix.spec.ts. A project of its own (playwright.config.ts) that the
 * matrix's project depends on; the pages are visited side by side.
 */
test.describe('fault-matrix discovery', () => {
  for (const [index, target] of PAGES.entries()) {
    test(`${target.name}: the calls it makes`, async ({ page, mock }) => {
      await mock.signIn(target.persona);
      const endpoints = await discover(page, index);
      console.log(`${target.name}: ${endpoints.join(', ') || 'no calls'}`);
    });
  }
});
