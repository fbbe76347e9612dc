import { request, type Page } from '@playwright/test';
import { expect, accessibilityViolations, test } from './fixtures.ts';
import { createPostViaApi, signInDemo, startAs, uniqueSuffix } from './posts-helpers.ts';
import { newAccount, signInViaApi, signUpViaApi, type SignedInUser } from './session-helpers.ts';

let author: SignedInUser;
let reader: SignedInUser;

test.beforeAll(async () => {
  // Accounts no other journey uses, so counts here are this file's alone.
  author = await signInDemo('publisher', 1);
  reader = await signInDemo('user', 2);
});

async function callApi(user: SignedInUser, method: 'PUT' | 'POST', path: string, data?: object) {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const response = await api.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${user.token}` },
  });
  if (!response.ok()) throw new Error(`${method} ${path} failed: ${await response.text()}`);
  const body: unknown = await response.json();
  await api.dispose();
  return body;
}

const commentViaApi = (user: SignedInUser, postId: string, content: string) =>
  callApi(user, 'POST', '/api/comment/create', { postId, content });

interface WorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
}
type EventConstructor = new (type: string, init: object) => Event;

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test.describe('notifications', () => {
  test('a comment reaches the author live: bell count, dropdown, link to the post', async ({
    page,
    browser,
  }) => {
    await callApi(author, 'PUT', '/api/notification/read-all');
    const title = `Hedgerow survey ${uniqueSuffix()}`;
    const post = await createPostViaApi(author, { title, content: '<p>Blackthorn and hazel.</p>' });

    await startAs(page, author);
    await page.goto(`/post/${post.slug}`);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    // Connected and in the author's room: events arrive from now on.
    await expect(bell(page)).toHaveAttribute('data-live', 'true');

    // The reader comments from another browser.
    const readerContext = await browser.newContext();
    const readerPage = await readerContext.newPage();
    await startAs(readerPage, reader);
    await readerPage.goto(`/post/${post.slug}`);
    const comments = readerPage.getByRole('region', { name: 'Comments' });
    await comments.getByRole('textbox', { name: 'Add a comment' }).fill('Found dormice here too!');
    await comments.getByRole('button', { name: 'Submit' }).click();
    await expect(comments.getByText('Found dormice here too!')).toBeVisible();
    await readerContext.close();

    // No reload, and sooner than the 10 s poll would have it.
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 5000 });

    // Away from the post, the dropdown shows the comment and leads back to it.
    await page.getByRole('link', { name: 'Hearth home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await bell(page).click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    const item = dropdown.getByRole('link', {
      name: new RegExp(`${reader.username} commented on "${title}"`),
    });
    await expect(item).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('bell-1280.png') });
    expect(await accessibilityViolations(page)).toEqual([]);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/post/${post.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test('the notifications page: mark read, mark all read, delete, paging', async ({ page }) => {
    const title = `Bird count ${uniqueSuffix()}`;
    const post = await createPostViaApi(author, { title, content: '<p>Wrens everywhere.</p>' });
    for (const word of ['first', 'second', 'third']) {
      await commentViaApi(reader, post._id, `The ${word} sighting`);
    }
    const message = `${reader.username} commented on "${title}"`;

    await startAs(page, author);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const rows = page.getByRole('listitem').filter({ hasText: message });
    await expect(rows).toHaveCount(3);
    const unread = page.getByRole('status').filter({ hasText: /unread|caught up/ });
    await expect(unread).toContainText('unread');

    // One marked read: its button goes, the others keep theirs.
    await rows
      .first()
      .getByRole('button', { name: /^Mark read/ })
      .click();
    await expect(rows.first().getByRole('button', { name: /^Mark read/ })).toHaveCount(0);
    await expect(rows.nth(1).getByRole('button', { name: /^Mark read/ })).toBeVisible();

    // One deleted, for good.
    await rows
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(rows).toHaveCount(2);

    await page.getByRole('button', { name: 'Mark All Read' }).click();
    await expect(unread).toHaveText('All caught up');
    await expect(page.getByRole('button', { name: /^Mark read/ })).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect(unread).toHaveText('All caught up');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a new account has no notifications', async ({ page }) => {
    const account = newAccount('quiet');
    const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    await signUpViaApi(api, account);
    const user = await signInViaApi(api, account.username, account.password);
    await api.dispose();

    await startAs(page, user);
    await page.goto('/notifications');
    await expect(page.getByText('No notifications found')).toBeVisible();
    // Nothing to mark: no button that would do nothing.
    await expect(page.getByRole('button', { name: 'Mark All Read' })).toHaveCount(0);
    await bell(page).click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    await expect(dropdown.getByText('No notifications found')).toBeVisible();
    await expect(dropdown.getByRole('button', { name: 'Mark All Read' })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('signing out on another device ends the session here through the live connection', async ({
    page,
  }) => {
    const account = newAccount('elsewhere');
    const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    await signUpViaApi(api, account);
    const user = await signInViaApi(api, account.username, account.password);

    await startAs(page, user);
    await page.goto('/posts');
    await expect(bell(page)).toHaveAttribute('data-live', 'true');
    // The other device signs out: every token of the account stops working.
    const signedOut = await api.post('/api/user/signout', {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(signedOut.ok()).toBe(true);
    await api.dispose();

    // No request from this page was needed: the socket heard it.
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    await expect(bell(page)).toHaveCount(0);
  });

  test('a new password ends the other devices’ sessions through the live connection; this one stays', async ({
    page,
    browser,
  }) => {
    test.slow(); // two browsers
    const account = newAccount('repassword');
    const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    await signUpViaApi(api, account);
    const laptop = await signInViaApi(api, account.username, account.password);
    const phone = await signInViaApi(api, account.username, account.password);
    await api.dispose();

    const phoneContext = await browser.newContext();
    const phonePage = await phoneContext.newPage();
    await startAs(phonePage, phone);
    await phonePage.bringToFront();
    await phonePage.goto('/posts');
    // A second browser starts with an empty cache: its first page takes longer.
    await expect(bell(phonePage)).toHaveAttribute('data-live', 'true', { timeout: 30_000 });

    await startAs(page, laptop);
    await page.bringToFront();
    await page.goto('/dashboard?tab=profile');
    await expect(bell(page)).toHaveAttribute('data-live', 'true');
    await page.getByLabel('Password', { exact: true }).fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();

    // The phone needed no request of its own: its socket was closed and may not reopen.
    await expect(phonePage).toHaveURL(/\/sign-in$/);
    await expect(
      phonePage.getByText('Your session has expired. Please sign in again.'),
    ).toBeVisible();
    await phoneContext.close();

    // The laptop chose the password: it keeps its session, on a live connection of the new one.
    await expect(bell(page)).toHaveAttribute('data-live', 'true');
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(bell(page)).toHaveAttribute('data-live', 'true');
  });

  test('visitors get no bell and no live connection', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(bell(page)).toHaveCount(0);
    expect(requested.filter((path) => /notification-bell|^\/socket\.io/.test(path))).toEqual([]);
  });

  test('alerts when offline: a browser that blocks notifications is told how to allow them', async ({
    page,
  }) => {
    await startAs(page, reader);
    await page.goto('/dashboard?tab=profile');
    const toggle = page.getByRole('switch', { name: 'Get alerts when offline' });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
    await toggle.click({ force: true });
    await expect(
      page.getByText(
        'Your browser blocked notifications. Please allow them in your browser settings.',
      ),
    ).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await page.screenshot({ path: test.info().outputPath('alerts-toggle.png'), fullPage: true });
  });

  test('the service worker shows a pushed alert and opens its link on click', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await startAs(page, author);
    await page.goto('/');
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    expect(new URL(worker.url()).pathname).toBe('/service-worker.js');
    await page.evaluate(() => navigator.serviceWorker.ready);

    // The worker's own globals (PushEvent, NotificationEvent) are not in the DOM types.
    const shown = await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const PushEvent = Reflect.get(scope, 'PushEvent') as EventConstructor;
      const push = new PushEvent('push', {
        data: JSON.stringify({
          title: 'New follower',
          body: 'someone started following you',
          url: '/notifications',
          tag: 'n1',
        }),
      });
      // The handler hands the alert to waitUntil: kept, so the test waits for the alert itself
      // and a refusal (the browser's reason) fails the test with its message.
      const handled: Promise<unknown>[] = [];
      Object.defineProperty(push, 'waitUntil', {
        value: (work: Promise<unknown>) => void handled.push(work),
      });
      scope.dispatchEvent(push);
      await Promise.all(handled);
      let notifications = await scope.registration.getNotifications({ tag: 'n1' });
      for (let tries = 0; tries < 50 && notifications.length === 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        notifications = await scope.registration.getNotifications({ tag: 'n1' });
      }
      return notifications.map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }));
    });
    expect(shown).toEqual([
      {
        title: 'New follower',
        body: 'someone started following you',
        data: { url: '/notifications' },
      },
    ]);

    // A click steers the open tab to the alert's page.
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const NotificationEvent = Reflect.get(scope, 'NotificationEvent') as EventConstructor;
      const [notification] = await scope.registration.getNotifications({ tag: 'n1' });
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  });
});

test.describe('notifications on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the bell and the page fit a narrow screen', async ({ page }) => {
    await startAs(page, author);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(bell(page)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('notifications-375.png') });
    await bell(page).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('bell-375.png') });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
