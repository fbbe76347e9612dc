import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './fixtures.ts';
import { main } from './page-helpers.ts';
import { signInDemo, startAs } from './posts-helpers.ts';
import { newAccount, signInViaApi, signUpViaApi } from './session-helpers.ts';

test.describe('data people control', () => {
  test('a member downloads their data, reads what deletion does, deletes, and the admin sees both in Audit', async ({
    page,
    browser,
  }) => {
    const account = newAccount('leaving');
    await signUpViaApi(page.request, account);
    const member = await signInViaApi(page.request, account.username, account.password);
    await startAs(page, member);
    await page.goto('/dashboard?tab=profile');

    const downloading = page.waitForEvent('download');
    await main(page).getByRole('link', { name: 'Download My Data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^hearth-data-leaving_\w+-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(files)).toContain('gifts.json');
    expect(JSON.parse(strFromU8(files['profile.json']!))).toMatchObject({
      username: account.username,
      email: account.email,
    });

    await main(page).getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Your Account?' });
    const statement = dialog.getByRole('list', { name: 'What deleting your account does' });
    for (const kind of [
      'Profile',
      'Posts',
      'Narratives',
      'Comments',
      'Likes',
      'Follows',
      'Notifications',
      'Gifts',
    ]) {
      await expect(statement).toContainText(`${kind}:`);
    }
    await expect(statement).toContainText('Kept in the donation ledger under "Anonymous"');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your account has been deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await startAs(adminPage, await signInDemo('admin'));
    await adminPage.goto('/dashboard?tab=audit');
    const log = main(adminPage);
    await expect(log.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
    await expect(log.getByText('Account deleted').first()).toBeVisible();
    await expect(log.getByText('Account data downloaded').first()).toBeVisible();
    await expect(log.getByText(account.username).first()).toBeVisible();
    await adminContext.close();
  });
});
