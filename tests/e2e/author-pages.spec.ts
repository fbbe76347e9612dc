import type { Post } from '../../src/contracts/posts.ts';
import type { StoriesResponse } from '../../src/contracts/stories.ts';
import { expect, test } from './fixtures.ts';
import { main } from './page-helpers.ts';
import { createPostViaApi, signInDemo, startAs, uniqueSuffix } from './posts-helpers.ts';
import type { SignedInUser } from './session-helpers.ts';

const PAGE_SIZE = 9;

// An author tells readers who they are, and readers find everything the author has published.
test.describe.serial('author pages', () => {
  const suffix = uniqueSuffix();
  const bio = `Community nurse ${suffix}. Notes on care at home and the clinics nearby.`;
  let author: SignedInUser;
  let post: Post;

  test.beforeAll(async () => {
    author = await signInDemo('publisher', 1);
    post = await createPostViaApi(author, {
      title: `Clinic hours this winter ${suffix}`,
      content: '<p>The clinic opens an hour earlier from December.</p>',
    });
  });

  test('an author writes a bio on the profile tab, and readers see it on the profile and under the post', async ({
    page,
    browser,
  }) => {
    await startAs(page, author);
    await page.goto('/dashboard?tab=profile');
    const field = main(page).getByRole('textbox', { name: 'Bio' });
    const save = main(page).getByRole('button', { name: 'Save Bio' });

    await field.fill('a'.repeat(301));
    await expect(main(page).getByText('301 / 300 characters')).toBeVisible();
    await save.click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Your bio can be at most 300 characters/);

    await field.fill(bio);
    await expect(main(page).getByText(`${bio.length} / 300 characters`)).toBeVisible();
    await save.click();
    await expect(main(page).getByRole('status').getByText('Bio saved')).toBeVisible();
    await page.reload();
    await expect(field).toHaveValue(bio);

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await startAs(visitor, null);
    await visitor.goto(`/profile/${author.username}`);
    await expect(main(visitor).getByTestId('profile-bio')).toHaveText(bio);

    await visitor.goto(`/post/${post.slug}`);
    const box = main(visitor).getByRole('complementary', { name: 'About the author' });
    await expect(box).toContainText(bio);
    await box.getByRole('link', { name: author.username }).click();
    await expect(visitor).toHaveURL(new RegExp(`/profile/${author.username}$`));
    await expect(main(visitor).getByRole('heading', { level: 1 })).toHaveText(author.username);
    await visitorContext.close();
  });

  test('the profile lists the posts newest first and the approved narratives, and loads more', async ({
    page,
    request,
  }) => {
    const postsAnswer = await request.get('/api/post/getposts', {
      params: { userId: author._id, limit: 1 },
    });
    const totalPosts = ((await postsAnswer.json()) as { totalPosts: number }).totalPosts;
    const storiesAnswer = await request.get('/api/story/get', {
      params: { userId: author._id, limit: 100 },
    });
    const narratives = (await storiesAnswer.json()) as StoriesResponse;
    expect(totalPosts).toBeGreaterThan(PAGE_SIZE);
    expect(narratives.stories.length).toBeGreaterThan(0);

    await startAs(page, null);
    await page.goto(`/profile/${author.username}`);
    const posts = main(page).getByRole('region', { name: 'Posts' });
    const postCards = posts.getByRole('article');
    await expect(postCards).toHaveCount(PAGE_SIZE);
    await expect(postCards.first().getByRole('heading')).toHaveText(post.title);
    await expect(posts.getByText(`Showing ${PAGE_SIZE} of ${totalPosts} posts`)).toBeVisible();

    await posts.getByRole('button', { name: 'Load More Posts' }).click();
    const shown = Math.min(2 * PAGE_SIZE, totalPosts);
    await expect(postCards).toHaveCount(shown);
    await expect(posts.getByText(`Showing ${shown} of ${totalPosts} posts`)).toBeVisible();

    const narrativeCards = main(page)
      .getByRole('region', { name: 'Narratives' })
      .getByRole('article');
    await expect(narrativeCards).toHaveCount(Math.min(PAGE_SIZE, narratives.totalStories));
    await expect(narrativeCards.first().getByRole('heading')).toHaveText(
      narratives.stories[0]!.title,
    );

    const feed = main(page).getByRole('link', { name: `RSS feed of ${author.username}'s posts` });
    await expect(feed).toHaveAttribute('href', `/feeds/author/${author.username}/rss.xml`);
    const feedAnswer = await request.get(`/feeds/author/${author.username}/rss.xml`);
    expect(await feedAnswer.text()).toContain(post.title);
  });
});
