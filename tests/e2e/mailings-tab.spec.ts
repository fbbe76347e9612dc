import { request } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures.ts';
import { main } from './page-helpers.ts';
import { createPostViaApi, signInDemo, startAs, uniqueSuffix } from './posts-helpers.ts';
import type { SignedInUser } from './session-helpers.ts';

// Issue 41: an admin reads how each mailing went in the dashboard's Mailings tab: its mails sent,
// queued, deferred and failed, each counted apart.

test.use({ colorScheme: 'light' });

async function as(user: SignedInUser, method: 'PUT', url: string, data?: object) {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const response = await api.fetch(url, {
    method,
    data,
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await api.dispose();
}

test("an admin reads a new post's mailing in the Mailings tab", async ({ page }) => {
  const publisher = await signInDemo('publisher');
  const reader = await signInDemo('user');
  await as(reader, 'PUT', `/api/user/follow/${publisher._id}`);
  await as(reader, 'PUT', '/api/user/notification-settings', {
    settings: [{ type: 'new_post', inApp: true, email: true, push: false }],
  });
  const post = await createPostViaApi(publisher, {
    title: `Mailed news ${uniqueSuffix()}`,
    content: '<p>For the readers who asked for mail.</p>',
  });

  await startAs(page, await signInDemo('admin'));
  await page.goto('/dashboard?tab=mailings');
  const tab = main(page);
  await expect(tab.getByRole('heading', { name: 'Mailings', level: 1 })).toBeVisible();
  const table = tab.getByRole('table', { name: 'Mailings and their mail' });
  const headers = table.getByRole('columnheader');
  await expect(headers).toHaveText(['Mailing', 'Sent', 'Queued', 'Deferred', 'Failed']);
  // The mail may still be on its way: the row is there from the moment it is queued.
  await expect(async () => {
    await page.reload();
    await expect(table.getByRole('row').filter({ hasText: post.slug })).toHaveCount(1, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  const row = table.getByRole('row').filter({ hasText: post.slug });
  await expect(row.getByRole('cell').first()).toHaveText(`New post ${post.slug}`);
  const counts = (await row.getByRole('cell').allInnerTexts()).slice(1).map(Number);
  // Sent, queued, deferred, failed: the one mail is in exactly one of them.
  expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
  await expect(
    tab.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ mailings?$/ }),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
