import type { Page } from '@playwright/test';
import type { Post } from '../../src/contracts/posts.ts';
import { expect, test } from './fixtures.ts';
import { expectNotFoundPage, main } from './page-helpers.ts';
import {
  createPostViaApi,
  demoCover,
  fetchPost,
  openNewPost,
  pngImage,
  signedInDemo,
  startAs,
  totalPosts,
  uniqueSuffix,
} from './posts-helpers.ts';

const header = (page: Page) => page.getByRole('banner');
const cards = (page: Page) => main(page).getByRole('article');

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string) {
  await main(page).getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('posts', () => {
  // Two sign-ins for the whole file: the server limits them.
  const demo = signedInDemo({ publisher: 'publisher', reader: 'user' });

  test('a publisher writes a post with a cover image and formatted text', async ({ page }) => {
    const title = `Lantern walks by the river ${uniqueSuffix()}`;
    await startAs(page, demo.publisher);
    await page.goto('/create-post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a Post');

    // The spec's messages come before anything is sent.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(main(page).getByRole('alert')).toContainText('Title is required');
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(main(page).getByRole('alert')).toContainText('Content is required');
    // One control for the cover: there is no separate upload button.
    await expect(page.getByRole('button', { name: /upload/i })).toHaveCount(0);

    await choose(page, 'Category', 'Art');
    await page
      .locator('input[type="file"][accept^="image/png"]')
      .setInputFiles({ name: 'lanterns.png', mimeType: 'image/png', buffer: pngImage() });
    const preview = page.getByRole('img', { name: 'Cover image preview' });
    await expect(preview).toHaveAttribute('src', /^\/uploads\//);
    const cover = await preview.getAttribute('src');

    // Formatted text through the editor's toolbar: a heading, then bold words.
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.getByRole('button', { name: 'Heading 2', exact: true }).click();
    await page.keyboard.type('Why the lanterns matter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Every autumn the whole street walks to the water with ');
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type('paper lanterns');
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type(' they made together.');

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(main(page).getByRole('status')).toHaveText(/Your post is published/);
    // Two seconds later the post opens.
    await expect(page).toHaveURL(/\/post\/lantern-walks-by-the-river-/, { timeout: 6000 });
    const article = page.getByRole('article', { name: title });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(article.getByRole('link', { name: /Category: Art/ })).toHaveAttribute(
      'href',
      '/search?category=art',
    );
    await expect(article.getByRole('heading', { level: 2 })).toHaveText('Why the lanterns matter');
    await expect(article.locator('strong')).toHaveText('paper lanterns');
    await expect(article.locator(`img[src="${cover}"]`)).toBeVisible();
    await expect(article.getByText('1 min read', { exact: true })).toBeVisible();
    await expect(article.getByRole('link', { name: demo.publisher.username })).toHaveAttribute(
      'href',
      `/profile/${demo.publisher.username}`,
    );

    // The newest post leads the home page's Recent Posts.
    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Recent Posts' });
    await expect(recent.getByRole('article')).toHaveCount(6);
    const first = recent.getByRole('article').first();
    await expect(first.getByRole('heading')).toHaveText(title);
    await expect(first.locator(`img[src="${cover}"]`)).toBeVisible();
    await first.getByRole('link', { name: /^Read post: / }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('a reader comments, mentions a user, likes, replies, edits and deletes', async ({
    page,
  }) => {
    await openNewPost(page, demo.reader, {
      author: demo.publisher,
      title: `Notes from the allotment ${uniqueSuffix()}`,
      content: '<p>The beans came up early this year.</p>',
    });
    const comments = page.getByRole('region', { name: 'Comments' });
    await expect(comments.getByText('No comments yet')).toBeVisible();

    // The counter, and a text over 200 characters is never sent.
    const box = comments.getByRole('textbox', { name: 'Add a comment' });
    await box.fill('x'.repeat(201));
    await expect(comments.getByText('1 characters over the limit of 200')).toBeVisible();
    await expect(comments.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await box.fill('');
    await expect(comments.getByText('200 characters remaining')).toBeVisible();

    // A mention chosen from the suggestions with the keyboard.
    await box.pressSequentially('Lovely, thanks @pri');
    const suggestions = page.getByRole('listbox', { name: 'Mention suggestions' });
    await expect(suggestions.getByRole('option', { name: 'priya_nair' })).toBeVisible();
    await box.press('Enter');
    await expect(suggestions).toBeHidden();
    await expect(box).toHaveValue('Lovely, thanks @priya_nair ');
    await box.pressSequentially('will love this.');
    const text = 'Lovely, thanks @priya_nair will love this.';
    await expect(comments.getByText(`${200 - text.length} characters remaining`)).toBeVisible();
    await comments.getByRole('button', { name: 'Submit' }).click();

    // The first item of the list is the newest comment (its replies are nested inside it).
    const comment = comments.getByRole('list', { name: 'Comments' }).getByRole('listitem').first();
    await expect(comment).toContainText(text);
    await expect(comment.getByRole('link', { name: '@priya_nair' })).toHaveAttribute(
      'href',
      '/profile/priya_nair',
    );
    await expect(box).toHaveValue('');

    // Like and unlike.
    const like = comment.getByRole('button', { name: `Like comment by ${demo.reader.username}` });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(comment.getByText('1 like', { exact: true })).toBeVisible();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(comment.getByText('0 likes', { exact: true })).toBeVisible();

    // A reply may not be empty; replies offer delete only.
    await comment.getByRole('button', { name: `Reply to ${demo.reader.username}` }).click();
    await comment.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(comment.getByRole('alert')).toContainText('Reply cannot be empty');
    await comment
      .getByRole('textbox', { name: `Reply to ${demo.reader.username}` })
      .fill('Agreed!');
    await comment.getByRole('button', { name: 'Reply', exact: true }).click();
    const replies = comment.getByRole('list', { name: `Replies to ${demo.reader.username}` });
    await expect(replies.getByText('Agreed!')).toBeVisible();
    await expect(replies.getByRole('button')).toHaveText(['Delete']);

    // Edit.
    await comment.getByRole('button', { name: `Edit comment by ${demo.reader.username}` }).click();
    const editBox = comment.getByRole('textbox', { name: 'Edit your comment' });
    await editBox.fill('Lovely, thanks! Edited.');
    await comment.getByRole('button', { name: 'Save' }).click();
    await expect(comments.getByText('Lovely, thanks! Edited.')).toBeVisible();

    // Delete, after confirming; the reply goes with it.
    await comments
      .getByRole('button', { name: `Delete comment by ${demo.reader.username}` })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete Comment' });
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(comments.getByText('No comments yet')).toBeVisible();
  });

  test('a press on the options button as its menu’s code arrives still opens the menu', async ({
    page,
  }) => {
    const post = await createPostViaApi(demo.publisher, {
      title: `Pressed in passing ${uniqueSuffix()}`,
      content: '<p>Quick hands.</p>',
      category: 'news',
    });
    await startAs(page, demo.publisher);
    let deliverMenu = () => {};
    const menuDelivered = new Promise<void>((resolve) => (deliverMenu = resolve));
    await page.route(/\/assets\/post-options-menu-[^/]+\.js$/, async (route) => {
      await menuDelivered;
      await route.continue();
    });
    await page.goto(`/post/${post.slug}`);

    const button = page.getByRole('button', { name: 'Post options' });
    // The pointer reaching the button asks for the menu's code; the press starts on the button
    // drawn before it, and ends on the menu's own button, swapped in meanwhile.
    await button.hover();
    await page.mouse.down();
    deliverMenu();
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await page.mouse.up();
    await expect(page.getByRole('menuitem')).toHaveText(['Edit Post', 'Delete Post']);
  });

  test('a reader reports a post once', async ({ page }) => {
    await openNewPost(page, demo.reader, {
      author: demo.publisher,
      title: `A post to report ${uniqueSuffix()}`,
      content: '<p>Something a reader finds wrong.</p>',
    });

    // A regular reader's options: Report Post only, plus the separate Report button.
    await page.getByRole('button', { name: 'Post options' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Report Post']);
    await page.keyboard.press('Escape');

    await main(page).getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Report post' });
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Please provide a reason for reporting');
    await dialog.getByLabel('Reason').fill('It advertises a shop, not a community story.');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await expect(dialog.getByText('Report submitted')).toBeVisible();
    // The success panel closes itself after 2 s.
    await expect(dialog).toBeHidden({ timeout: 5000 });

    await page.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Report Post' }).click();
    await dialog.getByLabel('Reason').fill('Reporting it again.');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You have already reported this content');
  });

  test('the author edits and deletes from the options menu', async ({ page }) => {
    const post = await openNewPost(page, demo.publisher, {
      author: demo.publisher,
      title: `Short-lived post ${uniqueSuffix()}`,
      content: '<p>Here today.</p>',
      category: 'news',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    // Nobody reports their own post, and authors are not followed by themselves.
    await expect(main(page).getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: /^(Follow|Unfollow) / })).toHaveCount(0);

    await page.getByRole('button', { name: 'Post options' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Edit Post', 'Delete Post']);
    await page.getByRole('menuitem', { name: 'Edit Post' }).click();
    await expect(page).toHaveURL(`/update-post/${post._id}`);
    await expect(page.getByLabel('Title')).toHaveValue(post.title);
    await expect(page.getByRole('textbox', { name: 'Content' })).toHaveText('Here today.');
    await page.getByLabel('Title').fill(`${post.title} (updated)`);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(main(page).getByRole('status')).toHaveText(/Your changes are saved/);
    // The slug stays when the title changes.
    await expect(page).toHaveURL(`/post/${post.slug}`, { timeout: 6000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${post.title} (updated)`);

    await page.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Delete Post' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Post' })
      .getByRole('button', { name: 'Delete Post' })
      .click();
    await expect(page).toHaveURL(/\/posts\?sort=views$/);
    await page.goto(`/post/${post.slug}`);
    await expect(page).toHaveURL(/\/not-found$/);
  });

  test('opening a post counts one view', async ({ page }) => {
    const post = await createPostViaApi(demo.publisher, {
      title: `Counted once ${uniqueSuffix()}`,
      content: '<p>One view per visit.</p>',
    });
    const viewCalls: string[] = [];
    page.on('request', (call) => {
      if (call.method() === 'PUT' && call.url().includes('/api/post/view/'))
        viewCalls.push(call.url());
    });
    await page.goto(`/post/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    // The server-rendered page shows before it is hydrated; the view is counted by the client.
    await expect.poll(() => viewCalls.length).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(viewCalls).toHaveLength(1);
    // Views are written every few seconds, and the public read shows them after that.
    await expect.poll(async () => (await fetchPost(post.slug)).views, { timeout: 20_000 }).toBe(1);
  });

  test('the cover comes in every width with its size; the cards below load lazily', async ({
    page,
  }) => {
    const image = await demoCover();
    const posts: Post[] = [];
    for (const n of [1, 2, 3, 4]) {
      posts.push(
        await createPostViaApi(demo.publisher, {
          title: `Pictured ${n} ${uniqueSuffix()}`,
          content: '<p>A post with a cover.</p>',
          image,
        }),
      );
    }
    const opened = posts[0]!;
    await page.goto(`/post/${opened.slug}`);

    const cover = page.getByRole('article', { name: opened.title }).locator(`img[src="${image}"]`);
    const stem = image.replace(/\.jpg$/, '');
    await expect(cover).toHaveAttribute(
      'srcset',
      `${stem}.w320.webp 320w, ${stem}.w640.webp 640w, ${stem}.w960.webp 960w, ${image} 1200w`,
    );
    await expect(cover).toHaveAttribute('width', '1200');
    await expect(cover).toHaveAttribute('height', '630');
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).not.toHaveAttribute('loading', 'lazy');
    // 1280 pixels wide at one pixel per CSS pixel: the 928-pixel column loads the 960 WebP.
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\.w960\.webp$/);

    const recent = page.getByRole('region', { name: 'Recent Posts' });
    await expect(recent.getByRole('article')).toHaveCount(3);
    const cardImages = recent.locator('img[srcset]');
    await expect(cardImages).toHaveCount(3);
    for (const card of await cardImages.all()) {
      await expect(card).toHaveAttribute('loading', 'lazy');
      await expect(card).toHaveAttribute('decoding', 'async');
      await expect(card).toHaveAttribute('width', '1200');
      await expect(card).toHaveAttribute('sizes', /360px/);
    }
  });

  test('an unknown post goes to the not-found page', async ({ page }) => {
    await page.goto('/post/no-such-post-anywhere');
    await expectNotFoundPage(page);
  });

  test('a visitor sees the sign-in paths for liking and reporting', async ({ page }) => {
    await page.goto('/post/the-murals-on-ferry-street-and-the-people-who-made-them');
    const comments = page.getByRole('region', { name: 'Comments' });
    await expect(comments.getByText('You must be signed in to comment.')).toBeVisible();
    await page.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Report Post' }).click();
    await expect(page.getByRole('dialog', { name: 'Report post' })).toContainText(
      'You must be logged in to report',
    );
    await page.keyboard.press('Escape');
    await comments
      .getByRole('button', { name: /^Like comment by / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('search by term and by category from the navigation bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const search = header(page).getByRole('combobox', { name: 'Search posts and people' });

    await search.fill('la');
    await expect(page.getByText('Type at least 3 characters to search')).toBeVisible();
    await search.fill('lamplighters');
    const lamplighters = page.getByRole('option', { name: /The Lamplighters/ });
    await expect(lamplighters).toBeVisible();
    await lamplighters.click();
    await expect(page).toHaveURL(/\/post\/the-lamplighters-/);
    // The address changes at once; the post is drawn once its code is in.
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText('The Lamplighters');

    // People come with their role badges.
    await search.fill('priya');
    await expect(page.getByRole('option', { name: /priya_nair/ })).toContainText('Publisher');
    await search.fill('');
    await expect(page.getByRole('listbox')).toBeHidden();
    // A blank term does nothing.
    await search.press('Enter');
    await expect(page).toHaveURL(/\/post\/the-lamplighters-/);

    // Enter opens the full results page, whose URL is its state.
    await search.fill('kitchens');
    await search.press('Enter');
    await expect(page).toHaveURL('/search?searchTerm=kitchens');
    await expect(main(page).getByText(/^Showing \d+ of \d+ posts?$/)).toBeVisible();
    await expect(
      cards(page).getByRole('heading', { name: 'Community Kitchens Through the Centuries' }),
    ).toBeVisible();

    await search.fill('music');
    await search.press('Enter');
    await expect(page).toHaveURL('/search?searchTerm=music');
    await choose(page, 'Category', 'Music');
    await expect(page).toHaveURL('/search?searchTerm=music&sort=views&category=music');
    // The loaded cards, not their placeholders: those have no heading.
    await expect(cards(page).getByRole('heading').first()).toBeVisible();
    // Every card shown is labelled Music.
    await expect(cards(page).getByText('Music', { exact: true })).toHaveCount(
      await cards(page).count(),
    );
    const titles = await cards(page).getByRole('heading').allTextContents();
    await page.reload();
    await expect(cards(page).getByRole('heading')).toHaveText(titles);

    await main(page).getByRole('button', { name: 'Remove Filters' }).click();
    await expect(page).toHaveURL('/search?sort=views');
    await expect(main(page).getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue(
      '',
    );
  });

  test('the posts list pages by 9 and keeps its state in the URL', async ({ page }) => {
    const total = await totalPosts();
    await page.goto('/posts');
    await expect(page).toHaveURL('/posts?sort=views');
    await expect(main(page).getByText(`Showing 9 of ${total} posts`)).toBeVisible();
    await expect(cards(page)).toHaveCount(9);

    await main(page).getByRole('button', { name: 'Show More' }).click();
    await expect(cards(page)).toHaveCount(18);
    await expect(main(page).getByText(`Showing 18 of ${total} posts`)).toBeVisible();
    await expect(page).toHaveURL('/posts?sort=views&startIndex=9');
    await page.reload();
    await expect(cards(page)).toHaveCount(18);

    // Until a page comes back with fewer than 9.
    let shown = 18;
    while (shown < total) {
      await main(page).getByRole('button', { name: 'Show More' }).click();
      shown = Math.min(shown + 9, total);
      await expect(cards(page)).toHaveCount(shown);
    }
    if (total % 9 !== 0) {
      await expect(main(page).getByRole('button', { name: 'Show More' })).toHaveCount(0);
    }

    await choose(page, 'Sort by', 'Oldest');
    await expect(page).toHaveURL('/posts?sort=asc');
    await expect(cards(page)).toHaveCount(9);
    await choose(page, 'Category', 'Health');
    await expect(page).toHaveURL('/posts?sort=asc&category=health');
    await main(page)
      .getByRole('searchbox', { name: 'Search', exact: true })
      .fill('no-such-words-here');
    await main(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(main(page).getByText('No results found.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('the home page: most read, the publisher button and the FAQ', async ({ page }) => {
    await page.goto('/');
    const mostRead = page.getByRole('region', { name: 'Most read posts' });
    await expect(mostRead.getByRole('group')).toHaveCount(5);
    await expect(mostRead.getByRole('link', { name: /^Read Post: / })).toHaveCount(5);

    // Signed out, the button asks to sign in first.
    const hero = page.getByRole('region', { name: /Stories That Keep/ });
    await hero.getByRole('button', { name: 'Become a Publisher' }).click();
    await expect(page.getByText('Please sign in to request publisher access.')).toBeVisible();

    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.locator('summary');
    await expect(questions).toHaveCount(7);
    const firstAnswer = faq.getByText('Hearth is a free community publishing platform.');
    const narrativesAnswer = faq.getByText('Regular members do not publish narratives themselves');
    await expect(firstAnswer).toBeHidden();
    await questions.nth(0).click();
    await expect(firstAnswer).toBeVisible();
    // By keyboard; one answer open at a time.
    await questions.nth(3).focus();
    await page.keyboard.press('Enter');
    await expect(narrativesAnswer).toBeVisible();
    await expect(firstAnswer).toBeHidden();
    await expect(faq).toContainText('Administrators review publisher requests');
  });

  test('the publisher button in its other states', async ({ page, browser }) => {
    await startAs(page, demo.reader);
    await page.goto('/');
    const hero = page.getByRole('region', { name: /Stories That Keep/ });
    // A member gets the request dialog; Cancel closes it.
    await hero.getByRole('button', { name: 'Become a Publisher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Become a Publisher' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // A publisher's button is disabled and says why when pressed.
    const publisherPage = await (await browser.newContext()).newPage();
    await startAs(publisherPage, demo.publisher);
    await publisherPage.goto('/');
    const publisherButton = publisherPage
      .getByRole('region', { name: /Stories That Keep/ })
      .getByRole('button', { name: 'You are a Publisher' });
    await expect(publisherButton).toBeDisabled();
    // aria-disabled: Playwright will not press it unless forced; a person can, and is told why.
    await publisherButton.click({ force: true });
    await expect(publisherPage.getByText('You are already a publisher!')).toBeVisible();
    await publisherPage.context().close();
  });

  test.describe('on a narrow screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the search opens as a full-screen overlay', async ({ page }) => {
      await page.goto('/about');
      await header(page).getByRole('button', { name: 'Search' }).click();
      const overlay = page.getByRole('dialog', { name: 'Search' });
      await expect(overlay.getByText('Type at least 3 characters to search')).toBeVisible();
      const box = overlay.getByRole('searchbox', { name: 'Search posts and people' });
      await expect(box).toBeFocused();
      await box.fill('murals');
      await overlay.getByRole('link', { name: /The Murals on Ferry Street/ }).click();
      await expect(page).toHaveURL(/\/post\/the-murals-on-ferry-street/);
      await expect(overlay).toBeHidden();
    });
  });
});
