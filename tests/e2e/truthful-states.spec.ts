import { expect, test } from './fixtures.ts';
import {
  createPostViaApi,
  signedInDemo,
  signInDemo,
  startAs,
  uniqueSuffix,
} from './posts-helpers.ts';

// Issue 39, point 7: what a screen shows is what is so.

const demo = signedInDemo({ publisher: 'publisher', reader: 'user' });

test('an uncategorised post shows no category chip, on its page and its card', async ({ page }) => {
  const word = uniqueSuffix();
  const plain = await createPostViaApi(demo.publisher, {
    title: `Plain ${word}`,
    content: '<p>No category here.</p>',
  });
  await createPostViaApi(demo.publisher, {
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
  await startAs(page, demo.publisher);
  await page.goto('/create-post');
  const category = page.getByRole('combobox', { name: 'Category', exact: true });
  await expect(category).toHaveValue('No category');
  await category.click();
  await expect(page.getByRole('option', { name: 'No category' })).toBeVisible();
  await expect(page.getByRole('option', { name: /All/ })).toHaveCount(0);
});

test('a mention is a link only when it names an account', async ({ page, request }) => {
  const post = await createPostViaApi(demo.publisher, {
    title: `Mentions ${uniqueSuffix()}`,
    content: '<p>Who is here?</p>',
  });
  const created = await request.post('/api/comment/create', {
    data: {
      postId: post._id,
      content: `Thanks @${demo.publisher.username} and @nobody_by_that_name`,
    },
    headers: { authorization: `Bearer ${demo.reader.token}` },
  });
  expect(created.ok()).toBe(true);
  await startAs(page, null);
  await page.goto(`/post/${post.slug}`);
  const comment = page.getByRole('listitem', { name: `Comment by ${demo.reader.username}` });
  await expect(comment.getByRole('link', { name: `@${demo.publisher.username}` })).toHaveAttribute(
    'href',
    `/profile/${demo.publisher.username}`,
  );
  await expect(comment.getByText('@nobody_by_that_name')).toBeVisible();
  await expect(comment.getByRole('link', { name: '@nobody_by_that_name' })).toHaveCount(0);
});

test.describe('the dashboard', () => {
  test("a bare /dashboard opens the first item of an admin's menu", async ({ page }) => {
    await startAs(page, await signInDemo('admin'));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const menu = page.getByRole('main').getByRole('navigation', { name: 'Dashboard' });
    await expect(menu.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
  });

  test("a member's bare /dashboard opens their profile, the first of their menu", async ({
    page,
  }) => {
    await startAs(page, demo.reader);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });

  test('"Create a Post" is in the Posts tab\'s header, not in the account form', async ({
    page,
  }) => {
    await startAs(page, demo.publisher);
    await page.goto('/dashboard?tab=profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /create a post/i })).toHaveCount(
      0,
    );
    await page.goto('/dashboard?tab=posts');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Posts' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Create a Post' }).click();
    await expect(page).toHaveURL('/create-post');
  });
});
