import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInDemo } from './posts-helpers.ts';
import { newAccount, signInViaApi, signUpViaApi } from './session-helpers.ts';

// People's text holding what a string replacement would expand ($` $' $& $$ $1 $<name>), on
// every public page the server renders: the page hydrates with no error, shows the text as it was
// written, and prints nothing of its data after the app.

test.use({ colorScheme: 'light' });

const SEQUENCES = "$` $' $& $$ $1 $<name>";
const marked = (field: string) => `${field} worth every ${SEQUENCES} cent`;
const markedHtml = (field: string) =>
  `<p>${marked(field).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`;

interface Created {
  _id: string;
  slug: string;
}

async function send(
  request: APIRequestContext,
  method: 'post' | 'put',
  url: string,
  data: Record<string, unknown>,
  token?: string,
) {
  const response = await request[method](url, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Created;
}

let post: Created;
let narrative: Created;
let donationCase: Created;
let member: string;

test.beforeAll(async ({ request }) => {
  const [publisher, admin, reader] = await Promise.all([
    signInDemo('publisher'),
    signInDemo('admin'),
    signInDemo('user'),
  ]);
  const account = newAccount('dollars');
  await signUpViaApi(request, account);
  const signedUp = await signInViaApi(request, account.username, account.password);
  member = account.username;
  await send(
    request,
    'put',
    `/api/user/update/${signedUp._id}`,
    { bio: marked('bio') },
    signedUp.token,
  );

  post = await send(
    request,
    'post',
    '/api/post/create',
    {
      title: marked('post title'),
      content: markedHtml('post content'),
      excerpt: marked('post excerpt'),
    },
    publisher.token,
  );
  await send(
    request,
    'post',
    '/api/comment/create',
    { postId: post._id, content: marked('comment') },
    reader.token,
  );
  narrative = await send(
    request,
    'post',
    '/api/story/create',
    {
      title: marked('narrative title'),
      body: markedHtml('narrative body'),
      country: 'Kenya',
      category: 'housing',
      contactPlatform: 'whatsapp',
      contactUsername: '254712345678',
    },
    publisher.token,
  );
  await send(
    request,
    'put',
    `/api/story/status/${narrative._id}`,
    { status: 'approved' },
    admin.token,
  );
  donationCase = await send(
    request,
    'post',
    '/api/donation/case',
    {
      title: marked('case title'),
      description: marked('case description'),
      storyId: narrative._id,
    },
    admin.token,
  );
  await send(
    request,
    'post',
    `/api/donation/case/${donationCase._id}/updates`,
    { title: marked('case update title'), body: markedHtml('case update body') },
    admin.token,
  );
  const gifts = [
    await send(request, 'post', '/api/donation/transaction', {
      donationCaseId: donationCase._id,
      amount: 5,
      showPublicly: true,
      message: marked('anonymous donor message'),
    }),
    await send(request, 'post', '/api/donation/transaction', {
      donationCaseId: donationCase._id,
      amount: 5,
      showPublicly: true,
      donorName: marked('donor name'),
      message: marked('donor message'),
    }),
  ];
  // Received, so the supporters list shows them.
  for (const gift of gifts) {
    await send(
      request,
      'put',
      `/api/donation/transaction/${gift._id}/receive`,
      { amount: 5, method: 'cash', receivedAt: new Date().toISOString() },
      admin.token,
    );
  }
});

/** Page errors and console errors from the navigation on. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return problems;
}

const pages = () => [
  { path: '/', shows: ['post title', 'narrative title'] },
  { path: '/posts?sort=desc', shows: ['post title'] },
  { path: '/search?searchTerm=worth', shows: ['post title'] },
  { path: `/post/${post.slug}`, shows: ['post title', 'post content', 'comment'] },
  { path: '/stories', shows: ['narrative title'] },
  { path: `/narrative/${narrative.slug}`, shows: ['narrative title', 'narrative body'] },
  { path: '/donate', shows: ['case title'] },
  {
    path: `/donate/${donationCase._id}`,
    shows: [
      'case title',
      'case description',
      'case update title',
      'case update body',
      'donor name',
      'donor message',
      'anonymous donor message',
    ],
  },
  { path: `/profile/${member}`, shows: ['bio'] },
];

test('every public page shows such text verbatim, hydrated and whole', async ({ page }) => {
  test.setTimeout(120_000);
  for (const { path, shows } of pages()) {
    const problems = watch(page);
    // The fixture's goto returns once the app has hydrated and answers clicks.
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('html'), path).toHaveAttribute('data-interactive', '');
    for (const field of shows) {
      await expect(page.getByText(marked(field)).first(), `${path}: ${field}`).toBeVisible();
    }
    const drawn = await page.evaluate(() => ({
      roots: document.querySelectorAll('#root').length,
      states: document.querySelectorAll('#hearth-state').length,
      text: document.body.innerText,
    }));
    expect(drawn.roots, path).toBe(1);
    expect(drawn.states, path).toBe(1);
    // Nothing of the page's data or template is printed as text after the app.
    expect(drawn.text, path).not.toContain('dehydratedAt');
    expect(drawn.text.toLowerCase(), path).not.toContain('<!doctype');
    expect(drawn.text, path).not.toContain('</html>');
    expect(problems, path).toEqual([]);
    page.removeAllListeners('pageerror');
    page.removeAllListeners('console');
  }
});

test('a search for these sequences shows the term as typed', async ({ page }) => {
  for (const term of ['$`', "$'", '$&', SEQUENCES]) {
    const problems = watch(page);
    await page.goto(`/search?searchTerm=${encodeURIComponent(term)}`);
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(term);
    expect(await page.evaluate(() => document.body.innerText)).not.toContain('dehydratedAt');
    expect(problems, term).toEqual([]);
    page.removeAllListeners('pageerror');
    page.removeAllListeners('console');
  }
});
