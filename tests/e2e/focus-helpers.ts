import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What has focus, as a person using a screen reader would be told: its role and name. */
export function focusedElement(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLElement).innerText?.trim().slice(0, 80) ??
      '';
    return `${element.tagName.toLowerCase()}: ${name}`;
  });
}

/** Focus is somewhere on the page, never dropped to its body. */
export async function expectFocusNotLost(page: Page) {
  await expect.poll(() => focusedElement(page)).not.toBe('body');
}

/**
 * Presses Tab (or Shift+Tab) until the target has focus, checking after every press that focus
 * is on something (never the page's body). Keyboard only: nothing is clicked or focused by script.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}) {
  let before = await focusedElement(page);
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
    const now = await focusedElement(page);
    expect(now, `focus fell to the page body while tabbing on from ${before}`).not.toBe('body');
    before = now;
  }
  throw new Error(`${limit} presses of Tab did not reach ${target.toString()}`);
}
