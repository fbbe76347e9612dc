import { expect, test } from './fixtures.ts';
import { createPostViaApi, signInDemo, startAs, uniqueSuffix } from './posts-helpers.ts';
import type { SignedInUser } from './session-helpers.ts';

// Issue 39, point 7: what a screen shows is what is so.

let publisher: SignedInUser;

test.beforeAll(async () => {
  publisher = await signInDemo('publisher');
});

test('an uncategorised post shows no category chip, on its page and its card', async ({ page }) => {
  const word = uniqueSuffix();
  const plain = await createPostViaApi(publisher, {
    title: `Plain ${word}`,
    content: '<p>No category here.</p>',
  });
  await createPostViaApi(publisher, {
    title: `Filed ${word}`,
    content: '<p>Filed under health.</p>',
    category: 'health',
  });
  await startAs(page, null);

  await page.goto(`/post/${plain.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: plain.title })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Category:/ })).toHaveCount(0);
  await expect(page.getByText('All', { exact: true })).toHaveCount(0);

  await page.goto(`/search?searchTerm=${word}`);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(2);
  const plainCard = cards.filter({ hasText: `Plain ${word}` });
  const filedCard = cards.filter({ hasText: `Filed ${word}` });
  await expect(filedCard.getByText('Health', { exact: true })).toBeVisible();
  await expect(plainCard.getByText('All', { exact: true })).toHaveCount(0);
  await expect(plainCard.getByText('No category', { exact: true })).toHaveCount(0);
});

test('the editor names the empty category plainly: "No category"', async ({ page }) => {
  await startAs(page, publisher);
  await page.goto('/create-post');
  const category = page.getByRole('combobox', { name: 'Category', exact: true });
  await expect(category).toHaveValue('No category');
  await category.click();
  await expect(page.getByRole('option', { name: 'No category' })).toBeVisible();
  await expect(page.getByRole('option', { name: /All/ })).toHaveCount(0);
});
