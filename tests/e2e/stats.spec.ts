import type { APIRequestContext, Page } from '@playwright/test';
import { accessibilityViolations, clockServerForFile, expect, test } from './fixtures.ts';
import { main } from './page-helpers.ts';
import { startAs } from './posts-helpers.ts';
import { signInViaApi, type SignedInUser } from './session-helpers.ts';

// A publisher with known activity on a server of its own: its clock moves two days on between
// the first day's activity and the reading, and views are written every 200 ms.

const OWNER = {
  username: 'statsowner',
  email: 'statsowner@example.org',
  password: 'owner-password-1',
};
const WRITER = {
  username: 'statswriter',
  email: 'statswriter@example.org',
  password: 'writer-password-1',
};
const READER = {
  username: 'statsreader',
  email: 'statsreader@example.org',
  password: 'reader-password-1',
};
const DAY = 24 * 3600 * 1000;

const clock = clockServerForFile(OWNER, { VIEWS_FLUSH_INTERVAL_MS: '200' });
let admin: SignedInUser;
let writer: SignedInUser;
let firstDay = '';

const at = (path: string) => `${clock.server.baseUrl}${path}`;

async function as(
  api: APIRequestContext,
  user: SignedInUser,
  method: 'post' | 'put',
  path: string,
  data?: object,
) {
  const response = await api[method](path, {
    data,
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

async function signUp(account: typeof WRITER) {
  const response = await clock.api.post('/api/auth/signup', {
    data: { ...account, dateOfBirth: '1990-01-01' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return signInViaApi(clock.api, account.email, account.password);
}

/** "Nov 28, 2026": how the figures table names a UTC day in English. */
const dayName = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));

test.beforeAll(async () => {
  const api = clock.api;
  admin = await signInViaApi(api, OWNER.email, OWNER.password);
  const signedUp = await signUp(WRITER);
  await as(api, admin, 'put', '/api/user/update-role', { userId: signedUp._id, isPublisher: true });
  writer = await signInViaApi(api, WRITER.email, WRITER.password);
  const reader = await signUp(READER);

  // The first day: three views, a comment liked once, a new follower.
  const wells = await as(api, writer, 'post', '/api/post/create', {
    title: 'Wells that last',
    content: '<p>How to keep a village well working for decades.</p>',
  });
  const seeds = await as(api, writer, 'post', '/api/post/create', {
    title: 'Seeds for the dry season',
    content: '<p>What grows when the rains are late.</p>',
  });
  await as(api, admin, 'put', `/api/post/view/${wells._id}`);
  await as(api, reader, 'put', `/api/post/view/${wells._id}`);
  await as(api, admin, 'put', `/api/post/view/${seeds._id}`);
  const comment = await as(api, admin, 'post', '/api/comment/create', {
    postId: wells._id,
    content: 'We did this in our village too.',
  });
  await as(api, reader, 'put', `/api/comment/likeComment/${comment._id}`);
  await as(api, reader, 'put', `/api/user/follow/${writer._id}`);
  const now = (await (await api.post('/api/test/clock', { data: { advanceMs: 0 } })).json()) as {
    now: string;
  };
  firstDay = now.now.slice(0, 10);
  // The views are written by the next flush (every 200 ms here).
  await expect
    .poll(async () => {
      const stats = await api.get('/api/stats/author?days=7', {
        headers: { authorization: `Bearer ${writer.token}` },
      });
      return ((await stats.json()) as { totals: { views: number } }).totals.views;
    })
    .toBe(3);
  // Two days on: a comment on the second post.
  await api.post('/api/test/clock', { data: { advanceMs: 2 * DAY } });
  await as(api, admin, 'post', '/api/comment/create', {
    postId: seeds._id,
    content: 'Millet did well for us.',
  });
});

async function openStats(
  page: Page,
  user: SignedInUser,
  tab: string,
  theme: 'light' | 'dark' = 'light',
) {
  await startAs(page, user, theme);
  await page.goto(at(`/dashboard?tab=${tab}`));
}

test('a publisher opens Stats, switches to 30 days and reads the figures of a chart', async ({
  page,
}) => {
  await openStats(page, writer, 'stats');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '7 Days' })).toBeChecked();
  // The segmented control's radios are hidden under their labels.
  await page.locator('label', { hasText: /^30 Days$/ }).click();
  await expect(page.getByRole('radio', { name: '30 Days' })).toBeChecked();

  await test.step('the chart says what it shows in words', async () => {
    const views = page.getByRole('img', { name: /^Views per Day, from/ });
    await expect(views).toBeVisible();
    await expect(views).toHaveAccessibleName(
      new RegExp(`Views: 3 in all, the most on ${dayName(firstDay)} \\(3\\)\\.`),
    );
  });

  await test.step('the figures per day: the first day, the quiet day, today', async () => {
    await page.getByText('Show the Figures per Day').click();
    const table = page.getByRole('table', { name: 'Figures per Day' });
    await expect(table.getByRole('row')).toHaveCount(31);
    const row = (iso: string) => table.getByRole('row', { name: new RegExp(`^${dayName(iso)}`) });
    const secondDay = new Date(Date.parse(firstDay) + DAY).toISOString().slice(0, 10);
    const today = new Date(Date.parse(firstDay) + 2 * DAY).toISOString().slice(0, 10);
    // Day, views, likes, comments, new followers, gifts.
    await expect(row(firstDay).getByRole('cell')).toHaveText(['3', '1', '1', '1', '0']);
    await expect(row(secondDay).getByRole('cell')).toHaveText(['0', '0', '0', '0', '0']);
    await expect(row(today).getByRole('cell')).toHaveText(['0', '0', '1', '0', '0']);
  });

  await test.step('each post with its totals over the period', async () => {
    const posts = page.getByRole('table', { name: 'Posts' });
    await expect(posts.getByRole('row', { name: /Wells that last/ }).getByRole('cell')).toHaveText([
      'Wells that last',
      '2',
      '1',
      '1',
    ]);
    await expect(
      posts.getByRole('row', { name: /Seeds for the dry season/ }).getByRole('cell'),
    ).toHaveText(['Seeds for the dry season', '1', '0', '1']);
  });

  await page.screenshot({ path: '/work/shots/stats-publisher.png', fullPage: true });
});

test('an admin opens the site stats', async ({ page }) => {
  await openStats(page, admin, 'sitestats');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Site Stats' })).toBeVisible();
  const totals = page.getByRole('list', { name: 'Totals over the period' });
  // The owner made at start-up and the two accounts signed up, the two posts.
  const total = (name: string) => totals.getByRole('listitem').filter({ hasText: name });
  await expect(total('New members')).toHaveText('New members3');
  await expect(total('New posts')).toHaveText('New posts2');
  await expect(
    page.getByRole('img', { name: /^New Members, Posts and Narratives per Day, from/ }),
  ).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  for (const [tab, chart] of [
    ['stats', /^Views per Day/],
    ['sitestats', /^Gifts per Day/],
  ] as const) {
    test(`the ${tab} tab has no accessibility violations (${theme})`, async ({ page }) => {
      await openStats(page, tab === 'stats' ? writer : admin, tab, theme);
      await expect(page.getByRole('img', { name: chart })).toBeVisible({ timeout: 30_000 });
      await page.getByText('Show the Figures per Day').click();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }
}
