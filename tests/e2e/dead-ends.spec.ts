import { request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { DonationCase } from '../../src/contracts/donations.ts';
import { expect, accessibilityViolations, test } from './fixtures.ts';
import { main } from './page-helpers.ts';
import {
  createNarrativeViaApi,
  signedInDemo,
  startAs,
  totalPosts,
  uniqueSuffix,
} from './posts-helpers.ts';
import type { SignedInUser } from './session-helpers.ts';

// Issue 15, no dead ends: pages someone may not use say so in place, the donation path says
// what really happened, Donate is found everywhere, lists count honestly, the phone's dashboard
// bar keeps its labels whole, and a rejected narrative's author learns why.
// The run's server has PAYMENT_PROVIDER=none; this file gives twice (donations are limited).

const SCREENSHOTS = '/tmp/a11y-ends';

let api: APIRequestContext;
const demo = signedInDemo({ admin: 'admin', publisher: 'publisher', member: 'user' });

test.beforeAll(async () => {
  api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
});

test.afterAll(async () => {
  await api.dispose();
});

const bearer = (user: SignedInUser) => ({ authorization: `Bearer ${user.token}` });

async function createCaseViaApi(title: string): Promise<DonationCase> {
  const response = await api.post('/api/donation/case', {
    data: { title, description: 'A case opened by the dead-ends journeys.', amountOptions: [5] },
    headers: bearer(demo.admin),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as DonationCase;
}

const createNarrative = (title: string) =>
  createNarrativeViaApi(demo.publisher, {
    title,
    body: '<p>A family needs help to rebuild a fence before the goats get out.</p>',
    category: 'housing',
    contactUsername: 'fence.help@example.org',
  });

/** Labels wider than their box are cut off (an ellipsis or a clip). */
async function cutOffLabels(items: Locator): Promise<string[]> {
  return items.evaluateAll((elements) =>
    elements
      .map((element) => element.querySelector('[class*="bottomLabel"]') ?? element)
      .filter((label) => label.scrollWidth > label.clientWidth)
      .map((label) => label.textContent ?? ''),
  );
}

test.describe('guarded pages', () => {
  /** Opens a guarded page as the member: it answers in place, without sending them away. */
  async function openAsMember(page: Page, path: string) {
    await startAs(page, demo.member);
    await page.goto(path);
    await expect(page).toHaveURL(path);
  }

  test('a signed-in member on a publisher page is told who may use it and can ask to become one', async ({
    page,
  }) => {
    await openAsMember(page, '/create-post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Only publishers can write posts',
    );
    await expect(main(page).getByRole('form')).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    );
    await page.screenshot({ path: `${SCREENSHOTS}/guard-page-member.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    await main(page).getByRole('button', { name: 'Become a Publisher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Become a Publisher' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The narrative form says the same in its own words.
    await page.goto('/create-narrative');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Only publishers can share narratives',
    );
  });

  test('a signed-in member on an admin page is told it is for admins, with a way home', async ({
    page,
  }) => {
    await openAsMember(page, '/donation-dashboard');
    const notice = main(page).getByRole('alert');
    await expect(notice).toContainText('Only admins can manage donation cases');
    await expect(notice).toContainText('You do not have permission to access this page');
    await expect(notice.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(await accessibilityViolations(page)).toEqual([]);

    // An admin's dashboard tab shows the member's profile, and says why.
    await page.goto('/dashboard?tab=users');
    await expect(main(page).getByText('The Users tab is for admins.')).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });

  test('a visitor is still sent to sign in', async ({ page }) => {
    await startAs(page, null);
    await page.goto('/create-post');
    await expect(page).toHaveURL('/sign-in');
    await page.goto('/donation-dashboard');
    await expect(page).toHaveURL('/sign-in');
  });
});

test.describe('the donation path', () => {
  test('a pledge is called one, and a receipt is promised only to a donor who left an e-mail', async ({
    page,
  }) => {
    // Two 2 s thank-you redirects.
    test.setTimeout(60_000);
    const title = `Fence posts ${uniqueSuffix()}`;
    const donationCase = await createCaseViaApi(title);
    await startAs(page, null);

    await page.goto(`/donate/${donationCase._id}`);
    await page.getByRole('button', { name: '$5.00', exact: true }).click();
    await page.getByRole('button', { name: 'Donate $5.00' }).click();
    await expect(page).toHaveURL('/donate/success', { timeout: 5000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your pledge!');
    await expect(main(page)).toContainText(`You pledged $5.00 to ${title}.`);
    await expect(main(page)).toContainText('What happens next: nothing has been charged.');
    await expect(main(page)).not.toContainText(/receipt/i);
    await expect(main(page)).toContainText('You left no e-mail address, so write to');

    await page.goto(`/donate/${donationCase._id}`);
    await page.getByRole('button', { name: '$5.00', exact: true }).click();
    await page.getByLabel('E-mail (optional)').fill('pledger@example.org');
    await page.getByRole('button', { name: 'Donate $5.00' }).click();
    await expect(page).toHaveURL('/donate/success', { timeout: 5000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your pledge!');
    await expect(main(page)).toContainText(
      'A confirmation of your pledge is on its way to the e-mail address you gave; a receipt follows once your gift is received.',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('Donate is in the header and the footer', async ({ page }) => {
    await startAs(page, null);
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(
      header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Donate' }),
    ).toHaveAttribute('href', '/donate');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Donate', exact: true }),
    ).toHaveAttribute('href', '/donate');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('Donate is in the mobile drawer', async ({ page }) => {
      await startAs(page, null);
      await page.goto('/about');
      await page.getByRole('button', { name: 'Toggle navigation' }).click();
      const drawer = page.getByRole('dialog');
      const donate = drawer.getByRole('link', { name: 'Donate' });
      await expect(donate).toBeVisible();
      await donate.click();
      await expect(page).toHaveURL('/donate');
      await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
    });
  });

  test('admins find Donations in the dashboard menu', async ({ page }) => {
    await startAs(page, demo.admin);
    await page.goto('/dashboard?tab=profile');
    const menu = page.getByRole('navigation', { name: 'Dashboard' }).first();
    const donations = menu.getByRole('link', { name: 'Donations' });
    await expect(donations).toHaveAttribute('href', '/donation-dashboard');
    await donations.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Donations' })).toBeVisible();
  });
});

test.describe('count lines', () => {
  test('lists say what is shown of how many', async ({ page }) => {
    // Nine pages in one test: it ran out of the default 30 s at its last page under load.
    test.slow();
    const total = await totalPosts();
    await startAs(page, demo.admin);

    await page.goto('/posts');
    await expect(main(page).getByText(`Showing 9 of ${total} posts`)).toBeVisible();

    await page.goto('/search?searchTerm=kitchens');
    await expect(main(page).getByText(/^Showing \d+ of \d+ posts?$/)).toBeVisible();

    await page.goto('/stories');
    await expect(main(page).getByText(/^Showing \d+ of \d+ narratives?$/)).toBeVisible();

    await page.goto('/dashboard?tab=users');
    await expect(main(page).getByText(/^Showing \d+ of [\d,]+ users?$/)).toBeVisible();

    await page.goto('/dashboard?tab=posts');
    await expect(main(page).getByText(`Showing 9 of ${total} posts`)).toBeVisible();

    await page.goto('/dashboard?tab=comments');
    await expect(main(page).getByText(/^Showing \d+ of [\d,]+ comments?$/)).toBeVisible();

    await page.goto('/dashboard?tab=allnarratives');
    await expect(main(page).getByText(/^Showing \d+ of \d+ narratives?$/)).toBeVisible();

    await page.goto('/dashboard?tab=reports');
    await expect(main(page).getByTestId('reports-total')).toHaveText(
      /^(No pending reports|Showing [\d–]+ of \d+ pending reports?)$/,
    );

    await page.goto('/donation-dashboard');
    await expect(main(page).getByText(/^Showing [\d–]+ of \d+ cases?$/)).toBeVisible();
  });
});

test.describe('the dashboard bar on a small phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const role of ['admin', 'publisher'] as const) {
    test(`no ${role}'s label is cut off at 320 px, and each item keeps its whole name`, async ({
      page,
    }) => {
      await startAs(page, role === 'admin' ? demo.admin : demo.publisher);
      await page.goto('/dashboard?tab=narratives');
      const bar = page.getByTestId('dashboard-bottom-bar');
      await expect(bar).toBeVisible();
      const items = bar.locator(':scope > a, :scope > button');
      await expect(items).toHaveCount(5);
      expect(await cutOffLabels(items)).toEqual([]);
      await expect(bar.getByRole('link', { name: 'My Narratives' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      if (role === 'admin') {
        await page.goto('/dashboard?tab=allnarratives');
        await expect(bar.getByRole('link', { name: 'All Narratives' })).toBeVisible();
        expect(await cutOffLabels(items)).toEqual([]);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
      await bar.screenshot({ path: `${SCREENSHOTS}/bottom-bar-320-${role}.png` });
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }
});

test.describe('rejected narratives', () => {
  test("the admin's reason reaches the author in My Narratives and in the notification", async ({
    page,
    browser,
  }) => {
    const story = await createNarrative(`Fence for the Achieng goats ${uniqueSuffix()}`);
    const reason = 'Please say which village this is, so people can help.';

    await startAs(page, demo.admin);
    await page.goto('/dashboard?tab=requests');
    await page.getByRole('tab', { name: /^Narrative Approvals/ }).click();
    const row = page
      .getByRole('table', { name: 'Narratives waiting for approval' })
      .getByRole('row', { name: new RegExp(story.title) });
    await row.getByRole('button', { name: `Reject narrative ${story.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject narrative' });
    await dialog.getByLabel('Reason for the author (optional)').fill(reason);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(row).toHaveCount(0);

    const context = await browser.newContext();
    const author = await context.newPage();
    await startAs(author, demo.publisher);
    await author.goto('/dashboard?tab=narratives');
    const item = main(author).getByRole('listitem').filter({ hasText: story.title });
    await expect(item.getByTestId('rejection-reason')).toHaveText(
      `Why it was not approved: ${reason}`,
    );

    await author.goto('/notifications');
    await expect(
      main(author).getByText(`Your narrative "${story.title}" was not approved. Reason: ${reason}`),
    ).toBeVisible();
    await context.close();
  });
});
