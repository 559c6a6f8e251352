/**
 * `tsx scripts/bundle.ts [dist]`: prints, per route, the JavaScript and CSS a first visit downloads before
 * the page renders (gzip), and fails when a learner route is over the budget (160 KB, issue 19) or a
 * first-visit chunk lacks the compile hint. Run on a production
 * build (`vite build --mode development` builds one configured for the mock LMS).
 */
import path from 'node:path';
import {
  BUDGET_BYTES,
  declaresCharsetEarly,
  filesWithoutCompileHint,
  formatRouteSizes,
  routeSizes,
} from './lib/bundle.ts';

const dist = path.resolve(process.argv[2] ?? 'dist');
const sizes = routeSizes(dist);
console.log(formatRouteSizes(sizes));
const learnerRoutes = sizes.filter((s) => !s.name.startsWith('staff'));
const over = learnerRoutes.filter((s) => s.totalGzip > BUDGET_BYTES);
if (over.length) {
  console.error(
    `\nOver the ${BUDGET_BYTES / 1024} KB first-visit budget: ${over.map((s) => s.name).join(', ')}`,
  );
  process.exit(1);
}
const unhinted = filesWithoutCompileHint(dist, sizes);
if (unhinted.length) {
  console.error(
    `\nFirst-visit chunks without the compile hint (scripts/lib/compileHints.ts): ${unhinted.join(', ')}`,
  );
  process.exit(1);
}
if (!declaresCharsetEarly(dist)) {
  console.error('\nindex.html does not declare its character encoding within its first 1,024 bytes');
  process.exit(1);
}
console.log(`\nEvery learner route is within the ${BUDGET_BYTES / 1024} KB first-visit budget.`);
