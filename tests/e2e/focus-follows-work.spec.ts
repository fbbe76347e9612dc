import type { APIRequestContext } from '@playwright/test';
import type { DonationCase } from '../../src/contracts/donations.ts';
import { expect, test } from './fixtures.ts';
import { adminApi, createPostViaApi, signInDemo, startAs, uniqueSuffix } from './posts-helpers.ts';
import type { SignedInUser } from './session-helpers.ts';

// Issue 39, point 4: after an action that adds, removes or moves content, focus lands where a
// keyboard user goes on from, never on the page's body.

let api: APIRequestContext;
let admin: SignedInUser;
let publisher: SignedInUser;
let reader: SignedInUser;

test.beforeAll(async () => {
  ({ api, admin } = await adminApi());
  publisher = await signInDemo('publisher');
  reader = await signInDemo('user');
});
test.afterAll(() => api.dispose());

test('publishing a new post puts focus on the post page heading', async ({ page }) => {
  const title = `Focus on the heading ${uniqueSuffix()}`;
  await startAs(page, publisher);
  await page.goto('/create-post');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Where the reader starts.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/post\/focus-on-the-heading-/, { timeout: 10_000 });
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeFocused();
});

test('updating a published post puts focus on its heading', async ({ page }) => {
  const post = await createPostViaApi(publisher, {
    title: `Updated in place ${uniqueSuffix()}`,
    content: '<p>First words.</p>',
  });
  await startAs(page, publisher);
  await page.goto(`/update-post/${post._id}`);
  await page.getByRole('textbox', { name: 'Title' }).fill(`${post.title}, revised`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/post\//, { timeout: 10_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: `${post.title}, revised` }),
  ).toBeFocused();
});

test('writing a case update: focus goes to its form, then to the update posted', async ({
  page,
}) => {
  const created = await api.post('/api/donation/case', {
    data: { title: `Well repairs ${uniqueSuffix()}`, description: 'A case for focus.' },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(created.status()).toBe(201);
  const donationCase = (await created.json()) as DonationCase;
  await startAs(page, admin);
  await page.goto(`/donate/${donationCase._id}`);
  await page.getByRole('button', { name: 'Write an Update' }).click();
  const title = page.getByRole('textbox', { name: 'Update title' });
  await expect(title).toBeFocused();

  await page.keyboard.type('The pump works');
  await page.getByRole('textbox', { name: 'What happened' }).fill('Water for the whole street.');
  await page.getByRole('button', { name: 'Post update' }).click();
  const updates = page.getByRole('region', { name: 'Updates' });
  await expect(updates.getByRole('article', { name: 'The pump works' })).toBeFocused();
});

test('deleting a comment puts focus on the comment beside it, then on the heading', async ({
  page,
}) => {
  const post = await createPostViaApi(publisher, {
    title: `Comments come and go ${uniqueSuffix()}`,
    content: '<p>Say something.</p>',
  });
  for (const content of ['First thought', 'Second thought']) {
    const response = await api.post('/api/comment/create', {
      data: { content, postId: post._id },
      headers: { authorization: `Bearer ${reader.token}` },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await startAs(page, admin);
  await page.goto(`/post/${post.slug}`);
  const comments = page.getByRole('region', { name: 'Comments' });
  const items = comments.getByRole('listitem', { name: /^Comment by / });
  await expect(items).toHaveCount(2);

  const deleteFirst = items.first().getByRole('button', { name: /^Delete comment by / });
  const firstText = await items.first().textContent();
  await deleteFirst.click();
  await page
    .getByRole('dialog', { name: 'Delete Comment' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(items).toHaveCount(1);
  expect(await items.first().textContent()).not.toBe(firstText);
  await expect(items.first()).toBeFocused();

  await items
    .first()
    .getByRole('button', { name: /^Delete comment by / })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete Comment' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(comments.getByText('No comments yet')).toBeVisible();
  await expect(comments.getByRole('heading', { name: 'Comments' })).toBeFocused();
});
