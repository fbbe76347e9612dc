import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, accessibilityViolations, test } from './fixtures.ts';
import { dashboardBottomBar, main } from './page-helpers.ts';
import { createPostViaApi, signInDemo, startAs, uniqueSuffix } from './posts-helpers.ts';
import type { SignedInUser } from './session-helpers.ts';

const sideMenu = (page: Page) => main(page).getByRole('navigation', { name: 'Dashboard' });
const bearer = (user: SignedInUser) => ({ authorization: `Bearer ${user.token}` });

async function getJson<T>(request: APIRequestContext, user: SignedInUser, url: string) {
  const response = await request.get(url, { headers: bearer(user) });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function commentViaApi(
  request: APIRequestContext,
  author: SignedInUser,
  postId: string,
  content: string,
) {
  const response = await request.post('/api/comment/create', {
    data: { postId, content },
    headers: bearer(author),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

async function reportViaApi(
  request: APIRequestContext,
  reporter: SignedInUser,
  target: { targetId: string; targetType: 'post' | 'comment'; reason: string },
) {
  const response = await request.post('/api/report', { data: target, headers: bearer(reporter) });
  expect(response.status(), await response.text()).toBe(201);
}

/** The pending figure of the Reports item in the side menu (0 when it has no badge). */
async function reportsBadge(page: Page): Promise<number> {
  const name = await sideMenu(page)
    .getByRole('link', { name: /^Reports/ })
    .textContent();
  return Number(/(\d+) pending/.exec(name ?? '')?.[1] ?? 0);
}

/** The value beside a label in the Report Details dialog. */
const detail = (dialog: Locator, label: string) =>
  dialog.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** Picks a report filter (Pending, Reviewed, All). */
const chooseFilter = (page: Page, name: string) =>
  main(page)
    .getByRole('radiogroup', { name: 'Show reports' })
    .getByText(name, { exact: true })
    .click();

/** A row of the dashboard table (or a card on phones) that contains this text. */
const rowWith = (page: Page, text: string): Locator =>
  main(page).locator('tbody tr, ul > li').filter({ hasText: text });

test.describe('moderation: overview, posts, comments and reports', () => {
  let admin: SignedInUser;
  let publisher: SignedInUser;
  let otherPublisher: SignedInUser;
  let reader: SignedInUser;
  let otherReader: SignedInUser;

  test.beforeAll(async () => {
    // Sign-ins are rate limited: once per account for the whole file.
    admin = await signInDemo('admin');
    publisher = await signInDemo('publisher', 0);
    otherPublisher = await signInDemo('publisher', 1);
    reader = await signInDemo('user', 0);
    otherReader = await signInDemo('user', 1);
  });

  test('an admin sees the figures and the recent lists on the overview', async ({
    page,
    request,
  }) => {
    const newest = await createPostViaApi(publisher, {
      title: `Overview newest post ${uniqueSuffix()}`,
      content: '<p>Fresh on the overview.</p>',
      category: 'music',
    });
    const users = await getJson<{ totalUsers: number; lastMonthUsers: number }>(
      request,
      admin,
      '/api/user/getusers?limit=1',
    );
    const posts = await getJson<{ totalPosts: number; lastMonthPosts: number }>(
      request,
      admin,
      '/api/post/getposts?limit=1',
    );
    const stories = await getJson<{ totalStories: number }>(
      request,
      admin,
      '/api/story/get?limit=1&status=approved',
    );
    const comments = await getJson<{ totalComments: number }>(
      request,
      admin,
      '/api/comment/getcomments?limit=1',
    );
    const { pendingReports } = await getJson<{ pendingReports: number }>(
      request,
      admin,
      '/api/report?count=true',
    );

    await startAs(page, admin);
    await page.goto('/dashboard?tab=dashboard');
    await expect(main(page).getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    const card = (name: string) => main(page).getByRole('region', { name });
    await expect(card('Total Users').getByTestId('stat-total')).toHaveText(
      String(users.totalUsers),
    );
    await expect(card('Total Users')).toContainText(`${users.lastMonthUsers} last month`);
    await expect(card('Total Posts').getByTestId('stat-total')).toHaveText(
      String(posts.totalPosts),
    );
    await expect(card('Total Posts')).toContainText(`${posts.lastMonthPosts} last month`);
    await expect(card('Approved Narratives').getByTestId('stat-total')).toHaveText(
      String(stories.totalStories),
    );
    await expect(card('Total Comments').getByTestId('stat-total')).toHaveText(
      String(comments.totalComments),
    );

    const pendingReportsLink = main(page).getByRole('link', { name: /^Pending Reports/ });
    await expect(pendingReportsLink).toHaveAttribute('href', '/dashboard?tab=reports');
    await expect(pendingReportsLink).toContainText(String(pendingReports));
    await expect(main(page).getByRole('link', { name: /^Pending Requests/ })).toHaveAttribute(
      'href',
      '/dashboard?tab=requests',
    );

    // Five of each, newest first; the new post leads its list with its category.
    const recentPosts = card('Recent Posts');
    await expect(recentPosts.getByRole('row')).toHaveCount(6); // header + 5
    const firstPost = recentPosts.getByRole('row').nth(1);
    await expect(firstPost.getByRole('link', { name: newest.title })).toHaveAttribute(
      'href',
      `/post/${newest.slug}`,
    );
    await expect(firstPost).toContainText('Music');
    await expect(card('Recent Users').getByRole('row')).toHaveCount(6);
    await expect(card('Recent Narratives').getByRole('row')).toHaveCount(6);
    await expect(
      card('Recent Narratives').getByRole('row').nth(1).getByRole('link'),
    ).toHaveAttribute('href', /^\/narrative\//);
    await expect(card('Recent Comments').getByRole('row')).toHaveCount(6);
    await expect(
      card('Recent Users').getByRole('link', { name: 'View all users' }),
    ).toHaveAttribute('href', '/dashboard?tab=users');
    expect(await accessibilityViolations(page)).toEqual([]);

    await card('Recent Comments').getByRole('link', { name: 'View all comments' }).click();
    await expect(main(page).getByRole('heading', { name: 'Comments', level: 1 })).toBeVisible();
    await page.goBack();
    await pendingReportsLink.click();
    await expect(
      main(page).getByRole('heading', { name: 'Manage Reports', level: 1 }),
    ).toBeVisible();
  });

  test('an admin reviews, inspects and deletes reports', async ({ page, request }) => {
    const suffix = uniqueSuffix();
    const post = await createPostViaApi(publisher, {
      title: `Reported post ${suffix}`,
      content: '<p>Something people may object to.</p>',
    });
    const commentText = `A reported comment ${suffix}`;
    const commentId = await commentViaApi(request, reader, post._id, commentText);
    const goneText = `A comment deleted after its report ${suffix}`;
    const goneId = await commentViaApi(request, reader, post._id, goneText);
    await reportViaApi(request, otherReader, {
      targetId: commentId,
      targetType: 'comment',
      reason: `Rude words ${suffix}`,
    });
    await reportViaApi(request, otherReader, {
      targetId: post._id,
      targetType: 'post',
      reason: `Spam ${suffix}`,
    });
    await reportViaApi(request, otherReader, {
      targetId: goneId,
      targetType: 'comment',
      reason: `Also rude ${suffix}`,
    });
    const removed = await request.delete(`/api/comment/deleteComment/${goneId}`, {
      headers: bearer(admin),
    });
    expect(removed.ok()).toBe(true);

    await startAs(page, admin);
    await page.goto('/dashboard?tab=reports');
    await expect(
      main(page).getByRole('heading', { name: 'Manage Reports', level: 1 }),
    ).toBeVisible();
    // Pending first, ten to a page, newest first: the three new reports lead the list.
    await expect(main(page).getByRole('radio', { name: 'Pending' })).toBeChecked();
    const total = main(page).getByTestId('reports-total');
    await expect(total).toContainText('pending');
    // "Showing 1–10 of 12 pending reports": the figure after "of" is every pending report.
    const pendingBefore = Number(
      / of ([\d,]+) /.exec((await total.textContent())!)![1]!.replace(',', ''),
    );
    await expect(page.getByTestId('reports-page')).toHaveText(
      `Page 1 / ${Math.max(1, Math.ceil(pendingBefore / 10))}`,
    );
    await expect.poll(() => reportsBadge(page)).toBe(pendingBefore);

    // A report whose comment was deleted still lists, marked as such.
    await expect(rowWith(page, `This comment has been deleted`).first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The details of the comment's report.
    const commentRow = rowWith(page, commentText);
    await expect(commentRow).toContainText('Comment');
    await expect(commentRow).toContainText(otherReader.username);
    await expect(commentRow).toContainText(reader.username);
    await commentRow.getByRole('button', { name: /^View report/ }).click();
    const details = page.getByRole('dialog', { name: 'Report Details' });
    await expect(detail(details, 'Type')).toHaveText('Comment');
    await expect(detail(details, 'Status')).toHaveText('Pending');
    await expect(detail(details, 'Reported by')).toHaveText(otherReader.username);
    await expect(detail(details, 'Reported at')).toHaveText(/^\w{3} \d{1,2}, \d{4} at /);
    await expect(detail(details, 'Content owner')).toHaveText(reader.username);
    await expect(details).toContainText(commentText);
    await expect(details).toContainText(`Rude words ${suffix}`);
    await expect(details.getByRole('link', { name: 'View in context' })).toHaveAttribute(
      'href',
      `/post/${post.slug}#comment-${commentId}`,
    );
    expect(await accessibilityViolations(page)).toEqual([]);

    // Mark as Reviewed: the dialog says so and closes by itself; the list and badge follow.
    await details.getByRole('button', { name: 'Mark as Reviewed' }).click();
    await expect(details.getByRole('status')).toHaveText(
      'The report is marked as reviewed and the reporter has been notified',
    );
    await expect(details).toBeHidden({ timeout: 4000 });
    await expect(commentRow).toHaveCount(0);
    await expect(total).toContainText(`of ${pendingBefore - 1} pending report`);
    await expect.poll(() => reportsBadge(page)).toBe(pendingBefore - 1);

    await chooseFilter(page, 'Reviewed');
    await expect(rowWith(page, commentText)).toContainText('Reviewed');
    await expect(
      rowWith(page, commentText).getByRole('button', { name: /^Mark report/ }),
    ).toHaveCount(0);

    // Delete the post's report from the Pending list, after the confirmation.
    await chooseFilter(page, 'Pending');
    const postRow = rowWith(page, post.title);
    await expect(postRow).toContainText('Post');
    await postRow.getByRole('button', { name: /^More actions for the report/ }).click();
    await page.getByRole('menuitem', { name: /^Delete report/i }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await expect(confirm).toContainText('Are you sure you want to delete this report?');
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      main(page).getByRole('status').filter({ hasText: 'The report has been deleted' }),
    ).toBeVisible();
    await expect(postRow).toHaveCount(0);
    await expect(total).toContainText(`of ${pendingBefore - 2} pending report`);
    await expect.poll(() => reportsBadge(page)).toBe(pendingBefore - 2);

    // The server agrees: one reviewed report is left of the two, and none of the post's.
    const all = await getJson<{ reports: { reason: string; status: string }[] }>(
      request,
      admin,
      '/api/report?status=all&limit=100',
    );
    const ours = all.reports.filter((report) => report.reason.endsWith(suffix));
    expect(ours.map((report) => [report.reason, report.status]).sort()).toEqual([
      [`Also rude ${suffix}`, 'pending'],
      [`Rude words ${suffix}`, 'reviewed'],
    ]);

    // "View in context" of a comment opens its post scrolled to that comment.
    await page.goto(`/post/${post.slug}#comment-${commentId}`);
    const linked = page.locator(`#comment-${commentId}`);
    await expect(linked).toContainText(commentText);
    await expect(linked).toBeInViewport();
  });

  test('a publisher manages only the comments on their own posts', async ({ page, request }) => {
    const suffix = uniqueSuffix();
    const own = await createPostViaApi(publisher, {
      title: `Own post with comments ${suffix}`,
      content: '<p>Talk to me.</p>',
    });
    const others = await createPostViaApi(otherPublisher, {
      title: `Someone else's post ${suffix}`,
      content: '<p>Not yours.</p>',
    });
    const keptText = `Kept comment on own post ${suffix}`;
    const doomedText = `Doomed comment on own post ${suffix}`;
    const foreignText = `Comment on another post ${suffix}`;
    await commentViaApi(request, reader, own._id, keptText);
    await commentViaApi(request, reader, own._id, doomedText);
    await commentViaApi(request, reader, others._id, foreignText);

    await startAs(page, publisher);
    await page.goto('/dashboard?tab=comments');
    await expect(
      main(page).getByRole('heading', { name: 'Comments on your posts', level: 1 }),
    ).toBeVisible();
    const doomedRow = rowWith(page, doomedText);
    await expect(doomedRow).toBeVisible();
    await expect(doomedRow.getByRole('link', { name: own.title })).toHaveAttribute(
      'href',
      `/post/${own.slug}`,
    );
    await expect(doomedRow.getByRole('link', { name: reader.username })).toBeVisible();
    await expect(rowWith(page, keptText)).toBeVisible();
    // The newest comment anywhere is on another publisher's post: not in this list.
    await expect(main(page).getByText(foreignText)).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await doomedRow.getByRole('button', { name: /^Delete comment/i }).click();
    const confirm = page.getByRole('dialog', {
      name: 'Are you sure you want to delete this comment?',
    });
    await expect(confirm).toContainText(
      'This action cannot be undone. The comment will be permanently removed.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(doomedRow).toHaveCount(0);
    await expect(rowWith(page, keptText)).toBeVisible();

    const left = await getJson<{ content: string }[]>(
      request,
      publisher,
      `/api/comment/getPostComments/${own._id}`,
    );
    expect(left.map((comment) => comment.content)).toEqual([keptText]);
  });

  test('posts tab: an admin searches, filters and deletes posts', async ({ page, request }) => {
    const suffix = uniqueSuffix();
    const word = `zinnia${suffix}`;
    const first = await createPostViaApi(publisher, {
      title: `Garden notes ${word} one`,
      content: '<p>Seeds and soil.</p>',
      category: 'art',
    });
    const second = await createPostViaApi(otherPublisher, {
      title: `Garden notes ${word} two`,
      content: '<p>Water and light.</p>',
      category: 'tech',
    });

    await startAs(page, admin);
    await page.goto('/dashboard?tab=posts');
    await expect(main(page).getByRole('heading', { name: 'All Posts', level: 1 })).toBeVisible();
    const table = main(page).getByRole('table', { name: 'Posts' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Date updated',
      'Image',
      'Title',
      'Status',
      'Category',
      'Views',
      'Author',
      'Delete',
      'Edit',
    ]);
    // Nine to a page, Show more for the next nine.
    await expect(table.locator('tbody tr')).toHaveCount(9);
    await main(page).getByRole('button', { name: 'Show More' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(18);

    await main(page).getByRole('textbox', { name: 'Search' }).fill(word);
    await main(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(table.locator('tbody tr')).toHaveCount(2);
    const firstRow = rowWith(page, first.title);
    await expect(firstRow).toContainText(publisher.username);
    await expect(firstRow.getByRole('link', { name: `Edit ${first.title}` })).toHaveAttribute(
      'href',
      `/update-post/${first._id}`,
    );
    await expect(rowWith(page, second.title)).toContainText(otherPublisher.username);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The category narrows the same search.
    await main(page).getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Tech', exact: true }).click();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(rowWith(page, second.title)).toBeVisible();

    await rowWith(page, second.title)
      .getByRole('button', { name: `Delete ${second.title}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete Post' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      main(page).getByRole('heading', { name: 'No posts found', level: 2 }),
    ).toBeVisible();
    const gone = await request.get('/api/post/getposts', { params: { postId: second._id } });
    expect(((await gone.json()) as { posts: unknown[] }).posts).toHaveLength(0);

    await main(page)
      .getByRole('search', { name: 'Filter posts' })
      .getByRole('button', { name: 'Reset' })
      .click();
    await expect(main(page).getByRole('textbox', { name: 'Search' })).toHaveValue('');
    // Back to the full list as far as it was shown (two pages), without the deleted post.
    await expect(table.locator('tbody tr')).toHaveCount(18);
    await expect(rowWith(page, first.title)).toBeVisible();
    await expect(rowWith(page, second.title)).toHaveCount(0);
  });

  test('posts tab: a publisher sees only their own posts, without the author column', async ({
    page,
  }) => {
    await startAs(page, otherPublisher);
    await page.goto('/dashboard?tab=posts');
    await expect(main(page).getByRole('heading', { name: 'Your Posts', level: 1 })).toBeVisible();
    const table = main(page).getByRole('table', { name: 'Posts' });
    await expect(table.getByRole('columnheader', { name: 'Author' })).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: 'Views' })).toBeVisible();
  });

  test.describe('on a 375 px screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the tabs show cards above the bottom bar', async ({ page }) => {
      await startAs(page, admin);
      await page.goto('/dashboard?tab=reports');
      const bottomBar = await dashboardBottomBar(page, /Reports/);
      await expect(
        main(page).getByRole('heading', { name: 'Manage Reports', level: 1 }),
      ).toBeVisible();
      await chooseFilter(page, 'All');
      const cards = main(page).getByRole('list', { name: 'Reports' }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      await expect(main(page).getByRole('table')).toHaveCount(0);
      expect(await accessibilityViolations(page)).toEqual([]);

      await bottomBar.getByRole('link', { name: 'Posts' }).click();
      await expect(
        main(page).getByRole('list', { name: 'Posts' }).getByRole('listitem'),
      ).toHaveCount(9);
      await expect(main(page).getByRole('table')).toHaveCount(0);
      expect(await accessibilityViolations(page)).toEqual([]);

      // Past four tabs, the rest wait under "More".
      await bottomBar.getByRole('button', { name: 'More' }).click();
      await page.getByRole('menuitem', { name: 'Comments' }).click();
      await expect(
        main(page).getByRole('list', { name: 'Comments' }).getByRole('listitem').first(),
      ).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      await bottomBar.getByRole('link', { name: 'Dashboard' }).click();
      await expect(main(page).getByRole('region', { name: 'Recent Posts' })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
});
