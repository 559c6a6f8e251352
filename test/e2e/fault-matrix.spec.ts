import { expect, test } from './fixtures';
import {
  ACCEPTED,
  CLOCK_SCALE,
  FAULTS,
  PAGES,
  QUICK_TAG,
  rowsOf,
  runCell,
  saveCells,
  type Cell,
} from './faultMatrix';

const SLOW = '20 s answer';

/**
 * The tests in the order a worker should take them: the slow answer's first (the longest, up to a minute),
 * then the others, so that the matrix's project ends on short tests. The quick pages' tests are tagged for
 * the project that runs them last (PageUnderTest.quick).
 */
const ORDER = [
  ...[...PAGES.entries()].flatMap(([index, target]) =>
    FAULTS.filter((fault) => fault === SLOW).map((fault) => ({ index, target, fault })),
  ),
  ...[...PAGES.entries()].flatMap(([index, target]) =>
    FAULTS.filter((fault) => fault !== SLOW).map((fault) => ({ index, target, fault })),
  ),
];

/**
 * The fault matrix (issue 18, faultMatrix.ts): every LMS call a page makes × every fault. One test per page
 * and fault, so the matrix spreads over every worker: each runs, under its fault, the calls the page makes
 * that no page before it makes (fault-matrix.discover.ts recorded them), one cell after another. Each cell
 * must end in content, in a clear message with a way forward, or in leaving for the LMS.
 */
test.describe('fault matrix', () => {
  for (const { index, target, fault } of ORDER) {
    test(
      `${target.name} × ${fault}: every call it makes first`,
      target.quick ? { tag: QUICK_TAG } : {},
      async ({ page, mock }) => {
        const rows = rowsOf(index);
        const slow = fault === SLOW;
        // A patience is a limit, not a wait: a cell ends as soon as its page settles. Generous, as several
        // workers share two cores (a loaded machine's slow page looks like a stuck one until the limit);
        // more after an action, whose consequences come one after another, and for a slow answer.
        const patienceMs = (target.act ? 40_000 : 30_000) + (slow ? 20_000 * CLOCK_SCALE : 0);
        test.setTimeout(60_000 + rows.length * (patienceMs + 15_000));
        await mock.signIn(target.persona);
        const cells: Cell[] = [];
        for (const endpoint of rows) {
          const outcome = await runCell(page, target, endpoint, fault, patienceMs);
          cells.push({ page: target.name, endpoint, fault, outcome });
        }
        saveCells(index, fault, cells);
        const failures = cells
          .filter((cell) => !ACCEPTED.has(cell.outcome))
          .map((cell) => `${cell.endpoint} × ${cell.fault}: ${cell.outcome}`);
        expect(failures).toEqual([]);
      },
    );
  }
});
