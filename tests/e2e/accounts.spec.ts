import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { awaitLink } from '../../src/server/test/outbox.ts';
import { FakeOAuthProvider } from '../../src/server/test/fake-oauth-provider.ts';
import { expect, accessibilityViolations, test, testOnOwnServer } from './fixtures.ts';
import { startProductionServer, type RunningServer } from './server.ts';
import { expectNotFoundPage } from './page-helpers.ts';
import { startAs } from './posts-helpers.ts';
import {
  addSessionCookie,
  JWT_PATTERN,
  localStorageText,
  newAccount,
  pathOf,
  seedStoredState,
  setTheme,
  signUpAndInViaApi,
  signUpViaApi,
  storedState,
  storedUser,
} from './session-helpers.ts';

/** A form's message above its button (the spec's, cleared after 3 s), not the field's own. */
const banner = (page: Page, text: string) =>
  page.getByRole('main').getByRole('alert').filter({ hasText: text });

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * These journeys sign in and up a lot, so they run on a server of their own with a roomy
 * sign-in rate limit, leaving the shared server's 30 attempts per 15 minutes to other specs.
 * The demo content is seeded there as on the shared server.
 */
const accountsTest = testOnOwnServer({ AUTH_RATE_LIMIT_PER_IP: '1000' }).extend<{
  dataDir: string;
}>({
  dataDir: async ({ ownServer }, use) => use(ownServer.dataDir),
});

/** The seeded demo sign-ins: `role username e-mail password` rows after a header. */
function demoAccounts(dataDir: string) {
  return readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(
      (columns) => columns.length === 4 && ['admin', 'publisher', 'user'].includes(columns[0]!),
    )
    .map(([role, username, email, password]) => ({ role, username: username!, email, password }));
}

const smallPng = () =>
  sharp({ create: { width: 48, height: 48, channels: 3, background: '#2f9e77' } })
    .png()
    .toBuffer();

