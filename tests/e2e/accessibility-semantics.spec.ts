import type { Locator, Page } from '@playwright/test';
import { expect, accessibilityViolations, test } from './fixtures.ts';
import { main } from './page-helpers.ts';
import { createPostViaApi, pngImage, signInDemo, startAs, uniqueSuffix } from './posts-helpers.ts';
import type { SignedInUser } from './session-helpers.ts';

// What a screen reader is told: the header search as a combobox, the Most Read carousel's live
// region, the editor's toolbar as one tab stop, and images with their descriptions.

const header = (page: Page) => page.getByRole('banner');

const searchBox = (page: Page) =>
  header(page).getByRole('combobox', { name: 'Search posts and people' });

/** The id an element is referred to by (aria-controls, aria-activedescendant). */
const idOf = async (locator: Locator) => (await locator.getAttribute('id')) ?? '';

test.describe('the header search', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is a combobox: a named listbox, arrows move the active option, the count is announced', async ({
    page,
  }) => {
    await page.goto('/');
    const search = searchBox(page);
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    const count = page.getByRole('search', { name: 'Site' }).getByRole('status');

    await search.fill('lamplighters');
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(search).toHaveAttribute('aria-controls', await idOf(listbox));
    const options = listbox.getByRole('option');
    await expect(options.first()).toContainText('The Lamplighters');
    // Every option but the last ("See all post results") is a post or a person found.
    const found = (await options.count()) - 1;
    await expect(count).toHaveText(found === 1 ? '1 result' : `${found} results`);
    await expect(search).not.toHaveAttribute('aria-activedescendant');

    // The arrows move the active option; focus stays in the box.
    await search.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('aria-activedescendant', await idOf(options.nth(0)));
    await search.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(search).toHaveAttribute('aria-activedescendant', await idOf(options.nth(1)));
    await search.press('ArrowUp');
    await expect(search).toHaveAttribute('aria-activedescendant', await idOf(options.nth(0)));
    await expect(search).toBeFocused();

    // Nothing for axe with the list open.
    expect(await accessibilityViolations(page)).toEqual([]);

    // Escape closes the list and keeps the text and the focus.
    await search.press('Escape');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(search).not.toHaveAttribute('aria-activedescendant');
    await expect(search).toHaveValue('lamplighters');
    await expect(search).toBeFocused();

    // A term nothing matches is announced as such.
    await search.fill('qqzxv wholly unmatched');
    await expect(count).toHaveText('No results');

    // Enter opens the active option.
    await search.fill('lamplighters');
    await expect(options.first()).toContainText('The Lamplighters');
    await search.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/post\/the-lamplighters-/);
  });
});

test.describe('the Most Read carousel', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is silent while it rotates, polite while hovered, focused or paused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Most read posts', exact: true });
    const slides = carousel.locator(':scope > [aria-live]');
    const shown = (n: number) => carousel.getByRole('tab', { name: `Show post ${n}` });
    // The carousel's own code is fetched as it nears the screen, and is in once its indicators are.
    await carousel.scrollIntoViewIfNeeded();
    await expect(shown(1)).toHaveAttribute('aria-selected', 'true');
    await expect(carousel.getByRole('group', { name: '2 of 5' })).toHaveAttribute(
      'aria-roledescription',
      'slide',
    );
    await page.mouse.move(0, 0);
    await expect(slides).toHaveAttribute('aria-live', 'off');

    // It rotates, and stands still while the pointer is on it.
    await page.clock.runFor(5_100);
    await expect(shown(2)).toHaveAttribute('aria-selected', 'true');
    await carousel.hover();
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(11_000);
    await expect(shown(2)).toHaveAttribute('aria-selected', 'true');
    await page.mouse.move(0, 0);
    await expect(slides).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(5_100);
    await expect(shown(3)).toHaveAttribute('aria-selected', 'true');

    // Keyboard focus inside it pauses it too, until focus leaves.
    const pause = carousel.getByRole('button', { name: 'Pause the slideshow' });
    await pause.focus();
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('Tab');
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(11_000);
    await expect(shown(3)).toHaveAttribute('aria-selected', 'true');
    await header(page).getByRole('link', { name: 'Hearth home' }).focus();
    await expect(slides).toHaveAttribute('aria-live', 'off');

    // The pause button stops it until pressed again, whatever the pointer does.
    await pause.click();
    const start = carousel.getByRole('button', { name: 'Start the slideshow' });
    await expect(start).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(11_000);
    await expect(shown(3)).toHaveAttribute('aria-selected', 'true');
    await start.click();
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole('button', { name: 'Pause the slideshow' })).toBeVisible();
    await expect(slides).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(5_100);
    await expect(shown(4)).toHaveAttribute('aria-selected', 'true');
  });

  test('arrives in the first HTML with its slides labelled', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('aria-label="Most read posts"');
    expect(html).toMatch(/aria-live="off"/);
    expect(html).toMatch(/aria-roledescription="slide" aria-label="1 of 5"/);
  });
});

