import { expect, accessibilityViolations, test } from './fixtures.ts';
import { main } from './page-helpers.ts';
import { REPORT_MESSAGES } from '../../src/contracts/reports.constants.ts';
import { expectFocusNotLost } from './focus-helpers.ts';
import {
  createPostViaApi,
  openNewPost,
  signedInDemo,
  startAs,
  uniqueSuffix,
} from './posts-helpers.ts';
import { newAccount, signInViaApi, signUpViaApi } from './session-helpers.ts';

/**
 * Issue 15, focus and errors: focus never drops to the page's body when a dialog closes or a
 * comment is posted, errors are announced and stay on their fields, refused links say so plainly,
 * and fields draw a focus ring as clear as the buttons'. Signs in three demo accounts and one new
 * one; gives once.
 */

const UNKNOWN_USER = '00000000-0000-4000-8000-000000000099';

const demo = signedInDemo({ admin: 'admin', publisher: 'publisher', reader: 'user' });

/** The contrast ratio of two CSS colours (`rgb(...)`), as WCAG computes it. */
function contrast(foreground: string, background: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

test.describe('focus stays on the page', () => {
  test('a new comment, a reply and an edited comment take focus once saved', async ({ page }) => {
    await openNewPost(page, demo.reader, {
      author: demo.publisher,
      title: `Focus after commenting ${uniqueSuffix()}`,
      content: '<p>Say something.</p>',
    });
    const comments = page.getByRole('region', { name: 'Comments' });
    const box = comments.getByRole('textbox', { name: 'Add a comment' });
    await box.fill('Focus should land on this comment.');
    await comments.getByRole('button', { name: 'Submit' }).press('Enter');

    const comment = comments.getByRole('listitem', { name: `Comment by ${demo.reader.username}` });
    await expect(comment).toContainText('Focus should land on this comment.');
    await expect(comment).toBeFocused();
    await expect(box).toHaveValue('');

    await comment.getByRole('button', { name: `Reply to ${demo.reader.username}` }).press('Enter');
    const replyBox = comment.getByRole('textbox', { name: `Reply to ${demo.reader.username}` });
    await expect(replyBox).toBeFocused();
    await replyBox.fill('And this reply.');
    await comment.getByRole('button', { name: 'Reply', exact: true }).press('Enter');
    const reply = comment.getByRole('listitem', { name: `Reply by ${demo.reader.username}` });
    await expect(reply).toContainText('And this reply.');
    await expect(reply).toBeFocused();

    await comment
      .getByRole('button', { name: `Edit comment by ${demo.reader.username}` })
      .press('Enter');
    const editBox = comment.getByRole('textbox', { name: 'Edit your comment' });
    await editBox.fill('Edited, and focus came back.');
    await comment.getByRole('button', { name: 'Save' }).press('Enter');
    await expect(comment).toContainText('Edited, and focus came back.');
    await expect(comment).toBeFocused();
  });

  test('the Become a Publisher dialog gives focus back to its button however it closes', async ({
    page,
  }) => {
    await startAs(page, demo.reader);
    await page.goto('/');
    const trigger = page
      .getByRole('region', { name: /Stories That Keep/ })
      .getByRole('button', { name: 'Become a Publisher' });
    const dialog = page.getByRole('dialog', { name: 'Become a Publisher' });

    // The first opening loads the dialog: focus must come back all the same.
    await trigger.press('Enter');
    await expect(dialog.getByRole('textbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.press('Enter');
    await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.press('Enter');
    await dialog.getByRole('button', { name: 'Close' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the Post options menu opens on its first item; Delete Post cancelled gives focus back to it', async ({
    page,
  }) => {
    const post = await openNewPost(page, demo.publisher, {
      author: demo.publisher,
      title: `Focus after a cancelled delete ${uniqueSuffix()}`,
      content: '<p>Still here.</p>',
    });
    const options = page.getByRole('button', { name: 'Post options' });
    const confirm = page.getByRole('dialog', { name: 'Delete Post' });

    await options.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit Post' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Delete Post' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect(confirm).toBeHidden();
    await expect(options).toBeFocused();

    // Opened with Space this time, closed with Escape.
    await options.press('Space');
    await expect(page.getByRole('menuitem', { name: 'Edit Post' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(options).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  });

  test('the report dialog opened from the Post options menu gives focus back to the menu button', async ({
    page,
  }) => {
    await openNewPost(page, demo.reader, {
      author: demo.publisher,
      title: `Focus after a report dialog ${uniqueSuffix()}`,
      content: '<p>Reported, or not.</p>',
    });
    const options = page.getByRole('button', { name: 'Post options' });
    await options.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Report Post' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Report post' });
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(options).toBeFocused();
  });

  test("a tooltip's target keeps focus when the tooltip's code arrives", async ({ page }) => {
    // The header's tooltip comes in its own chunk: hold it back until the toggle has focus.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/tooltip-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await startAs(page, null);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Toggle color scheme' });
    await toggle.focus();
    await expect(toggle).toBeFocused();

    const arrived = page.waitForResponse(/\/assets\/tooltip-[\w-]+\.js$/);
    release();
    await arrived;
    // The tooltip is in once hovering the toggle shows it (a hover before it was drawn is missed).
    await expect(async () => {
      await page.mouse.move(0, 0);
      await toggle.hover();
      await expect(page.getByRole('tooltip', { name: 'Switch to dark mode' })).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  test("the account menu's button keeps focus when the menu's code arrives", async ({ page }) => {
    // The header draws the button alone until the menu's chunk is in: hold it back till then.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/user-menu-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await startAs(page, demo.reader);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: /^Account menu for / });
    await expect(button).not.toHaveAttribute('aria-haspopup');
    await button.focus();

    release();
    // The menu's own button (it announces its menu) has taken the place, and the focus.
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  });

  test("a Most Read link keeps focus when the carousel's code arrives", async ({ page }) => {
    // The slides come as a still row until the carousel's chunk is in: hold it back.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/most-read-slides-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await startAs(page, null);
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Most read posts' });
    const read = region.getByRole('link', { name: /^Read Post: / }).first();
    await read.focus();

    const arrived = page.waitForResponse(/\/assets\/most-read-slides-[\w-]+\.js$/);
    release();
    await arrived;
    // The carousel takes the still row's place (its arrows work) and its link takes the focus.
    await expect(region.getByRole('button', { name: 'Next post' })).toBeVisible();
    await expect(read).toBeFocused();
  });

  test('while a donation is sent and thanked for, focus stays on the form, then the thank-you', async ({
    page,
    request,
  }) => {
    const created = await request.post('/api/donation/case', {
      data: { title: `Focus while giving ${uniqueSuffix()}`, description: 'A focus check.' },
      headers: { authorization: `Bearer ${demo.admin.token}` },
    });
    expect(created.status()).toBe(201);
    const donationCase = (await created.json()) as { _id: string };
    await startAs(page, null);
    await page.goto(`/donate/${donationCase._id}`);
    const custom = page.getByLabel('Custom amount (USD)');
    await custom.fill('3');
    await custom.press('Enter');
    const thanks = main(page).getByRole('status').filter({ hasText: 'Thank you' });
    await expect(thanks).toBeFocused();
    await expect(page).toHaveURL('/donate/success', { timeout: 5000 });
    await expectFocusNotLost(page);
  });
});

test.describe('errors people can read', () => {
  test('a field error is announced and stays on its field, and in the summary, until it changes', async ({
    page,
  }) => {
    await page.clock.install();
    await startAs(page, null);
    await page.goto('/sign-in');
    const identifier = page.getByLabel('Email or username');
    await identifier.fill('someone@');
    await page.getByLabel('Password', { exact: true }).fill('a password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    const message = 'Please enter a valid email address.';
    const summary = main(page).getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
    await expect(identifier).toBeFocused();
    await expect(identifier).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await identifier.getAttribute('aria-describedby')) ?? '';
    const fieldError = page.locator(`[id="${describedBy.split(' ').at(-1)}"]`);
    await expect(fieldError).toHaveText(message);

    await page.clock.fastForward(10_000);
    // No timed banner: the field and the summary keep the error until the field changes.
    await expect(summary).toBeVisible();
    await expect(identifier).toHaveAttribute('aria-invalid', 'true');
    await expect(fieldError).toHaveText(message);

    await identifier.fill('someone@example.org');
    await expect(identifier).not.toHaveAttribute('aria-invalid', 'true');
    await expect(summary).toBeHidden();
  });

  test("the report dialog's reason keeps its error, announced, until it is written", async ({
    page,
  }) => {
    const post = await createPostViaApi(demo.publisher, {
      title: `An error that stays ${uniqueSuffix()}`,
      content: '<p>Something.</p>',
    });
    await page.clock.install();
    await startAs(page, demo.reader);
    await page.goto(`/post/${post.slug}`);
    await main(page).getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Report post' });
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(dialog.getByRole('alert')).toContainText('Please provide a reason for reporting');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription('Please provide a reason for reporting');
    await expect(reason).toBeFocused();
    await page.clock.fastForward(10_000);
    await expect(dialog.getByRole('alert')).toContainText('Please provide a reason for reporting');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await reason.fill('Not a community story.');
    await expect(reason).not.toHaveAttribute('aria-invalid', 'true');
  });

  test("the server's refusal of a report stays in the dialog until the reason changes", async ({
    page,
    request,
  }) => {
    const post = await createPostViaApi(demo.publisher, {
      title: `A refusal that stays ${uniqueSuffix()}`,
      content: '<p>Reported once already.</p>',
    });
    const first = await request.post('/api/report', {
      data: { targetId: post._id, targetType: 'post', reason: 'The first report of it.' },
      headers: { authorization: `Bearer ${demo.reader.token}` },
    });
    expect(first.ok()).toBe(true);
    await page.clock.install();
    await startAs(page, demo.reader);
    await page.goto(`/post/${post.slug}`);
    await main(page).getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Report post' });
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await reason.fill('Reporting it again.');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: REPORT_MESSAGES.alreadyReported });
    await expect(refusal).toBeVisible();

    // Once the spec's 3 s banner time is long past, the refusal is still there to be read.
    await page.clock.runFor(10_000);
    await expect(refusal).toBeVisible();
    await reason.pressSequentially('!');
    await expect(refusal).toBeHidden();
  });

  test('a bad or expired verification link says so plainly and offers a new one', async ({
    page,
  }) => {
    await startAs(page, null);
    for (const path of [`/users/${UNKNOWN_USER}/verify/not-a-token`, '/users/x/verify/y']) {
      await page.goto(path);
      const alert = main(page).getByRole('alert');
      await expect(alert).toContainText('This verification link is invalid or has expired.');
      await expect(main(page)).not.toContainText('Invalid id');
      await expect(
        main(page).getByRole('link', { name: 'Sign in to get a new link' }),
      ).toBeVisible();
    }

    // Signed in, the new link is sent from here.
    const account = newAccount('relink');
    await signUpViaApi(page.request, account);
    const member = await signInViaApi(page.request, account.username, account.password);
    const memberPage = await page
      .context()
      .browser()!
      .newContext()
      .then((c) => c.newPage());
    await startAs(memberPage, member);
    await memberPage.goto(`/users/${member._id}/verify/an-old-token`);
    await expect(memberPage.getByRole('main').getByRole('alert')).toContainText(
      'This verification link is invalid or has expired.',
    );
    await memberPage.getByRole('button', { name: 'Send a new link' }).click();
    await expect(memberPage.getByRole('main').getByRole('status')).toHaveText(
      'Verification email sent successfully',
    );
    await memberPage.context().close();
  });

  test('a bad or expired reset link says so plainly and offers a new one', async ({ page }) => {
    await startAs(page, null);
    for (const path of [`/reset-password/${UNKNOWN_USER}/not-a-token`, '/reset-password/x/y']) {
      await page.goto(path);
      await page.getByLabel('New Password', { exact: true }).fill('a-new-secret');
      await page.getByLabel('Confirm Password', { exact: true }).fill('a-new-secret');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      const alert = main(page).getByRole('alert');
      await expect(alert).toContainText('This reset link is invalid or has expired');
      await expect(main(page)).not.toContainText('Invalid id');
      await expect(alert.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
        'href',
        '/request-password-reset',
      );
    }
  });
});

test.describe('visible focus', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`a focused text field draws a ring of 2 px or more (${theme})`, async ({ page }) => {
      await startAs(page, null, theme);
      await page.goto('/sign-in');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      const field = page.getByLabel('Email or username');
      // Reached by keyboard, as a person tabbing through the form would.
      await field.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(field).toBeFocused();
      const ring = await field.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
    });

    test(`the case form's file input placeholder is readable (${theme})`, async ({ page }) => {
      await startAs(page, demo.admin, theme);
      await page.goto('/create-donation');
      const fileInput = main(page).getByRole('button', { name: 'Or upload an image' });
      const colours = await fileInput.evaluate((element) => {
        const placeholder = element.querySelector('[class*="placeholder"]') ?? element;
        let surface: Element | null = element;
        let background = 'rgba(0, 0, 0, 0)';
        while (surface && /rgba\(0, 0, 0, 0\)|transparent/.test(background)) {
          background = getComputedStyle(surface).backgroundColor;
          surface = surface.parentElement;
        }
        return { text: getComputedStyle(placeholder).color, background };
      });
      expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
    });
  }

  test('the confirm dialogs pass the contrast checks in the dark theme', async ({ page }) => {
    const post = await createPostViaApi(demo.publisher, {
      title: `Dark dialog ${uniqueSuffix()}`,
      content: '<p>Dark.</p>',
    });
    await startAs(page, demo.publisher, 'dark');
    await page.goto(`/post/${post.slug}`);
    await page.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Delete Post' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Post' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
