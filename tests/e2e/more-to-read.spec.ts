import type { Browser, Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures.ts';
import {
  createNarrativeViaApi,
  createPostViaApi,
  signInDemo,
  startAs,
  uniqueSuffix,
} from './posts-helpers.ts';

// Issue 41, "More to read": after a post and a narrative, the author's other latest items and
// the category's closest texts, in the page's first HTML (read here with JavaScript off), their
// links leading to those items, axe clean once the page runs.

test.use({ colorScheme: 'light' });

/** A page of a browser that runs no script: what it shows is the server's first HTML. */
async function withoutScripts(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const linkTo = (page: Page, name: string, path: string) =>
  section(page, name).locator(`a[href="${path}"]`).first();

test('a post page ends with More from its author and Related posts, in its first HTML', async ({
  browser,
  page,
}) => {
  const publisher = await signInDemo('publisher');
  const word = `zephyrine${uniqueSuffix()}`;
  const content = (text: string) => `<p>${word} ${text}</p>`;
  const read = await createPostViaApi(publisher, {
    title: `Kites of ${word} over the bay`,
    content: content('kites fly over the bay at dawn.'),
    category: 'tech',
  });
  const next = await createPostViaApi(publisher, {
    title: `Building ${word} kites`,
    content: content('kites are built from bamboo and paper.'),
    category: 'tech',
  });
  const author = read.userId!.username;
  const nextPath = `/post/${next.slug}`;

  const noScript = await withoutScripts(browser);
  await noScript.page.goto(`/post/${read.slug}`);
  await expect(noScript.page.getByRole('heading', { level: 1 })).toHaveText(read.title);
  for (const name of [`More from ${author}`, 'Related Posts']) {
    await expect(
      section(noScript.page, name).getByRole('heading', { name: next.title }),
    ).toBeVisible();
    await expect(
      section(noScript.page, name).getByRole('heading', { name: read.title }),
    ).toHaveCount(0);
  }
  await linkTo(noScript.page, 'Related Posts', nextPath).click();
  await expect(noScript.page).toHaveURL(nextPath);
  await expect(noScript.page.getByRole('heading', { level: 1 })).toHaveText(next.title);
  await noScript.close();

  await startAs(page, null);
  await page.goto(`/post/${read.slug}`);
  await expect(section(page, 'Related Posts')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await linkTo(page, `More from ${author}`, nextPath).click();
  await expect(page).toHaveURL(nextPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
  // The post read before is now among its author's other posts.
  await expect(linkTo(page, `More from ${author}`, `/post/${read.slug}`)).toBeVisible();
});

test('a narrative page ends with More from its author and Related narratives', async ({
  browser,
  page,
}) => {
  const admin = await signInDemo('admin');
  const word = `quillamet${uniqueSuffix()}`;
  const narrative = (title: string, text: string) =>
    createNarrativeViaApi(admin, {
      title,
      body: `<p>${word} ${text}</p>`,
      category: 'food',
      contactUsername: 'family@example.org',
    });
  const read = await narrative(`Rice for the ${word} school`, 'rice and beans for the pupils.');
  const next = await narrative(`Meals at ${word}`, 'hot meals for the pupils each day.');
  const author = read.author.username;
  const nextPath = `/narrative/${next.slug}`;

  const noScript = await withoutScripts(browser);
  await noScript.page.goto(`/narrative/${read.slug}`);
  for (const name of [`More from ${author}`, 'Related Narratives'])
    await expect(
      section(noScript.page, name).getByRole('heading', { name: next.title }),
    ).toBeVisible();
  await linkTo(noScript.page, 'Related Narratives', nextPath).click();
  await expect(noScript.page.getByRole('heading', { level: 1 })).toHaveText(next.title);
  await noScript.close();

  await startAs(page, null);
  await page.goto(`/narrative/${read.slug}`);
  await expect(section(page, 'Related Narratives')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await linkTo(page, 'Related Narratives', nextPath).click();
  await expect(page).toHaveURL(nextPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
});
