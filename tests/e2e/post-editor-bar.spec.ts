import type { Locator, Page } from '@playwright/test';
import { expect, accessibilityViolations, test } from './fixtures.ts';
import { signInDemo, startAs, uniqueSuffix } from './posts-helpers.ts';
import type { SignedInUser } from './session-helpers.ts';

// Issue 39, point 6: the editor keeps its status in sight, and a new draft gets its own address.

const bar = (page: Page) => page.getByRole('region', { name: 'Post status' });
const saveState = (page: Page) => page.getByTestId('save-state');

/** Whether two elements' boxes overlap on the screen. */
async function overlap(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('An element has no box');
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

test.describe('the post editor bar', () => {
  let publisher: SignedInUser;

  test.beforeAll(async () => {
    publisher = await signInDemo('publisher');
  });

  test('a new post gets its own address at its first autosave, and a reload keeps it', async ({
    page,
  }) => {
    const title = `Harbour lights ${uniqueSuffix()}`;
    await startAs(page, publisher);
    await page.goto('/create-post');
    await expect(bar(page)).toBeVisible();
    await expect(saveState(page)).toHaveText('Not saved yet');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    const content = page.getByRole('textbox', { name: 'Content' });
    await content.click();
    await page.keyboard.type('The boats come home at dusk.');
    await expect(saveState(page)).toHaveText('Unsaved changes');

    await expect(saveState(page)).toHaveText('Saved', { timeout: 15_000 });
    await expect(page).toHaveURL(/\/update-post\/[0-9a-f-]{36}$/);
    // The page was not drawn again: the writer goes on typing where they were.
    await expect(content).toBeFocused();
    await page.keyboard.type(' Then the lamps.');
    await expect(content).toHaveText('The boats come home at dusk. Then the lamps.');
    await expect(saveState(page)).toHaveText('Saved', { timeout: 15_000 });
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Content' })).toHaveText(
      'The boats come home at dusk. Then the lamps.',
    );
    await expect(saveState(page)).toHaveText('Saved');
  });

  test('Create a post again after a draft opens an empty editor', async ({ page }) => {
    await startAs(page, publisher);
    await page.goto('/create-post');
    await page.getByRole('textbox', { name: 'Title' }).fill(`Tide tables ${uniqueSuffix()}`);
    await expect(page).toHaveURL(/\/update-post\//, { timeout: 15_000 });
    await page.goBack();
    await page.goto('/create-post');
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await expect(saveState(page)).toHaveText('Not saved yet');
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ]) {
    test(`the bar stays in sight over a long post, at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await startAs(page, publisher);
      await page.goto('/create-post');
      await page.getByRole('textbox', { name: 'Title' }).fill(`Long walk ${uniqueSuffix()}`);
      const content = page.getByRole('textbox', { name: 'Content' });
      await content.click();
      for (let line = 1; line <= 40; line += 1) {
        await page.keyboard.insertText(`Line ${line} of a long walk along the shore.`);
        await page.keyboard.press('Enter');
      }
      // Typing at the end keeps the caret in sight, under the bar and the toolbar.
      const last = content.locator('p').nth(39);
      await expect(last).toBeInViewport();
      expect(await overlap(bar(page), last)).toBe(false);
      await expect(bar(page)).toBeInViewport();

      await page.mouse.wheel(0, 20_000);
      await expect(bar(page)).toBeInViewport();
      await expect(bar(page).getByRole('button', { name: 'Publish' })).toBeVisible();
      await expect(bar(page).getByRole('button', { name: 'Preview' })).toBeVisible();

      // A field reached by keyboard is never under the bar: here the address field, first
      // scrolled to just under the header, where the bar is.
      const slug = page.getByRole('textbox', { name: 'Address (slug)' });
      await page.getByLabel('Publish at (your time)').focus();
      await slug.evaluate((field) => {
        window.scrollBy(0, field.getBoundingClientRect().top - 70);
      });
      await page.keyboard.press('Shift+Tab');
      await expect(slug).toBeFocused();
      await expect(slug).toBeInViewport();
      expect(await overlap(bar(page), slug)).toBe(false);

      // The bar's buttons are reached by keyboard from the field before them.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('textbox', { name: 'Title' }).focus();
      await page.keyboard.press('Shift+Tab');
      await expect(bar(page).getByRole('button', { name: 'Publish' })).toBeFocused();
      await expect(bar(page)).toBeInViewport();
    });
  }
});
