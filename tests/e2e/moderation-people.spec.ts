import { formatsFor } from '../../src/web/lib/format.ts';
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import type { Story } from '../../src/contracts/stories.ts';
import { decideRow } from './page-helpers.ts';
import { expect, accessibilityViolations, test } from './fixtures.ts';
import {
  createNarrativeViaApi,
  demoAccount,
  signInDemo,
  startAs,
  uniqueSuffix,
} from './posts-helpers.ts';
import {
  newAccount,
  signInViaApi,
  signUpAndInViaApi,
  signUpViaApi,
  type TestAccount,
  type SignedInUser,
} from './session-helpers.ts';

/**
 * The people side of moderation: publisher requests from the home page to the Requests tab,
 * narrative approvals, and the Users tab (filters, bans, the publisher flag, deletion). Sign-ins
 * are rate limited on the shared server, so the file signs in four times in all.
 */

const REASON = 'I run a neighbourhood newsletter and would like to share its stories here.';
const BAN_REASON = 'Spamming the comments';

let api: APIRequestContext;
let admin: SignedInUser;
let publisher: SignedInUser;
let memberAccount: TestAccount;
let member: SignedInUser;

const bearer = (user: SignedInUser) => ({ authorization: `Bearer ${user.token}` });

async function pendingPublisherRequests(): Promise<number> {
  const response = await api.get('/api/user/publisher-requests/get', { headers: bearer(admin) });
  return ((await response.json()) as { totalRequests: number }).totalRequests;
}

async function pendingStories(): Promise<number> {
  const response = await api.get('/api/story/counts', { headers: bearer(admin) });
  return ((await response.json()) as { pendingStories: number }).pendingStories;
}

async function totalUsers(): Promise<number> {
  const response = await api.get('/api/user/getusers', {
    headers: bearer(admin),
    params: { limit: 1 },
  });
  return ((await response.json()) as { totalUsers: number }).totalUsers;
}

const createNarrative = (title: string) =>
  createNarrativeViaApi(publisher, {
    title,
    body: '<p>A family needs seeds, tools and a little help to plant a kitchen garden.</p>',
    category: 'food',
    contactUsername: 'garden.help@example.org',
  });

/** A page of its own (own storage), signed in as the user. */
async function pageAs(browser: Browser, user: SignedInUser | null) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await startAs(page, user);
  return page;
}

/** The count a sub-tab's red badge shows, or none when it is 0. */
async function expectTabCount(page: Page, name: string, count: number) {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
  if (count > 0) await expect(tab).toHaveText(`${name}${count}`);
  else await expect(tab).toHaveText(name);
}

/** Opens the Users tab and searches for one user by username (Enter searches). */
async function searchUsers(page: Page, term: string) {
  const box = page.getByRole('searchbox', { name: 'Search users' });
  await box.fill(term);
  await box.press('Enter');
}