test.describe('the editor', () => {
  let publisher: SignedInUser;

  test.beforeAll(async () => {
    publisher = await signInDemo('publisher');
  });

  test('its toolbar is one tab stop; the arrows, Home and End move along it', async ({ page }) => {
    await startAs(page, publisher);
    await page.goto('/create-post');
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    const editor = page.getByRole('textbox', { name: 'Content' });
    await expect(editor).toBeVisible();
    const control = (name: string) => toolbar.getByRole('button', { name, exact: true });
    await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);

    // The stop before the toolbar is the shortcuts help beside the Content label.
    await page.getByRole('button', { name: 'Formatting shortcuts' }).focus();
    await page.keyboard.press('Tab');
    await expect(control('Heading 2')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(editor).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(control('Heading 2')).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(control('Heading 3')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // Round the row: past the first is the last usable control (Undo and Redo wait for edits).
    await expect(control('Align text: justify')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(control('Heading 2')).toBeFocused();
    await page.keyboard.press('End');
    await expect(control('Align text: justify')).toBeFocused();
    await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);

    // The control last used is the one Tab comes back to.
    await page.keyboard.press('Tab');
    await expect(editor).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(control('Align text: justify')).toBeFocused();
  });

  test('asks what an inserted image shows, and takes none only for a decorative image', async ({
    page,
  }) => {
    const title = `Lanterns at the ferry ${uniqueSuffix()}`;
    await startAs(page, publisher);
    await page.goto('/create-post');
    await page.getByLabel('Title').fill(title);

    // The cover and its description.
    await page
      .locator('input[type="file"][accept^="image/png"]')
      .first()
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngImage() });
    await expect(page.getByRole('img', { name: 'Cover image preview' })).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Image description (alt text)' })
      .fill('Paper lanterns floating by the ferry landing');

    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.type('The walk begins at dusk.');
    // Describing an image waits for one to be selected.
    const describe = page.getByRole('button', { name: 'Describe the selected image' });
    await expect(describe).toBeDisabled();
    await page.getByRole('button', { name: 'Insert image', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert image' });
    await expect(dialog).toBeVisible();

    // Nothing chosen: both questions are asked.
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    // Each field says what it needs, and the summary at the top links to each.
    const summary = dialog.getByTestId('form-error-summary');
    await expect(
      summary.getByRole('link', { name: 'Choose an image file or enter its address' }),
    ).toBeVisible();
    // Focus goes to the first field to fix.
    await expect(dialog.getByRole('button', { name: 'Image file' })).toBeFocused();
    const altText = dialog.getByRole('textbox', { name: 'Alternative text' });
    await expect(altText).toHaveAttribute('aria-invalid', 'true');
    await expect(altText).toHaveAccessibleDescription(
      /Describe the image, or mark it as decorative/,
    );
    await expect(
      summary.getByRole('link', { name: 'Describe the image, or mark it as decorative' }),
    ).toBeVisible();

    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'river.png', mimeType: 'image/png', buffer: pngImage(64, 64) });
    await dialog
      .getByRole('textbox', { name: 'Alternative text' })
      .fill('Children launching lanterns');
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    await expect(dialog).toBeHidden();
    const described = editor.getByRole('img', { name: 'Children launching lanterns' });
    await expect(described).toBeVisible();
    const uploaded = await described.getAttribute('src');

    // Decorative, by choice: an empty alt.
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Insert image', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Or its address' }).fill(uploaded ?? '');
    await dialog.getByRole('checkbox', { name: /Decorative image/ }).check();
    await expect(dialog.getByRole('textbox', { name: 'Alternative text' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    await expect(dialog).toBeHidden();
    await expect(editor.locator('img[alt=""]')).toHaveCount(1);

    // An image already in the text (pasted ones come without any) is described when selected.
    await editor.locator('img[alt=""]').click();
    await describe.click();
    const describing = page.getByRole('dialog', { name: 'Describe the selected image' });
    const decorative = describing.getByRole('checkbox', { name: /Decorative image/ });
    await expect(decorative).toBeChecked();
    await decorative.uncheck();
    await describing.getByRole('textbox', { name: 'Alternative text' }).fill('The river at night');
    await describing.getByRole('button', { name: 'Save description' }).click();
    await expect(describing).toBeHidden();
    await expect(editor.getByRole('img', { name: 'The river at night' })).toBeVisible();

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/post\/lanterns-at-the-ferry-/, { timeout: 6000 });
    const article = page.getByRole('article', { name: title });
    await expect(
      article.getByRole('img', { name: 'Paper lanterns floating by the ferry landing' }),
    ).toBeVisible();
    await expect(article.getByRole('img', { name: 'Children launching lanterns' })).toBeVisible();

    // The page as it is first served already says what the images show.
    const html = await (await page.request.get(new URL(page.url()).pathname)).text();
    expect(html).toContain('alt="Paper lanterns floating by the ferry landing"');
    expect(html).toContain('alt="Children launching lanterns"');
    expect(html).toContain('alt="The river at night"');
    expect(html).toContain(
      '<meta property="og:image:alt" content="Paper lanterns floating by the ferry landing"/>',
    );
    await expect(main(page)).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`no accessibility violation with the image dialog or the search list open (${theme})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await startAs(page, publisher, theme);
      await page.goto('/create-post');
      await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
      await page.getByRole('button', { name: 'Insert image', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Insert image' });
      await dialog.getByRole('button', { name: 'Insert image' }).click();
      await expect(
        dialog.getByRole('link', { name: 'Describe the image, or mark it as decorative' }),
      ).toBeVisible();
      expect(await accessibilityViolations(page), `image dialog (${theme})`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Insert image', exact: true })).toBeFocused();

      await searchBox(page).fill('lamplighters');
      const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
      await expect(listbox.getByRole('option').first()).toContainText('The Lamplighters');
      await searchBox(page).press('ArrowDown');
      expect(await accessibilityViolations(page), `search list (${theme})`).toEqual([]);
    });
  }
});

test.describe('close buttons', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a toast's close button is named, and axe finds no unnamed button with it open", async ({
    page,
  }) => {
    const publisher = await signInDemo('publisher');
    await startAs(page, await signInDemo('user'));
    // A follow (or unfollow) that fails leaves an error toast, which stays until it is closed.
    await page.route(/\/api\/user\/(un)?follow\//, (route) =>
      route.fulfill({ status: 409, json: { success: false, message: 'Following is paused' } }),
    );
    await page.goto(`/profile/${publisher.username}`);
    await main(page)
      .getByRole('button', { name: /^(Follow|Unfollow) / })
      .click();
    const toast = page.getByRole('alert').filter({ hasText: 'Following is paused' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
    expect(await accessibilityViolations(page, ['button-name'])).toEqual([]);

    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toBeHidden();
  });

  test("the editor's History panel names its close button", async ({ page }) => {
    const publisher = await signInDemo('publisher');
    const post = await createPostViaApi(publisher, {
      title: `History panel ${uniqueSuffix()}`,
      content: '<p>A post with a history.</p>',
    });
    await startAs(page, publisher);
    await page.goto(`/update-post/${post._id}`);
    await page.getByRole('button', { name: 'History' }).click();
    const panel = page.getByRole('dialog', { name: 'History' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Close the history' })).toBeVisible();
    expect(await accessibilityViolations(page, ['button-name'])).toEqual([]);
  });
});
