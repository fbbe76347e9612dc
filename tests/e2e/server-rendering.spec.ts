import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInDemo, startAs } from './posts-helpers.ts';

// Each public page as a visitor (light theme): the HTML already holds the page, it hydrates with
// no console error, warning or page error (React reports hydration mismatches there), and no
// API read follows, since the page carries its data. A visitor's page is allowed no read at
// all: there is no session to check, and the notification socket is for signed-in readers.

test.use({ colorScheme: 'light' });

interface DemoItems {
  post: { slug: string; title: string; author: string };
  narrative: { slug: string; title: string };
  donationCase: { id: string; title: string };
}

async function demoItems(request: APIRequestContext): Promise<DemoItems> {
  const read = async <T>(url: string) => (await (await request.get(url)).json()) as T;
  const { posts } = await read<{
    posts: { slug: string; title: string; userId: { username: string } }[];
  }>('/api/post/getposts?sort=desc&limit=1');
  const { stories } = await read<{ stories: { slug: string; title: string }[] }>(
    '/api/story/get?sort=desc&limit=1',
  );
  const { donationCases } = await read<{ donationCases: { _id: string; title: string }[] }>(
    '/api/donation/cases?limit=1',
  );
  const [post, narrative, donationCase] = [posts[0], stories[0], donationCases[0]];
  if (!post || !narrative || !donationCase) throw new Error('The demo content is missing');
  return {
    post: { slug: post.slug, title: post.title, author: post.userId.username },
    narrative,
    donationCase: { id: donationCase._id, title: donationCase.title },
  };
}

/** The text of the first h1 in some HTML. */
function firstHeading(html: string): string | undefined {
  const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
  return heading
    ?.replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The stylesheets some HTML links, by path. */
const stylesheetsIn = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((match) => match[1]!);

/** Console errors and warnings, page errors and API reads, from navigation to network idle. */
function watch(page: Page) {
  const problems: string[] = [];
  const apiReads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
      apiReads.push(`${url.pathname}${url.search}`);
    }
  });
  return { problems, apiReads };
}

/** A page whose address and heading do not depend on the demo's content. */
const fixedPage = (path: string, heading: string) => () => ({ path, heading });

/**
 * Each public page, with its heading and its route's chunk (named after its module), which its
 * HTML names: the entry fetches it with the app, not after the app starts.
 */
const PUBLIC_PAGES: {
  name: string;
  chunk: string;
  page: (items: DemoItems) => { path: string; heading: string };
}[] = [
  { name: 'home', chunk: 'home-page', page: fixedPage('/', 'Stories That Keep a Community Warm') },
  { name: 'posts', chunk: 'posts-page', page: fixedPage('/posts', 'Posts') },
  {
    name: 'search',
    chunk: 'search-page',
    page: fixedPage('/search?category=health', 'Search posts'),
  },
  {
    name: 'post',
    chunk: 'post-page',
    page: ({ post }) => ({ path: `/post/${post.slug}`, heading: post.title }),
  },
  { name: 'narratives', chunk: 'stories-page', page: fixedPage('/stories', 'Narratives') },
  {
    name: 'narrative',
    chunk: 'narrative-page',
    page: ({ narrative }) => ({ path: `/narrative/${narrative.slug}`, heading: narrative.title }),
  },
  { name: 'donate', chunk: 'donate-page', page: fixedPage('/donate', 'Donate') },
  {
    name: 'donation case',
    chunk: 'donation-case-page',
    page: ({ donationCase }) => ({
      path: `/donate/${donationCase.id}`,
      heading: donationCase.title,
    }),
  },
  {
    name: 'profile',
    chunk: 'profile-page',
    page: ({ post }) => ({ path: `/profile/${post.author}`, heading: post.author }),
  },
  { name: 'about', chunk: 'about-page', page: fixedPage('/about', 'About Hearth') },
  {
    name: 'privacy policy',
    chunk: 'privacy-policy-page',
    page: fixedPage('/privacy-policy', 'Privacy Policy'),
  },
  {
    name: 'terms',
    chunk: 'terms-conditions-page',
    page: fixedPage('/terms-conditions', 'Terms & Conditions'),
  },
];

let items: DemoItems;
test.beforeAll(async ({ request }) => {
  items = await demoItems(request);
});

for (const { name, chunk, page: pageOf } of PUBLIC_PAGES) {
  test(`the ${name} page arrives rendered and hydrates with no error and no second read`, async ({
    page,
  }) => {
    const { path, heading } = pageOf(items);
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(firstHeading(html)).toBe(heading);
    expect(html).toMatch(
      new RegExp(`<meta name="hearth-page-chunks" content="[^"]*/assets/${chunk}-[\\w-]+\\.js[ "]`),
    );

    // Every style the page uses is in the one stylesheet the first HTML links: none is added
    // once the page has drawn (which would move it), and members' styles are not loaded.
    const stylesheets = stylesheetsIn(html);
    expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/style-[\w-]+\.css$/)]);

    const { problems, apiReads } = watch(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    expect(problems).toEqual([]);
    expect(apiReads).toEqual([]);
    const linkedNow = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(linkedNow).toEqual(stylesheets);
  });
}

test('an unknown post answers 404 with the not-found page, which hydrates quietly', async ({
  page,
}) => {
  const path = '/post/no-such-post';
  const response = await page.request.get(path);
  expect(response.status()).toBe(404);
  expect(firstHeading(await response.text())).toBe("You're All Alone In Here");

  const { problems, apiReads } = watch(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're All Alone In Here");
  // Chromium logs the document's own 404 status; nothing else may be said.
  expect(problems).toEqual([
    'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
  ]);
  expect(apiReads).toEqual([]);
});

test('a page the server drew minutes before is not read again: the cache never holds it stale', async ({
  page,
}) => {
  // The reader's clock runs ten minutes past the server's render (as a cached page would be).
  await page.clock.install({ time: Date.now() + 10 * 60_000 });
  const { problems, apiReads } = watch(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Stories That Keep a Community Warm',
  );
  expect(problems).toEqual([]);
  expect(apiReads).toEqual([]);
});

test.describe('a signed-in reader in the dark theme, far east of UTC', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('gets the visitor’s page, which hydrates quietly and then fills in their own parts', async ({
    page,
  }) => {
    const reader = await signInDemo('user');
    await startAs(page, reader, 'dark');
    const { problems } = watch(page);
    await page.goto(`/post/${items.post.slug}`, { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('button', { name: `Account menu for ${reader.username}` }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Comments' })
        .getByRole('textbox', { name: 'Add a comment' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(problems).toEqual([]);
  });
});
