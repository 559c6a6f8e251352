import { test } from '@playwright/test';
import { report } from './faultMatrix';

/**
 * The fault matrix's table, once every test of it has run (the "fault-matrix report" project, the
 * discovery project's teardown): printed and written to test-results/fault-matrix.md.
 */
test('fault matrix report', () => {
  const { markdown, cells } = report();
  console.log(`\nFault matrix (${cells} cells)\n${markdown}\n`);
});