test.describe('moderation of people', () => {
  test.beforeAll(async () => {
    api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
    admin = await signInDemo('admin');
    publisher = await signInDemo('publisher');
    memberAccount = newAccount('applicant');
    await signUpViaApi(api, memberAccount);
    member = await signInViaApi(api, memberAccount.username, memberAccount.password);
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('a member asks to become a publisher; once an admin approves, they can write posts', async ({
    page,
    browser,
  }) => {
    const memberPage = await pageAs(browser, member);
    await memberPage.goto('/');
    const hero = memberPage.getByRole('region', { name: /Stories That Keep/ });
    await hero.getByRole('button', { name: 'Become a Publisher' }).click();
    const dialog = memberPage.getByRole('dialog', { name: 'Become a Publisher' });
    const reason = dialog.getByRole('textbox', { name: 'Why do you want to become a publisher?' });
    await expect(reason).toHaveAttribute('rows', '5');
    await expect(reason).toBeFocused();
    expect(await accessibilityViolations(memberPage)).toEqual([]);

    // Escape closes; so does a click outside.
    await memberPage.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await hero.getByRole('button', { name: 'Become a Publisher' }).click();
    await expect(dialog).toBeVisible();
    await memberPage.mouse.click(10, 10);
    await expect(dialog).toBeHidden();

    // Too short a reason is refused before sending: said under the field and in the summary,
    // until the reason changes.
    await hero.getByRole('button', { name: 'Become a Publisher' }).click();
    await reason.fill('  Pick me  ');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    const tooShort = 'Please provide a more detailed explanation (at least 10 characters).';
    await expect(dialog.getByRole('alert').getByRole('link', { name: tooShort })).toBeVisible();
    await expect(reason).toBeFocused();
    await expect(reason).toHaveAccessibleDescription(tooShort);

    await reason.fill(REASON);
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      memberPage.getByText('Your request has been sent. An administrator will review it soon.'),
    ).toBeVisible();

    // Every Become a Publisher button now says the request waits, since when; pressed, it says
    // what happens next.
    const sent = `Request Pending (sent ${formatsFor('en').date(new Date())})`;
    const waiting = memberPage.getByRole('button', { name: sent });
    await expect(waiting).toHaveCount(2);
    await expect(hero.getByRole('button', { name: 'Become a Publisher' })).toHaveCount(0);
    // Disabled to assistive technology, yet focusable: it answers a key press.
    await expect(hero.getByRole('button', { name: sent })).toBeDisabled();
    await hero.getByRole('button', { name: sent }).focus();
    await memberPage.keyboard.press('Enter');
    await expect(
      memberPage.getByText(
        'You already have a pending request. An administrator will review it soon.',
      ),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    // The admin sees the request with its reason and a count on the sub-tab; the menu's
    // Requests item counts publisher requests and narratives together.
    const pending = await pendingPublisherRequests();
    const waitingStories = await pendingStories();
    await startAs(page, admin);
    await page.goto('/dashboard?tab=requests');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Requests');
    await expectTabCount(page, 'Publisher Requests', pending);
    const menuItem = page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: /^Requests/ });
    await expect(menuItem).toHaveText(`Requests${pending + waitingStories} pending`);
    const row = page.getByRole('row', { name: new RegExp(memberAccount.username) });
    await expect(row).toContainText(REASON);
    await expect(row).toContainText(memberAccount.email);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Approving asks first, then the row leaves, the count drops and the admin's own record
    // is reloaded.
    await row
      .getByRole('button', { name: `Approve publisher request of ${memberAccount.username}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Approve publisher request' });
    await expect(confirm).toContainText(memberAccount.username);
    const adminRefresh = page.waitForRequest('**/api/user/refresh-token/data');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(row).toHaveCount(0);
    await adminRefresh;
    await expectTabCount(page, 'Publisher Requests', pending - 1);
    await expect(page.getByText(`${memberAccount.username} is now a publisher`)).toBeVisible();
    await expect(menuItem).toHaveText(`Requests${pending + waitingStories - 1} pending`);

    // The member's next visit picks up the new role: Create Post is theirs.
    await memberPage.reload();
    await expect(hero.getByRole('button', { name: 'You are a Publisher' })).toBeDisabled();
    await memberPage
      .getByRole('button', { name: `Account menu for ${memberAccount.username}` })
      .click();
    await memberPage.getByRole('menuitem', { name: 'Create Post' }).click();
    await expect(memberPage).toHaveURL(/\/create-post$/);
    await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText('Create a Post');
    await memberPage.context().close();
  });

  test('an admin rejects a publisher request with a reason, which the applicant gets', async ({
    page,
    browser,
  }) => {
    // Sign-up signs the applicant in: their context keeps the session cookie.
    const applicantApi = await playwrightRequest.newContext({
      baseURL: process.env.E2E_BASE_URL,
    });
    const account = newAccount('declined');
    const applicant = await signUpAndInViaApi(applicantApi, account);
    const sent = await applicantApi.post('/api/user/request-publisher', {
      data: { reason: 'I would like to write about the community garden.' },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await startAs(page, admin);
    await page.goto('/dashboard?tab=requests');
    const row = page.getByRole('row', { name: new RegExp(account.username) });
    await row
      .getByRole('button', { name: `Reject publisher request of ${account.username}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Reject publisher request' });
    const reasonField = confirm.getByLabel('Reason for the applicant (optional)');
    await expect(reasonField).toBeFocused();
    const why = 'Please share a few things you have written first.';
    await reasonField.fill(why);
    expect(await accessibilityViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Reject' }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText(`The request of ${account.username} was rejected`)).toBeVisible();

    const mine = await (await applicantApi.get('/api/user/request-publisher/mine')).json();
    expect(mine.request).toMatchObject({ status: 'rejected', rejectionReason: why });
    await expect
      .poll(async () => {
        const inbox = await (await applicantApi.get('/api/notification?limit=10')).json();
        return inbox.notifications.map((n: { message: string }) => n.message);
      })
      .toContain(`Your request to become a publisher was not approved this time. Reason: ${why}`);

    // Their button says so, with the reason, and lets them ask again.
    const applicantPage = await pageAs(browser, applicant);
    await applicantPage.goto('/');
    const hero = applicantPage.getByRole('region', { name: /Stories That Keep/ });
    const again = hero.getByRole('button', { name: 'Ask Again to Become a Publisher' });
    await expect(again).toHaveAccessibleDescription(
      `Your request of ${formatsFor('en').date(new Date())} was declined: ${why}`,
    );
    await expect(hero.getByText(why)).toBeVisible();
    expect(await accessibilityViolations(applicantPage)).toEqual([]);
    await applicantPage.context().close();
    await applicantApi.dispose();
  });

  test('an admin approves and rejects narratives waiting for review', async ({ page }) => {
    const suffix = uniqueSuffix();
    const approved = await createNarrative(`Seeds for the Otieno garden ${suffix}`);
    const rejected = await createNarrative(`Tools for the Wanjiru plot ${suffix}`);
    expect(approved.status).toBe('pending');
    const pending = await pendingStories();

    await startAs(page, admin);
    await page.goto('/dashboard?tab=requests');
    await expectTabCount(page, 'Narrative Approvals', pending);
    await page.getByRole('tab', { name: /^Narrative Approvals/ }).click();
    const table = page.getByRole('table', { name: 'Narratives waiting for approval' });
    const approvedRow = table.getByRole('row', { name: new RegExp(approved.title) });
    await expect(approvedRow.getByRole('link', { name: approved.title })).toHaveAttribute(
      'href',
      `/narrative/${approved.slug}`,
    );
    await expect(approvedRow).toContainText(publisher.username);
    await expect(approvedRow).toContainText('Food');
    await expect(approvedRow).toContainText('Kenya');
    expect(await accessibilityViolations(page)).toEqual([]);

    await decideRow(page, approvedRow, `Approve narrative ${approved.title}`, {
      dialog: 'Approve narrative',
      confirm: 'Approve',
    });
    await expectTabCount(page, 'Narrative Approvals', pending - 1);

    const rejectedRow = table.getByRole('row', { name: new RegExp(rejected.title) });
    await decideRow(page, rejectedRow, `Reject narrative ${rejected.title}`, {
      dialog: 'Reject narrative',
      confirm: 'Reject',
    });
    await expectTabCount(page, 'Narrative Approvals', pending - 2);

    // Visitors now read the approved one; the rejected one stays unpublished.
    const publicCopy = await api.get(`/api/story/getbyslug/${approved.slug}`);
    expect(((await publicCopy.json()) as Story).status).toBe('approved');
    expect((await api.get(`/api/story/getbyslug/${rejected.slug}`)).status()).toBe(404);
  });

  test('an admin bans a member, who is refused, then lifts the ban', async ({ page, browser }) => {
    await startAs(page, admin);
    await page.goto('/dashboard?tab=users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
    const reset = page.getByRole('button', { name: 'Reset' });
    await expect(reset).toBeDisabled();

    await searchUsers(page, memberAccount.username);
    await expect(reset).toBeEnabled();
    const rows = page.getByRole('table', { name: 'Users' }).getByRole('row');
    await expect(rows).toHaveCount(2); // the header and the member
    const row = rows.filter({ hasText: memberAccount.email });
    await expect(row.getByRole('link', { name: memberAccount.username })).toHaveAttribute(
      'href',
      `/profile/${memberAccount.username}`,
    );
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    // The ban dialog: the spec's durations, 1 day first, a reason.
    // The member is reading posts in another browser while the admin bans them.
    const memberPage = await pageAs(browser, member);
    await memberPage.goto('/posts');
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
    await row.getByRole('button', { name: `Ban ${memberAccount.username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Ban ${memberAccount.username}` });
    const duration = dialog.getByRole('combobox', { name: 'Ban duration' });
    await expect(duration).toHaveValue('1 day');
    await duration.click();
    await expect(page.getByRole('option')).toHaveText([
      '30 minutes',
      '1 hour',
      '12 hours',
      '1 day',
      '3 days',
      '1 week',
      '2 weeks',
      '1 month',
      '3 months',
      '6 months',
      '1 year',
      '2 years',
      'Permanent',
    ]);
    await page.getByRole('option', { name: '1 week' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue(
      'Violation of terms of service',
    );
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(BAN_REASON);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Ban user' }).click();
    await expect(dialog).toBeHidden();

    // Hovering the ban shows when it ends and why.
    const banned = row.getByText('Banned', { exact: true });
    await expect(banned).toBeVisible();
    await banned.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText(
      /Until: [A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/,
    );
    await expect(tooltip).toContainText(`Reason: ${BAN_REASON}`);
    await expect(
      row.getByRole('button', { name: `Unban ${memberAccount.username}` }),
    ).toBeVisible();

    // The status filter agrees: banned, not active.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active' }).click();
    await expect(page.getByText('No users match these filters')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Banned' }).click();
    await expect(row).toBeVisible();

    // The member's open page is signed out at once and told the ban's end and reason (the
    // live connection says so), and signing in again is refused with the same words.
    const banMessage = new RegExp(
      `^Your account has been banned until .+ UTC\\. Reason: ${BAN_REASON}$`,
    );
    await expect(memberPage).toHaveURL(/\/sign-in$/);
    await expect(memberPage.getByRole('alert').filter({ hasText: banMessage })).toBeVisible();
    expect(
      (await api.get('/api/user/refresh-token/data', { headers: bearer(member) })).status(),
    ).toBe(403);
    await memberPage.getByLabel('Email or username').fill(memberAccount.username);
    await memberPage.getByLabel('Password', { exact: true }).fill(memberAccount.password);
    await memberPage.getByRole('button', { name: 'Sign In' }).click();
    // Announced above the button, and kept under the password field after that clears.
    await expect(
      memberPage.locator('form').getByRole('alert').filter({ hasText: banMessage }),
    ).toBeVisible();
    await expect(memberPage.getByLabel('Password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await memberPage.context().close();

    // Unban: active again, and the member's session works again.
    await row.getByRole('button', { name: `Unban ${memberAccount.username}` }).click();
    await expect(page.getByText(`${memberAccount.username} is no longer banned`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All Status' }).click();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    const session = await api.get('/api/user/refresh-token/data', { headers: bearer(member) });
    expect(session.status()).toBe(200);

    // Reset brings every filter back and disables itself.
    await reset.click();
    await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('All Status');
    await expect(reset).toBeDisabled();
  });

  test('the publisher flag, its failure marker, admins out of reach, Show More and delete', async ({
    page,
  }) => {
    const doomed = newAccount('doomed');
    await signUpViaApi(api, doomed);
    const total = await totalUsers();

    // Deleting an account needs a sign-in within the last 10 minutes (issue 36): a fresh one.
    const { username, password } = demoAccount('admin');
    await startAs(page, await signInViaApi(api, username, password));
    await page.goto('/dashboard?tab=users');
    const table = page.getByRole('table', { name: 'Users' });
    const bodyRows = table.locator('tbody tr');
    await expect(page.getByText(`${total} users`)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    // Nine at a time; Show More while the last page came back full.
    // The demo's 8 accounts and this file's 2 make at least 10.
    expect(total).toBeGreaterThan(9);
    await expect(bodyRows).toHaveCount(9);
    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(bodyRows).toHaveCount(Math.min(total, 18));
    if (total <= 18) await expect(page.getByRole('button', { name: 'Show More' })).toBeHidden();

    // Admins cannot be banned, made publishers or deleted here.
    const adminAccount = admin.username;
    await searchUsers(page, adminAccount);
    const adminRow = table.getByRole('row', { name: new RegExp(adminAccount) });
    await expect(adminRow.getByRole('button', { name: `Ban ${adminAccount}` })).toBeDisabled();
    await expect(
      adminRow.getByRole('button', { name: `Assign Publisher ${adminAccount}` }),
    ).toBeDisabled();
    await expect(adminRow.getByRole('button', { name: `Delete ${adminAccount}` })).toBeDisabled();

    await searchUsers(page, doomed.username);
    const row = table.getByRole('row', { name: new RegExp(doomed.username) });
    await row.getByRole('button', { name: `Assign Publisher ${doomed.username}` }).click();
    const revoke = row.getByRole('button', { name: `Revoke Publisher ${doomed.username}` });
    await expect(revoke).toBeVisible();
    await revoke.click();
    const assign = row.getByRole('button', { name: `Assign Publisher ${doomed.username}` });
    await expect(assign).toBeVisible();

    // A failed role change shows its marker for 3 s and changes nothing.
    await page.route('**/api/user/update-role', (route) =>
      route.fulfill({
        status: 503,
        json: { success: false, statusCode: 503, message: 'Service unavailable' },
      }),
    );
    await assign.click();
    const marker = row.getByRole('alert');
    await expect(marker).toHaveText('Role change failed: Service unavailable');
    await expect(marker).toBeHidden({ timeout: 5000 });
    await expect(assign).toBeVisible();
    await page.unroute('**/api/user/update-role');

    // Delete asks first.
    await row.getByRole('button', { name: `Delete ${doomed.username}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete User' });
    await expect(confirm).toContainText(doomed.username);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No users match these filters')).toBeVisible();
    expect((await api.get(`/api/user/username/${doomed.username}`)).status()).toBe(404);
  });

  test.describe('on a narrow screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the Users and Requests tabs show cards (dark scheme)', async ({ page }) => {
      await startAs(page, admin, 'dark');
      await page.goto('/dashboard?tab=users');
      const cards = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      const card = cards.filter({ hasText: memberAccount.email });
      await searchUsers(page, memberAccount.username);
      await expect(cards).toHaveCount(1);
      await expect(card.getByRole('button', { name: `Ban ${memberAccount.username}` })).toHaveText(
        'Ban',
      );
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.goto('/dashboard?tab=requests');
      await expect(page.getByRole('tab', { name: /^Publisher Requests/ })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
});