accountsTest.describe('accounts', () => {
  accountsTest(
    'sign up, verify the e-mail, change picture and username, sign out',
    async ({ page, dataDir }) => {
      const account = newAccount('ana');
      const renamed = `${account.username}_x`;

      await page.goto('/sign-up');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Account');
      await expect(page.getByLabel('Date of birth')).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
      const signUp = page.getByRole('button', { name: 'Sign Up' });
      await signUp.click();
      // The summary leads with the spec's message and links to each field, which says what it
      // needs; focus is on the first.
      const summary = banner(page, 'Please fill out all fields');
      await expect(summary).toContainText('There is a problem');
      const fields = {
        Username: 'Enter a username',
        Email: 'Enter your e-mail address',
        Password: 'Enter a password',
        'Date of birth': 'Enter your date of birth',
      };
      for (const [label, message] of Object.entries(fields)) {
        const input = page.getByLabel(label, { exact: true });
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(new RegExp(message));
        await expect(summary.getByRole('link', { name: message })).toBeVisible();
      }
      await expect(page.getByLabel('Username')).toBeFocused();
      await summary.getByRole('link', { name: 'Enter your date of birth' }).click();
      await expect(page.getByLabel('Date of birth')).toBeFocused();
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByLabel('Username').fill(account.username);
      await page.getByLabel('Email').fill(account.email.replace('@', ''));
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByLabel('Date of birth').fill('2020-01-01');
      await signUp.click();
      await expect(banner(page, "Please include an '@' in the email address.")).toBeVisible();
      await page.getByLabel('Email').fill(account.email);
      await signUp.click();
      const tooYoung = 'You must be at least 13 years old to register';
      await expect(banner(page, tooYoung)).toBeVisible();
      await expect(page.getByLabel('Date of birth')).toBeFocused();
      // The field keeps its error until it changes, and the summary with it.
      await expect(page.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel('Date of birth').fill(account.dateOfBirth);
      await expect(banner(page, tooYoung)).toBeHidden();
      await signUp.click();

      // Signed in at once, unverified: home, with the account menu and the inbox notice.
      await expect(page).toHaveURL(/\/$/);
      const header = page.getByRole('banner');
      await expect(
        header.getByRole('button', { name: `Account menu for ${account.username}` }),
      ).toBeVisible();
      const notice = page.getByRole('region', { name: 'Verify your e-mail address' });
      await expect(notice).toContainText(`Check your inbox at ${account.email}`);
      for (const theme of ['dark', 'light'] as const) {
        await setTheme(page, theme);
        expect(await accessibilityViolations(page)).toEqual([]);
      }
      // The session is the httpOnly cookie: storage keeps when it ends, no script sees a token.
      expect(await localStorageText(page)).not.toMatch(JWT_PATTERN);
      const signedIn = (await storedState(page))?.state.currentUser;
      expect(signedIn).not.toHaveProperty('token');
      expect(signedIn?.verified).toBe(false);
      expect(signedIn?.tokenExpiresAt).toBeGreaterThan(Date.now() / 1000);
      expect(await page.evaluate(() => document.cookie)).not.toContain('access_token');

      // Not a toast: it stays, across pages and a reload, until the address is verified.
      await page.goto('/dashboard?tab=profile');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
      await expect(page.getByText('Not verified.')).toBeVisible();
      await page.reload();
      await expect(notice).toContainText(`Check your inbox at ${account.email}`);

      // Resend mails a new link, which replaces the sign-up mail's.
      const signUpLink = await awaitLink(dataDir, account.email, '/verify/');
      await notice.getByRole('button', { name: 'Resend' }).click();
      await expect(notice.getByRole('status')).toHaveText('Verification email sent successfully');
      const newLink = await awaitLink(dataDir, account.email, '/verify/', {
        newerThan: signUpLink,
      });

      // The owner opens the mailed link: verified, then the profile tab after 3 s; the notice goes.
      await page.goto(pathOf(newLink));
      await expect(page.getByText('Email verified successfully')).toBeVisible();
      await expect(notice).toHaveCount(0);
      await expect(page).toHaveURL(/\/dashboard\?tab=profile/);
      await expect(page.getByText('Your email has been verified successfully!')).toBeVisible();
      await expect(page.getByText('Verified e-mail address')).toBeVisible();
      await expect(notice).toHaveCount(0);
      expect((await storedState(page))?.state.currentUser?.verified).toBe(true);

      // A new picture: uploaded first, saved with Update, together with a new username.
      await page.getByLabel('Profile picture file').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await smallPng(),
      });
      await expect(page.getByText('New picture ready: press Update to save it.')).toBeVisible();
      await page.getByLabel('Username').fill(renamed);
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByText('Profile updated successfully')).toBeVisible();
      // The update answers a fresh token; it is not kept either.
      expect(await localStorageText(page)).not.toMatch(JWT_PATTERN);

      const menuButton = header.getByRole('button', { name: `Account menu for ${renamed}` });
      await expect(menuButton).toBeVisible();
      await expect(menuButton.locator('img')).toHaveAttribute('src', /^\/uploads\//);
      await menuButton.click();
      await expect(page.getByRole('menu').getByText(renamed, { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');

      await page.getByRole('link', { name: 'View public profile' }).click();
      await expect(page).toHaveURL(new RegExp(`/profile/${renamed}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
      await expect(
        page.getByRole('img', { name: `Profile picture of ${renamed}` }),
      ).toHaveAttribute('src', /^\/uploads\//);
      // A regular member shows no follower counts and cannot be followed.
      await expect(page.getByText('Followers')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Follow/ })).toHaveCount(0);

      await page.goto('/dashboard?tab=profile');
      const [cookie] = await page.context().cookies();
      // The profile tab's own button (the side menu's comes first).
      await page.getByRole('button', { name: 'Sign Out' }).last().click();
      await expect(page).toHaveURL(/\/$/);
      await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
      expect((await storedState(page))?.state.currentUser).toBeNull();
      // The server ended the session itself: the cookie from before no longer opens it.
      expect(await page.context().cookies()).toEqual([]);
      const reused = await page.request.get('/api/user/refresh-token/data', {
        headers: { cookie: `access_token=${cookie!.value}` },
      });
      expect(reused.status()).toBe(401);

      // Signing in again, with the username and surrounding spaces (values are trimmed): verified,
      // so no notice.
      await page.goto('/sign-in');
      await page.getByLabel('Email or username').fill(`  ${renamed} `);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        header.getByRole('button', { name: `Account menu for ${renamed}` }),
      ).toBeVisible();
      await expect(notice).toHaveCount(0);
    },
  );

  accountsTest(
    'a session an older version stored with its token goes on without the token',
    async ({ page, request }) => {
      const account = newAccount('olga');
      const user = await signUpAndInViaApi(request, account);
      await addSessionCookie(page, user);
      await seedStoredState(page, { theme: 'light', currentUser: user });

      await page.goto('/dashboard?tab=profile');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
      expect(await localStorageText(page)).not.toMatch(JWT_PATTERN);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? 'null'));
      expect(stored).toMatchObject({
        version: 1,
        state: { currentUser: { username: account.username, tokenExpiresAt: expect.any(Number) } },
      });
    },
  );

  accountsTest(
    'forgot password, reset from the mailed link, sign in with the new one',
    async ({ page, request, dataDir }) => {
      const account = newAccount('rita');
      const newPassword = 'a-brand-new-secret';
      await signUpViaApi(request, account);

      await page.goto('/sign-in');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/request-password-reset$/);
      const send = page.getByRole('button', { name: 'Send Reset Link' });
      await send.click();
      await expect(banner(page, 'Email is required')).toBeVisible();
      await page.getByLabel('Email').fill(account.email);
      await send.click();
      await expect(page.getByText(/If an account exists for that e-mail/)).toBeVisible();

      const resetPath = pathOf(await awaitLink(dataDir, account.email, '/reset-password/'));
      await page.goto(resetPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset Your Password');
      await expect(page.getByText('Enter your new password below')).toBeVisible();
      const submit = page.getByRole('button', { name: 'Reset Password' });
      await submit.click();
      await expect(page.getByText('All fields are required')).toBeVisible();
      await page.getByLabel('New Password', { exact: true }).fill('short');
      await page.getByLabel('Confirm Password', { exact: true }).fill('short');
      await submit.click();
      const newField = page.getByLabel('New Password', { exact: true });
      await expect(newField).toHaveAccessibleDescription(
        'Password must be at least 6 characters long',
      );
      await expect(newField).toBeFocused();
      await page.getByLabel('New Password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm Password', { exact: true }).fill(`${newPassword}!`);
      await submit.click();
      await expect(
        page.getByLabel('Confirm Password', { exact: true }),
      ).toHaveAccessibleDescription('Passwords do not match');

      await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
      await submit.click();
      await expect(page.getByText('Your password has been reset successfully')).toBeVisible();
      await expect(page.getByText('Redirecting to sign in page in 5 seconds...')).toBeVisible();
      await expect(page.getByText('Redirecting to sign in page in 4 seconds...')).toBeVisible();
      await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
      await expect(page).toHaveURL(/\/sign-in$/, { timeout: 12_000 });

      // The link works once: a second use is refused and the form stays.
      await page.goto(resetPath);
      await page.getByLabel('New Password', { exact: true }).fill('another-secret');
      await page.getByLabel('Confirm Password', { exact: true }).fill('another-secret');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
      await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();

      await page.goto('/sign-in');
      await page.getByLabel('Email or username').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(banner(page, 'Wrong username, e-mail or password')).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );

      await page.getByLabel('Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('button', { name: `Account menu for ${account.username}` }),
      ).toBeVisible();
    },
  );

  accountsTest(
    'a session the server ended (signed out elsewhere) ends here too',
    async ({ page, request }) => {
      const user = await signUpAndInViaApi(request, newAccount('otto'));
      await startAs(page, user);
      await page.goto('/dashboard?tab=profile');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');

      // Another device signs out: every token of the account stops working.
      const signOut = await request.post('/api/user/signout', {
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(signOut.ok()).toBe(true);

      await page.reload();
      await expect(page).toHaveURL(/\/sign-in$/);
      await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
      expect((await storedState(page))?.state.currentUser).toBeNull();
    },
  );

  accountsTest(
    'a publisher profile shows badges and counts, and follow toggles',
    async ({ page, request, dataDir }) => {
      const publisher = demoAccounts(dataDir).find((account) => account.role === 'publisher');
      if (!publisher) throw new Error('The demo content has a publisher');
      const before = (await (
        await request.get(`/api/user/username/${publisher.username}`)
      ).json()) as { followersCount: number };

      // A visitor sees the profile; Follow asks them to sign in.
      await page.goto(`/profile/${publisher.username}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(publisher.username);
      await expect(main.getByText('Publisher', { exact: true })).toBeVisible();
      await expect(main.getByText('Followers')).toBeVisible();
      await expect(main.getByText('Following', { exact: true })).toBeVisible();
      await expect(main.getByText(/^Member since [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
      await main.getByRole('button', { name: `Follow ${publisher.username}` }).click();
      await expect(page).toHaveURL(/\/sign-in$/);

      // A member follows; the button waits for the server.
      await startAs(page, await signUpAndInViaApi(request, newAccount('fern')));
      // The page arrives as a visitor's and is read again for the member once hydrated.
      await page.goto(`/profile/${publisher.username}`, { waitUntil: 'networkidle' });
      const followers = main.getByText('Followers').locator('xpath=..');
      await expect(followers).toContainText(String(before.followersCount));

      let releaseFollow: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (releaseFollow = resolve));
      await page.route('**/api/user/follow/*', async (route) => {
        await held;
        await route.continue();
      });
      const follow = main.getByRole('button', { name: `Follow ${publisher.username}` });
      await follow.click();
      await expect(follow).toBeDisabled();
      releaseFollow();
      const unfollow = main.getByRole('button', { name: `Unfollow ${publisher.username}` });
      await expect(unfollow).toBeEnabled();
      await expect(followers).toContainText(String(before.followersCount + 1));

      // The member's own Following list has the publisher, searchable by username.
      await page.goto('/dashboard?tab=profile');
      await page.getByRole('button', { name: /1\s*Following/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Following' });
      const entry = dialog.getByRole('link', { name: publisher.username });
      await expect(entry).toHaveAttribute('href', `/profile/${publisher.username}`);
      await expect(dialog.getByText('Publisher', { exact: true })).toBeVisible();
      await dialog.getByLabel('Search by username').fill('zzzz-nobody');
      await expect(dialog.getByText('No users match "zzzz-nobody".')).toBeVisible();
      await dialog.getByLabel('Search by username').fill(publisher.username.slice(0, 4));
      await expect(entry).toBeVisible();
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`/profile/${publisher.username}$`));

      await unfollow.click();
      await expect(
        main.getByRole('button', { name: `Follow ${publisher.username}` }),
      ).toBeEnabled();
      await expect(followers).toContainText(String(before.followersCount));
    },
  );

  accountsTest(
    'the account fields wait for the saved account, so nothing typed is lost when it arrives',
    async ({ page, request }) => {
      const user = await signUpAndInViaApi(request, newAccount('patient'));
      await startAs(page, user);
      let releaseAccount: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (releaseAccount = resolve));
      await page.route(`**/api/user/${user._id}`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/dashboard?tab=profile');
      const password = page.getByLabel('Password', { exact: true });
      await expect(page.getByRole('status', { name: 'Loading your account' })).toBeVisible();
      await expect(password).toHaveCount(0);

      releaseAccount();
      await password.fill('a patient new passphrase');
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByText('Profile updated successfully')).toBeVisible();
    },
  );

  accountsTest('an unknown profile goes to the not-found page', async ({ page }) => {
    await page.goto('/profile/no-such-member-here');
    await expectNotFoundPage(page);
  });

  accountsTest('a wrong or refused verification link says so', async ({ page }) => {
    await page.goto('/users/00000000-0000-4000-8000-000000000099/verify/not-a-token');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your e-mail');
    await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
  });
});

test.describe('session expiry', () => {
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startProductionServer({ TOKEN_LIFETIME_SECONDS: '5', SEED_DEMO: 'false' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('an expired token signs the user out and shows the banner', async ({ page, request }) => {
    test.setTimeout(60_000);
    const account = newAccount('eve');
    await signUpViaApi(request, account, server.baseUrl);

    await page.goto(`${server.baseUrl}/sign-in`);
    await page.getByLabel('Email or username').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/`);
    await page.goto(`${server.baseUrl}/dashboard?tab=profile`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');

    // Nothing is clicked: the app notices the expiry on its own.
    await expect(page).toHaveURL(`${server.baseUrl}/sign-in`, { timeout: 10_000 });
    const banner = page.getByRole('alert').filter({ hasText: SESSION_EXPIRED });
    await expect(banner).toBeVisible();
    expect((await storedState(page))?.state.currentUser).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('sessionExpired'))).toBe('true');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

    await banner.getByRole('button', { name: 'Close session expired message' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('sessionExpired'))).toBeNull();

    // Left alone, the banner goes after 10 s: on Playwright's clock, not the wall clock.
    await page.clock.install();
    await page.evaluate(() => localStorage.setItem('sessionExpired', 'true'));
    await page.reload();
    await expect(banner).toBeVisible();
    await page.clock.fastForward(9_000);
    await expect(banner).toBeVisible();
    await page.clock.fastForward(1_000);
    await expect(banner).toBeHidden({ timeout: 3000 });
    expect(await page.evaluate(() => localStorage.getItem('sessionExpired'))).toBeNull();
  });

  test('a request with an expired session is refused before it is sent', async ({
    page,
    request,
  }) => {
    const user = await signUpAndInViaApi(request, newAccount('ivo'), server.baseUrl);
    await page.goto(`${server.baseUrl}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Hearth');
    // A session that ended a minute ago, as a tab left open overnight would hold.
    const expired = { ...storedUser(user), tokenExpiresAt: Math.floor(Date.now() / 1000) - 60 };
    const sent: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      // Calls only a session makes: the start-up refresh, the token check, the bell.
      if (/^\/api\/(user\/(refresh|validate)-token|notification)/.test(pathname))
        sent.push(pathname);
    });
    await page.evaluate((value) => {
      localStorage.setItem(
        'root',
        JSON.stringify({ state: { theme: 'light', currentUser: value }, version: 1 }),
      );
    }, expired);
    await page.reload();
    await expect(page).toHaveURL(`${server.baseUrl}/sign-in`);
    await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
    expect(sent).toEqual([]);
  });
});

/** What the provider answers for an account with a verified e-mail address. */
const verifiedProfile = (sub: string, name: string, email: string) => ({
  sub,
  email,
  email_verified: true,
  name,
});

test.describe('Google sign-in', () => {
  let provider: FakeOAuthProvider;
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    provider = new FakeOAuthProvider('hearth-e2e', 'hearth-e2e-secret');
    await provider.start();
    server = await startProductionServer({ ...provider.googleEnvironment(), SEED_DEMO: 'false' });
  });
  test.afterAll(async () => {
    await server?.stop();
    await provider?.stop();
  });

  test('only configured providers have a button; the popup signs in', async ({ page }) => {
    provider.nextProfile = verifiedProfile('google-1', 'Gwen Popup', 'gwen.popup@example.org');
    await page.goto(`${server.baseUrl}/sign-in`);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toHaveCount(0);

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await expect(page).toHaveURL(`${server.baseUrl}/`);
    await expect(page.getByRole('button', { name: 'Account menu for gwen_popup' })).toBeVisible();
    if (!popup.isClosed()) await popup.close();
  });

  test('a refused account shows its reason in the popup; the page stays', async ({ page }) => {
    provider.nextProfile = { sub: 'google-2', name: 'No Address' };
    await page.goto(`${server.baseUrl}/sign-in`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await expect(
      popup.getByText('Your account at the provider gives no e-mail address'),
    ).toBeVisible();
    // The button closes the popup itself, so the click is not waited on beyond its dispatch.
    const popupClosed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Close this window' }).dispatchEvent('click');
    await popupClosed;
    await expect(page).toHaveURL(`${server.baseUrl}/sign-in`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('a blocked popup runs the same sign-in in the page', async ({ page }) => {
    provider.nextProfile = verifiedProfile(
      'google-3',
      'Rhea Redirect',
      'rhea.redirect@example.org',
    );
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(`${server.baseUrl}/sign-in`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/`);
    await expect(
      page.getByRole('button', { name: 'Account menu for rhea_redirect' }),
    ).toBeVisible();
  });
});
