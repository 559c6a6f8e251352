import axe from 'axe-core';
import type { Frame, Page } from '@playwright/test';

/**
 * The browser tests' axe scan (fixtures.ts `expectNoAxeViolations`): what `@axe-core/playwright`'s
 * `AxeBuilder.analyze()` does — axe-core's `runPartial` in the page and in every frame, however cross-origin
 * (the unit's frame from the LMS), then `finishRun` over their results — at a lower cost (decision 0019):
 *
 * - axe-core's 580 KB are evaluated once in a document, not at every scan: a second scan of the same page
 *   (after a resize, an action, another width) finds it there. A new document (a navigation, a frame that
 *   loaded again) has none and gets it.
 * - `finishRun` runs in the page scanned, where axe already is. AxeBuilder opens a blank page for it at every
 *   scan (a renderer process started and ended, and axe-core evaluated in it once more): about 0.5 of the
 *   1.7 CPU seconds of a first scan of a unit. `finishRun` only merges the frames' serialised results and
 *   runs the rules' `after` steps over them; it reads nothing from the document it runs in.
 *
 * The rules, their options, the context (exclusions) and how a frame's results join its parent's are
 * AxeBuilder's (version 4.13): the same rules run on the same nodes, so the same violations are found. A
 * frame whose scan fails is left out, as AxeBuilder leaves it out; AxeBuilder also gives up on a frame whose
 * axe-core takes more than a second to evaluate, which a loaded machine can reach, where this waits up to
 * ten.
 */

/** The rules the browser tests run: WCAG 2.1 A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The run options `AxeBuilder.withTags(AXE_TAGS)` gives axe-core. */
export const AXE_RUN_OPTIONS: axe.RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS } };

type AxeWindow = Window & { axe?: typeof axe };

/**
 * An axe context as it crosses into a frame (selectors, serialised): typed loosely here, as axe-core's
 * `ElementContext` may hold DOM nodes, which Playwright's argument types cannot express.
 */
type SerialContext = unknown;

const INJECT_TIMEOUT_MS = 10_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`axe-core was not ready in a frame within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** axe-core in a frame's document, evaluated there unless this version already is. */
async function ensureAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(
    (version) => (window as AxeWindow).axe?.version === version,
    axe.version,
  );
  if (present) return;
  await frame.evaluate(axe.source);
  // AxeBuilder's configuration with runPartial: frames talk to their own origin only, branding for help links.
  await frame.evaluate(() =>
    (window as AxeWindow).axe!.configure({
      allowedOrigins: ['<same_origin>'],
      branding: { application: 'playwright' },
    }),
  );
}

/**
 * The partial results of a frame and of every frame in it, in AxeBuilder's order (the frame's own, then
 * each child's, depth first); a child that fails is `null`, and a frame other than the page's whose own
 * scan fails is `null` with everything in it.
 */
async function partials(
  frame: Frame,
  context: SerialContext,
  initiator: boolean,
): Promise<axe.PartialResults> {
  const frameContexts: { frameSelector: SerialContext; frameContext: SerialContext }[] = await frame.evaluate(
    (c) => (window as AxeWindow).axe!.utils.getFrameContexts(c as axe.ElementContext),
    context,
  );
  const own = frame.evaluate(
    ([c, options]) => (window as AxeWindow).axe!.runPartial(c as axe.ElementContext, options),
    [context, AXE_RUN_OPTIONS] as const,
  );
  // Settled below; a rejection before then must not count as unhandled.
  own.catch(() => undefined);
  const children: axe.PartialResults[] = [];
  for (const { frameSelector, frameContext } of frameContexts) {
    let results: axe.PartialResults = [null];
    try {
      const element = await frame.evaluateHandle(
        (selector) => (window as AxeWindow).axe!.utils.shadowSelect(selector as axe.CrossTreeSelector),
        frameSelector,
      );
      const child = await element.asElement()?.contentFrame();
      if (child) {
        await within(ensureAxe(child), INJECT_TIMEOUT_MS);
        results = await partials(child, frameContext, false);
      }
    } catch {
      results = [null];
    }
    children.push(results);
  }
  try {
    return [await own, ...children.flat(1)];
  } catch (error) {
    if (initiator) throw error;
    return [null];
  }
}

/** axe's report of the page as it is now (WCAG 2.1 A/AA), its frames included, less `exclude`. */
export async function axeScan(
  page: Page,
  options: { exclude?: readonly string[] } = {},
): Promise<axe.AxeResults> {
  // AxeBuilder's context: everything (an empty include), less what the test excludes.
  const context: SerialContext = { include: [], exclude: [...(options.exclude ?? [])] };
  await ensureAxe(page.mainFrame());
  const results = await partials(page.mainFrame(), context, true);
  return page.evaluate(([all, runOptions]) => (window as AxeWindow).axe!.finishRun(all, runOptions), [
    results,
    AXE_RUN_OPTIONS,
  ] as const);
}
