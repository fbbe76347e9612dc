import { expect, test } from './fixtures.ts';
import { main } from './page-helpers.ts';
import { expectFocusNotLost, tabTo } from './focus-helpers.ts';
import {
  createPostViaApi,
  demoAccount,
  openNewPost,
  signedInDemo,
  startAs,
  uniqueSuffix,
} from './posts-helpers.ts';
import { newAccount, signInViaApi, signUpViaApi } from './session-helpers.ts';

/**
 * Issue 15's keyboard journeys: each is done with the keyboard only (Tab, Shift+Tab, Enter,
 * Space, Escape, typing), and after each step the test checks where focus is. Journeys 2 and 8
 * (header search, the editor's toolbar) belong with the combobox and toolbar work.
 */

const demo = signedInDemo({ admin: 'admin', publisher: 'publisher', reader: 'user' });

test.describe('keyboard journeys', () => {
  test('1. sign in', async ({ page }) => {
    const account = demoAccount('user');
    await startAs(page, null);
    await page.goto('/sign-in');

    const identifier = page.getByLabel('Email or username');
    await tabTo(page, identifier);
    await page.keyboard.type(account.username);
    await page.keyboard.press('Tab');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await page.keyboard.type(account.password);
    const submit = page.getByRole('button', { name: 'Sign In' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('button', { name: `Account menu for ${account.username}` }),
    ).toBeVisible();
    // The new page's content has focus, not the body.
    await expect(main(page)).toBeFocused();
  });

  test('3. write a comment with an @mention', async ({ page }) => {
    await openNewPost(page, demo.reader, {
      author: demo.publisher,
      title: `Keyboard comments ${uniqueSuffix()}`,
      content: '<p>Write to us.</p>',
    });
    const comments = page.getByRole('region', { name: 'Comments' });
    const box = comments.getByRole('textbox', { name: 'Add a comment' });
    await tabTo(page, box);

    await page.keyboard.type('Thank you @pri');
    const suggestions = page.getByRole('listbox', { name: 'Mention suggestions' });
    await expect(suggestions.getByRole('option', { name: 'priya_nair' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(suggestions).toBeHidden();
    await expect(box).toBeFocused();
    await page.keyboard.type('for the recipe.');
    await expect(box).toHaveValue('Thank you @priya_nair for the recipe.');

    await tabTo(page, comments.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    const comment = comments.getByRole('listitem', { name: `Comment by ${demo.reader.username}` });
    await expect(comment.getByRole('link', { name: '@priya_nair' })).toBeVisible();
    await expect(comment).toBeFocused();
  });

  test('4. report a post', async ({ page }) => {
    await openNewPost(page, demo.reader, {
      author: demo.publisher,
      title: `Keyboard report ${uniqueSuffix()}`,
      content: '<p>Something to report.</p>',
    });
    const report = main(page).getByRole('button', { name: 'Report', exact: true });
    await tabTo(page, report);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Report post' });
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toBeFocused();
    await page.keyboard.type('It is an advert, not a story.');
    await tabTo(page, dialog.getByRole('button', { name: 'Submit Report' }));
    await page.keyboard.press('Enter');
    const thanks = dialog.getByRole('status');
    await expect(thanks).toContainText('Report submitted');
    await expect(thanks).toBeFocused();
    // The thank-you closes itself after 2 s; focus goes back to the Report button.
    await expect(dialog).toBeHidden({ timeout: 5000 });
    await expect(report).toBeFocused();
  });

  test('5. become a publisher', async ({ page }) => {
    const account = newAccount('keyboard_writer');
    await signUpViaApi(page.request, account);
    const member = await signInViaApi(page.request, account.username, account.password);
    await startAs(page, member);
    await page.goto('/');
    const trigger = page
      .getByRole('region', { name: /Stories That Keep/ })
      .getByRole('button', { name: 'Become a Publisher' });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Become a Publisher' });
    await expect(dialog.getByRole('textbox')).toBeFocused();
    await page.keyboard.type('I write the allotment newsletter and would like to post it here.');
    await tabTo(page, dialog.getByRole('button', { name: 'Submit Request' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Request sent')).toBeVisible();
    // Focus is back on the same button, which now says the request waits.
    await expect(
      page
        .getByRole('region', { name: /Stories That Keep/ })
        .getByRole('button', { name: /^Request Pending \(sent / }),
    ).toBeFocused();
  });

  test('6. donate', async ({ page, request }) => {
    const title = `Keyboard gift ${uniqueSuffix()}`;
    const created = await request.post('/api/donation/case', {
      data: { title, description: 'Given by keyboard.', amountOptions: [5, 10] },
      headers: { authorization: `Bearer ${demo.admin.token}` },
    });
    expect(created.status()).toBe(201);
    const { _id: caseId } = (await created.json()) as { _id: string };
    await startAs(page, null);
    await page.goto(`/donate/${caseId}`);

    const five = main(page).getByRole('button', { name: '$5.00', exact: true });
    await tabTo(page, five);
    await page.keyboard.press('Enter');
    await expect(five).toHaveAttribute('aria-pressed', 'true');
    await expect(five).toBeFocused();
    await tabTo(page, main(page).getByRole('button', { name: 'Donate $5.00' }));
    await page.keyboard.press('Enter');

    const thanks = main(page).getByRole('status').filter({ hasText: 'Thank you' });
    await expect(thanks).toBeFocused();
    await expect(page).toHaveURL('/donate/success', { timeout: 5000 });
    await expect(main(page)).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you');
  });

  test('7. as an admin, ban a user and delete a report', async ({ page }) => {
    test.setTimeout(60_000);
    const account = newAccount('keyboard_banned');
    await signUpViaApi(page.request, account);
    const post = await createPostViaApi(demo.publisher, {
      title: `Keyboard moderation ${uniqueSuffix()}`,
      content: '<p>Reported by a reader.</p>',
    });
    const reported = await page.request.post('/api/report', {
      data: { targetId: post._id, targetType: 'post', reason: `Keyboard report ${post.title}` },
      headers: { authorization: `Bearer ${demo.reader.token}` },
    });
    expect(reported.ok(), await reported.text()).toBe(true);

    await startAs(page, demo.admin);
    await page.goto('/dashboard?tab=users');
    const rows = main(page).getByRole('table', { name: 'Users' }).getByRole('row');
    // Tabbing starts once the list is drawn, as a person would wait for the page.
    await expect(rows.nth(1)).toBeVisible();
    const search = main(page).getByRole('searchbox', { name: 'Search users' });
    await tabTo(page, search);
    await page.keyboard.type(account.username);
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(2);
    await expect(search).toBeFocused();

    const ban = main(page).getByRole('button', { name: `Ban ${account.username}` });
    await tabTo(page, ban);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Ban ${account.username}` });
    await expect(dialog).toBeVisible();
    await expectFocusNotLost(page);
    await tabTo(page, dialog.getByRole('button', { name: 'Ban user' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // The same button, now Unban, keeps focus.
    await expect(
      main(page).getByRole('button', { name: `Unban ${account.username}` }),
    ).toBeFocused();

    await page.goto('/dashboard?tab=reports');
    const row = main(page).locator('tbody tr').filter({ hasText: post.title });
    await expect(row).toBeVisible();
    await tabTo(page, row.getByRole('button', { name: /^More actions for the report/ }));
    await page.keyboard.press('Enter');
    const remove = page.getByRole('menuitem', { name: /^Delete report/i });
    await expect(remove).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await expect(confirm).toBeVisible();
    await expectFocusNotLost(page);
    await tabTo(page, confirm.getByRole('button', { name: 'Delete', exact: true }));
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    // The report's row is gone with its button: the page's content takes focus.
    await expectFocusNotLost(page);
  });
});
