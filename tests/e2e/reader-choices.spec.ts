import type { APIRequestContext, Page } from '@playwright/test';
import type { DonationCase } from '../../src/contracts/donations.ts';
import { awaitLink, readMailFolder, type OutboxMail } from '../../src/server/test/outbox.ts';
import { accessibilityViolations, expect, test } from './fixtures.ts';
import { main } from './page-helpers.ts';
import { adminApi, createPostViaApi, signInDemo, startAs, uniqueSuffix } from './posts-helpers.ts';
import { newAccount, pathOf, signUpAndInViaApi, type SignedInUser } from './session-helpers.ts';

// Issue 41's "your choices" in the browser: a member's notification settings, e-mail of new posts
// with its one-click unsubscribe (RFC 8058), and a visitor's double opt-in to a case's updates.
// Mail is written to the run's data directory.

let api: APIRequestContext;
let admin: SignedInUser;

test.beforeAll(async () => ({ api, admin } = await adminApi()));
test.afterAll(() => api.dispose());

const dataDir = () => process.env.E2E_DATA_DIR!;
const mailsTo = (address: string, about: string) =>
  readMailFolder(dataDir()).filter((mail) => mail.to === address && mail.text.includes(about));

/** The first mail to the address that mentions `about`, once the outbox has written it. */
async function awaitMail(address: string, about: string): Promise<OutboxMail> {
  await expect.poll(() => mailsTo(address, about).length, { timeout: 15_000 }).toBeGreaterThan(0);
  return mailsTo(address, about)[0]!;
}

/** A member of the journey's own, with a confirmed address (notification mail goes to no other). */
async function verifiedMember(prefix: string) {
  const account = newAccount(prefix);
  const member = await signUpAndInViaApi(api, account);
  const link = new URL(await awaitLink(dataDir(), account.email, '/verify/'));
  const [, , userId, , token] = link.pathname.split('/');
  const verified = await api.get(`/api/auth/${userId}/verify/${token}`);
  expect(verified.status(), await verified.text()).toBe(200);
  return { member, email: account.email };
}

const bearer = (user: SignedInUser) => ({ authorization: `Bearer ${user.token}` });

async function follow(reader: SignedInUser, author: SignedInUser) {
  const response = await api.put(`/api/user/follow/${author._id}`, { headers: bearer(reader) });
  expect(response.ok(), await response.text()).toBe(true);
}

