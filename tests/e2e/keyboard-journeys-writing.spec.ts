import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pngImage, signInDemo, startAs, uniqueSuffix } from './posts-helpers.ts';
import type { SignedInUser } from './session-helpers.ts';

// Journeys by keyboard alone (issue 15): after every key, focus is where a person expects it,
// never lost to <body>. Files are the one exception: no keyboard reaches the system's file
// picker from a test, so a chosen file is handed to the input as the picker would.

test.use({ viewport: { width: 1280, height: 800 } });

/** Fails when focus has dropped to the page itself. */
async function expectFocusKept(page: Page) {
  const onBody = await page.evaluate(
    () => document.activeElement === null || document.activeElement === document.body,
  );
  expect(onBody, 'focus dropped to <body>').toBe(false);
}

/** Presses `key` until `target` has focus, checking after each press that focus is kept. */
async function pressUntilFocused(page: Page, key: string, target: Locator, most = 40) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
    await expectFocusKept(page);
  }
  await expect(target).toBeFocused();
}

test('2. search from the header and open a result', async ({ page }) => {
  await page.goto('/');
  const search = page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Search posts and people' });

  await page.keyboard.press('Tab');
  await expectFocusKept(page);
  await pressUntilFocused(page, 'Tab', search);

  await page.keyboard.type('lamplighters');
  await expect(search).toBeFocused();
  const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
  await expect(options.first()).toContainText('The Lamplighters');
  await expect(page.getByRole('search', { name: 'Site' }).getByRole('status')).toHaveText(
    /^\d+ results?$/,
  );

  await page.keyboard.press('ArrowDown');
  await expect(search).toBeFocused();
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id')) ?? '',
  );

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/post\/the-lamplighters-/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The Lamplighters');
  await expectFocusKept(page);
});

test.describe('8. a publisher writes a post', () => {
  let publisher: SignedInUser;

  test.beforeAll(async () => {
    publisher = await signInDemo('publisher');
  });

  test('with the toolbar and an image with alt text', async ({ page }) => {
    test.setTimeout(60_000);
    const title = `Keyboard lanterns ${uniqueSuffix()}`;
    await startAs(page, publisher);
    await page.goto('/create-post');
    const editor = page.getByRole('textbox', { name: 'Content' });
    await expect(editor).toBeVisible();
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    const control = (name: string) => toolbar.getByRole('button', { name, exact: true });
    /** From the editor back to the toolbar, on the control last used, then on to `name`'s. */
    const pressControl = async (lastUsed: string, name: string) => {
      await page.keyboard.press('Shift+Tab');
      await expect(control(lastUsed)).toBeFocused();
      if (name !== lastUsed) await pressUntilFocused(page, 'ArrowRight', control(name));
      await page.keyboard.press('Enter');
    };

    // Title.
    const titleField = page.getByRole('textbox', { name: 'Title' });
    await page.keyboard.press('Tab');
    await pressUntilFocused(page, 'Tab', titleField);
    await page.keyboard.type(title);

    // Into the editor: the whole toolbar is one stop on the way.
    await pressUntilFocused(page, 'Tab', control('Heading 2'));
    await page.keyboard.press('Tab');
    await expect(editor).toBeFocused();
    await page.keyboard.type('Lanterns are ');

    // Bold through the toolbar, by keyboard.
    await pressControl('Heading 2', 'Bold');
    await expect(editor).toBeFocused();
    await page.keyboard.type('made by hand');
    await pressControl('Bold', 'Bold');
    await expect(editor).toBeFocused();
    await page.keyboard.type(' every autumn.');

    // An image with its description.
    await pressControl('Bold', 'Insert image');
    const dialog = page.getByRole('dialog', { name: 'Insert image' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Image file' })).toBeFocused();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'hands.png', mimeType: 'image/png', buffer: pngImage(64, 48) });
    const alt = dialog.getByRole('textbox', { name: 'Alternative text' });
    await pressUntilFocused(page, 'Tab', alt);
    await page.keyboard.type('Hands folding a paper lantern');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(editor).toBeFocused();
    await expect(editor.getByRole('img', { name: 'Hands folding a paper lantern' })).toBeVisible();

    // Publish, in the bar above the form.
    const publish = page.getByRole('button', { name: 'Publish' });
    await pressUntilFocused(page, 'Shift+Tab', publish);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/post\/keyboard-lanterns-/, { timeout: 6000 });
    const article = page.getByRole('article', { name: title });
    await expect(article.locator('strong')).toHaveText('made by hand');
    await expect(article.getByRole('img', { name: 'Hands folding a paper lantern' })).toBeVisible();
    await expectFocusKept(page);

    const html = await (await page.request.get(new URL(page.url()).pathname)).text();
    expect(html).toContain('alt="Hands folding a paper lantern"');
  });
});
