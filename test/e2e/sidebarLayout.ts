import { expect, test, type Page } from '@playwright/test';

/**
 * What the courseware's side panels must leave the unit (issue 45, decision 0026), measured in the browser:
 * the unit area's width, and the unit's navigation (Previous and Next, above and below the unit) on top,
 * never under a panel.
 */

/** The sequence area's width in CSS pixels (the unit, its title row, its navigation). */
export async function unitAreaWidth(page: Page): Promise<number> {
  const box = await page.locator('.sequence-area').boundingBox();
  if (!box) throw new Error('no sequence area');
  // Kept in the report, to compare with what decision 0026 says.
  const open = await page
    .locator('nav.outline-sidebar, aside.side-panel')
    .evaluateAll((panels: Element[]) => panels.map((panel) => panel.getAttribute('class') ?? '').join(', '));
  test.info().annotations.push({
    type: 'unit area',
    description: `${Math.round(box.width)} px of ${page.viewportSize()?.width ?? '?'} beside ${open || 'no panel'}`,
  });
  return box.width;
}

/**
 * Every Previous and Next control of the unit on the page is what the browser finds at its centre once it
 * is scrolled into view: no panel lies over it, beside the unit or anywhere else.
 */
export async function expectNavigationUncovered(page: Page): Promise<void> {
  const controls = page.locator('.sequence-area .sequence-nav-button');
  const count = await controls.count();
  expect(count, 'Previous and Next on the page').toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const control = controls.nth(i);
    if (!(await control.isVisible())) continue;
    await control.scrollIntoViewIfNeeded();
    // What lies on top at the control's centre: the control or what it holds (a disabled button lets the
    // hit through to what holds it, none of which is a panel), or the element over it.
    const over = await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (found !== null && (element.contains(found) || found.contains(element))) return null;
      return found ? found.outerHTML.slice(0, 200) : `nothing at ${box.left},${box.top}`;
    });
    expect(over, `what covers ${await control.innerText()}`).toBeNull();
  }
}
