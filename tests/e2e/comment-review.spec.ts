import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createPostViaApi, signInDemo, startAs, uniqueSuffix } from './posts-helpers.ts';
import { newAccount, signInViaApi, signUpViaApi, type SignedInUser } from './session-helpers.ts';

// Issue 36, "New accounts earn trust": a new account's comment with a link waits in the admin's
// review queue, shown to its author as awaiting review, and is public once approved.

const commentsOf = (page: Page) => page.getByRole('region', { name: 'Comments' });

test('a new account’s comment with a link waits for an admin, then is public', async ({
  page,
  browser,
  request,
}) => {
  const admin = await signInDemo('admin');
  const publisher = await signInDemo('publisher', 0);
  const account = newAccount('newcomer');
  await signUpViaApi(request, account);
  const newcomer: SignedInUser = await signInViaApi(request, account.email, account.password);
  const post = await createPostViaApi(publisher, {
    title: `Seed swap ${uniqueSuffix()}`,
    content: '<p>Bring what you grew.</p>',
  });
  const text = `Cheap seeds at seeds.example.com ${uniqueSuffix()}`;

  // The newcomer writes it and sees it as awaiting review.
  await startAs(page, newcomer);
  await page.goto(`/post/${post.slug}`);
  await commentsOf(page).getByRole('textbox', { name: 'Add a comment' }).fill(text);
  await commentsOf(page).getByRole('button', { name: 'Submit' }).click();
  const own = commentsOf(page).getByRole('listitem', { name: `Comment by ${account.username}` });
  await expect(own.getByText(text)).toBeVisible();
  await expect(own.getByText('Awaiting review', { exact: true })).toBeVisible();
  await expect(own.getByRole('button', { name: /^Reply to/ })).toHaveCount(0);

  // A visitor does not see it.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await startAs(visitor, null);
  await visitor.goto(`/post/${post.slug}`);
  await expect(commentsOf(visitor)).toBeVisible();
  await expect(visitor.getByText(text)).toHaveCount(0);

  // The admin approves it from the Comments tab's review queue.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await startAs(adminPage, admin);
  await adminPage.goto('/dashboard?tab=comments');
  const queue = adminPage.getByRole('region', { name: /^Awaiting Review/ });
  await expect(queue.getByText(text)).toBeVisible();
  await queue
    .getByRole('button', { name: `Approve comment by ${account.username}` })
    .first()
    .click();
  await expect(adminPage.getByText('The comment is published')).toBeVisible();
  await expect(queue.getByText(text)).toHaveCount(0);
  await adminContext.close();

  // Now everyone reads it.
  await visitor.reload();
  await expect(commentsOf(visitor).getByText(text)).toBeVisible();
  await visitorContext.close();
  await page.reload();
  await expect(own.getByText('Awaiting review', { exact: true })).toHaveCount(0);
});
