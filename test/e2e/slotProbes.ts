import type { Page } from '@playwright/test';

/**
 * The Tutor build's env.config puts a probe into every plugin slot (tutor.spec.ts): out of the pictures and
 * the measures, which show what a learner gets, those that come later too (a panel opened, the side panels
 * placed again as a full-page capture resizes the window). Set through the DOM, as the page's policy
 * refuses injected styles.
 */
export async function hideSlotProbes(page: Page) {
  await page.evaluate(() => {
    const hide = () => {
      for (const probe of document.querySelectorAll<HTMLElement>('.badge.text-bg-warning')) {
        if (probe.textContent.startsWith('Plugin in ')) probe.style.display = 'none';
      }
    };
    hide();
    new MutationObserver(hide).observe(document.body, { childList: true, subtree: true });
  });
}