async function chooseEmailOfNewPosts(reader: SignedInUser) {
  const response = await api.put('/api/user/notification-settings', {
    headers: bearer(reader),
    data: { settings: [{ type: 'new_post', inApp: true, email: true, push: false }] },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const settingsSwitch = (page: Page, channel: string, type: string) =>
  main(page).getByRole('checkbox', { name: `${channel} ${type}`, exact: true });

test('a member chooses e-mail for new posts, follows an author, and one click stops the mail', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const author = await signInDemo('publisher');
  const { member, email } = await verifiedMember('chooser');

  // The settings page shows the server's defaults: nothing by e-mail that was not asked for.
  await startAs(page, member);
  await page.goto('/dashboard?tab=profile');
  await main(page).getByRole('link', { name: 'Notification Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notification Settings');
  const newPostsByEmail = settingsSwitch(
    page,
    'E-mail',
    'A new post or narrative from someone I follow',
  );
  await expect(newPostsByEmail).not.toBeChecked();
  await expect(
    settingsSwitch(page, 'In the App', 'A new post or narrative from someone I follow'),
  ).toBeChecked();
  await expect(main(page).getByRole('radio', { name: 'Off' })).toBeChecked();

  // By keyboard: the switch, then Save.
  await newPostsByEmail.focus();
  await page.keyboard.press('Space');
  await expect(newPostsByEmail).toBeChecked();
  await main(page).getByRole('button', { name: 'Save Settings' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Your notification settings are saved.');
  expect(await accessibilityViolations(page)).toEqual([]);

  // The author's profile offers a member the setting rather than the visitors' form.
  await page.goto(`/profile/${encodeURIComponent(author.username)}`);
  await expect(main(page).getByRole('link', { name: 'notification settings' })).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);
  await main(page)
    .getByRole('button', { name: `Follow ${author.username}` })
    .click();
  await expect(
    main(page).getByRole('button', { name: `Unfollow ${author.username}` }),
  ).toBeVisible();

  // The author publishes: the post reaches the member by e-mail, with one-click headers.
  const first = await createPostViaApi(author, {
    title: `Choices first ${uniqueSuffix()}`,
    content: '<p>The first post a follower reads by e-mail.</p>',
  });
  const mail = await awaitMail(email, first.title);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClickUrl = /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
  expect(oneClickUrl).toMatch(/\/api\/subscriptions\/unsubscribe\//);

  // The mail's "choose what reaches you" lands on the settings page, the choice kept.
  const preferences = mail.links.find((link) => link.endsWith('/settings/notifications'));
  expect(preferences).toBeDefined();
  await page.goto(pathOf(preferences!));
  await expect(newPostsByEmail).toBeChecked();

  // A mail program's one-click unsubscribe: a form POST, without signing in.
  const oneClick = await api.post(pathOf(oneClickUrl!), {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status(), await oneClick.text()).toBe(200);
  await page.reload();
  await expect(newPostsByEmail).not.toBeChecked();

  // Another follower who kept e-mail gets the next post; the member who left does not.
  const { member: witness, email: witnessEmail } = await verifiedMember('witness');
  await chooseEmailOfNewPosts(witness);
  await follow(witness, author);
  const second = await createPostViaApi(author, {
    title: `Choices second ${uniqueSuffix()}`,
    content: '<p>The post after the unsubscribe.</p>',
  });
  await awaitMail(witnessEmail, second.title);
  expect(mailsTo(email, second.title)).toEqual([]);
});

test('a visitor subscribes to a case by e-mail, confirms in the browser, and gets its update', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const opened = await api.post('/api/donation/case', {
    data: { title: `Well ${uniqueSuffix()}`, description: 'A well for the village school.' },
    headers: bearer(admin),
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const donationCase = (await opened.json()) as DonationCase;
  const email = `case.reader.${uniqueSuffix()}@example.org`;

  await startAs(page, null);
  await page.goto(`/donate/${donationCase._id}`);
  const panel = main(page).getByRole('region', { name: "Get This Case's Updates by E-mail" });
  await panel.getByRole('button', { name: 'Subscribe' }).click();
  await expect(panel.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  await panel.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await panel.getByRole('textbox', { name: 'E-mail' }).press('Enter');
  await expect(panel.getByRole('status')).toHaveText(/^Check your inbox to confirm\./);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The mailed link, opened in the browser, lands on the page that confirms it.
  const confirmLink = await awaitLink(dataDir(), email, '/api/subscriptions/confirm/');
  await page.goto(pathOf(confirmLink));
  await expect(page).toHaveURL(/\/settings\/notifications\?confirm=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Your Subscription');
  await expect(main(page).getByRole('status')).toContainText('Subscription confirmed');
  expect(await accessibilityViolations(page)).toEqual([]);

  // The case's next update reaches the address, with its own one-click unsubscribe.
  const posted = await api.post(`/api/donation/case/${donationCase._id}/updates`, {
    data: { title: 'Water reached the school', body: '<p>The pump works.</p>' },
    headers: bearer(admin),
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const update = await awaitMail(email, 'The pump works.');
  expect(update.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // Its unsubscribe address, opened in a browser, asks first; the one button stops the updates.
  const oneClickUrl = /^<([^>]+)>$/.exec(update.headers['list-unsubscribe'] ?? '')?.[1];
  await page.goto(pathOf(oneClickUrl!));
  await expect(page).toHaveURL(/\/settings\/notifications\?unsubscribe=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop These E-mails?');
  expect(await accessibilityViolations(page)).toEqual([]);
  await main(page).getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You Are Unsubscribed');
  await expect(main(page).getByRole('status')).toHaveText('You will get no more of these e-mails.');
});

test("a visitor asks for an author's new posts by e-mail on the profile", async ({ page }) => {
  const author = await signInDemo('publisher');
  await startAs(page, null, 'dark');
  await page.goto(`/profile/${encodeURIComponent(author.username)}`);
  const panel = main(page).getByRole('region', { name: 'Get New Posts by E-mail' });
  await panel
    .getByRole('textbox', { name: 'E-mail' })
    .fill(`profile.${uniqueSuffix()}@example.org`);
  await panel.getByRole('button', { name: 'Subscribe' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^Check your inbox to confirm\./);
  expect(await accessibilityViolations(page)).toEqual([]);
});
