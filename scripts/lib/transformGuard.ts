/**
 * The build's transforms of other projects' output (axios, react-router, react-intl, intl-messageformat,
 * Bootstrap Icons, Bootstrap's CSS: decision 0033) each count what they match, and fail the build naming
 * themselves when an upgrade changes it: a rewrite that silently stops matching would put its bytes back
 * on every first visit, or rewrite something it was never meant to.
 */

/** The build error of a transform whose pattern no longer matches what it expected. */
export function transformError(name: string, expected: string, found: string): string {
  return (
    `[${name}] expected ${expected}; found ${found}. An upgrade changed what this build transform ` +
    `rewrites: update scripts/lib/${name}.ts to the new version and measure its gain again, or remove it ` +
    `(docs/decisions/0033-build-transforms.md).`
  );
}

/** What a transform's hooks need of Rollup's plugin context to fail the build. */
export interface FailsBuild {
  error(message: string): never;
}
