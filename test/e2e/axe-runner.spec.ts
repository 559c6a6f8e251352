import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from '@playwright/test';
import type axe from 'axe-core';
import { AXE_TAGS, axeScan } from './axe';
import { DEMO, expect, test } from './fixtures';

/**
 * The browser tests' axe scan (axe.ts) against `@axe-core/playwright`'s AxeBuilder, which it replaces:
 * over the same pages, their frames included, both find the same violations, passes, incomplete and
 * inapplicable rules on the same nodes, also on a second scan of the same document (axe-core already there)
 * and with a part excluded.
 */

const block = (t: string, n: string) => `block-v1:edX+DemoX+Demo_Course+type@${t}+block@${n}`;
const UNIT = `/course/${DEMO}/${block('sequential', 'basic_questions')}/${block('vertical', 'basic_questions_unit_2')}`;

function digest(r: axe.AxeResults) {
  const part = (list: axe.Result[]) =>
    list
      .map(
        (x) =>
          `${x.id}[${x.impact ?? ''}]: ${x.nodes
            .map((n) => JSON.stringify(n.target) + (n.failureSummary ?? ''))
            .sort()
            .join(' | ')}`,
      )
      .sort();
  return {
    violations: part(r.violations),
    passes: part(r.passes),
    incomplete: part(r.incomplete),
    inapplicable: r.inapplicable.map((x) => x.id).sort(),
  };
}

/** Resolves once a frame's document has gone `ms` without a change (two scans must see the same DOM). */
function quiet(frame: Frame, ms = 500): Promise<void> {
  return frame.evaluate(
    (wait) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, wait);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, wait);
        });
        function done() {
          observer.disconnect();
          resolve();
        }
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    ms,
  );
}

/** The unit's page with its frame loaded and both documents quiet. */
async function unitSettled(page: Page) {
  await expect(page.locator('#unit-iframe')).toBeVisible();
  await expect(page.frameLocator('#unit-iframe').locator('body')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  await Promise.all(page.frames().map((frame) => quiet(frame)));
}

async function compare(page: Page, label: string, exclude: string[] = []) {
  let b = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const e of exclude) b = b.exclude(e);
  const old = digest(await b.analyze());
  const mine = digest(await axeScan(page, { exclude }));
  const again = digest(await axeScan(page, { exclude }));
  console.log(
    `${label}: violations ${old.violations.length}, passes ${old.passes.length}, incomplete ${old.incomplete.length}, inapplicable ${old.inapplicable.length}`,
  );
  expect(mine, label).toEqual(old);
  expect(again, label).toEqual(old);
  return old;
}

test('axe runner equals AxeBuilder', async ({ page, mock }) => {
  test.setTimeout(300_000);
  await mock.signIn('verified');
  await page.goto(UNIT);
  await unitSettled(page);
  await compare(page, 'unit desktop');
  await compare(page, 'unit desktop excluding frame', ['#unit-iframe']);
  await page.setViewportSize({ width: 390, height: 844 });
  await quiet(page.mainFrame());
  await compare(page, 'unit phone after resize');
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'data:,';
    document.querySelector('main')!.append(img);
    const p = document.createElement('p');
    p.textContent = 'Faint';
    p.style.color = '#eee';
    document.querySelector('main')!.append(p);
  });
  await page
    .frameLocator('#unit-iframe')
    .locator('body')
    .evaluate((body) => {
      // A button without a name and a field without a label.
      body.append(body.ownerDocument.createElement('button'), body.ownerDocument.createElement('input'));
    });
  const broken = await compare(page, 'unit with violations in page and frame');
  // Both found them, in the page and in the frame: the comparison compares something.
  for (const rule of ['image-alt', 'color-contrast', 'button-name', 'label'])
    expect(broken.violations.join('\n')).toContain(`${rule}[`);
  for (const path of [`/course/${DEMO}/home`, `/course/${DEMO}/dates`]) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await quiet(page.mainFrame());
    await compare(page, path);
  }
  await mock.language('ar');
  await page.goto(UNIT);
  await expect(page.locator('.outline-sidebar-trigger')).toBeVisible();
  await unitSettled(page);
  await compare(page, 'unit rtl phone');
});
