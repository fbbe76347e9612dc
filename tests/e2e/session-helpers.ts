import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SessionUser } from '../../src/contracts/users.ts';

/** A user as the sign-in answer gives it: the account and its token, for the tests' API calls. */
export type SignedInUser = Omit<SessionUser, 'tokenExpiresAt'> & { token: string };

/** The user as the web app stores it: the token's expiry instead of the token. */
export function storedUser({ token, ...user }: SignedInUser): SessionUser {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    exp: number;
  };
  return { ...user, tokenExpiresAt: payload.exp };
}

/** Puts the user's session cookie in the page's browser, as a sign-in there would. */
export async function addSessionCookie(page: Page, user: SignedInUser) {
  // Cookies do not tell ports apart: the cookie reaches any test server on this host.
  await page
    .context()
    .addCookies([
      { name: 'access_token', value: user.token, url: 'http://127.0.0.1', httpOnly: true },
    ]);
}

/**
 * Puts the app's persisted state in the page before any script runs: once per tab, so that the
 * app's own changes (a refreshed token, a sign-out) stand.
 */
export async function seedStoredState(
  page: Page,
  state: { theme: 'light' | 'dark'; currentUser: unknown },
) {
  await page.addInitScript((seeded) => {
    if (window.sessionStorage.getItem('e2e-state-seeded')) return;
    window.sessionStorage.setItem('e2e-state-seeded', 'true');
    window.localStorage.setItem('root', JSON.stringify({ state: seeded, version: 1 }));
  }, state);
}

/** Switches the theme without a reload, as a change in another tab does (`storage` event). */
export async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((scheme) => {
    const stored = JSON.parse(window.localStorage.getItem('root') ?? '{"version":1}') as {
      state?: Record<string, unknown>;
    };
    stored.state = { ...stored.state, theme: scheme, themeChosen: true };
    window.localStorage.setItem('root', JSON.stringify(stored));
    window.dispatchEvent(new StorageEvent('storage', { key: 'root' }));
  }, theme);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
}

/** A JWT anywhere in a text, such as the page's whole localStorage. */
export const JWT_PATTERN = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/** Everything the page keeps in localStorage, as one text. */
export const localStorageText = (page: Page) =>
  page.evaluate(() => JSON.stringify({ ...window.localStorage }));

export interface TestAccount {
  username: string;
  email: string;
  password: string;
  dateOfBirth: string;
}

/** A fresh account's details; the prefix tells the journeys' accounts apart in the outbox. */
export function newAccount(prefix: string): TestAccount {
  const suffix = randomBytes(4).toString('hex');
  return {
    username: `${prefix}_${suffix}`,
    email: `${prefix}.${suffix}@example.org`,
    password: `pw-${randomBytes(6).toString('hex')}`,
    dateOfBirth: '1990-05-15',
  };
}

/** Creates the account through the API (counts against the sign-up rate limit). */
export async function signUpViaApi(request: APIRequestContext, account: TestAccount, baseUrl = '') {
  const response = await request.post(`${baseUrl}/api/auth/signup`, { data: account });
  if (!response.ok()) throw new Error(`Sign-up failed: ${await response.text()}`);
}

/** Creates the account and signs it in through the API: a member of a journey's own. */
export async function signUpAndInViaApi(
  request: APIRequestContext,
  account: TestAccount,
  baseUrl = '',
): Promise<SignedInUser> {
  await signUpViaApi(request, account, baseUrl);
  return signInViaApi(request, account.username, account.password, baseUrl);
}

/** Signs in through the API and answers the user with the token. */
export async function signInViaApi(
  request: APIRequestContext,
  identifier: string,
  password: string,
  baseUrl = '',
): Promise<SignedInUser> {
  const response = await request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: identifier, password },
  });
  if (!response.ok()) throw new Error(`Sign-in failed: ${await response.text()}`);
  const {
    success: _success,
    message: _message,
    ...user
  } = (await response.json()) as SignedInUser & {
    success: boolean;
    message: string;
  };
  return user;
}

/** The app's persisted state as the page sees it. */
export function storedState(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(window.localStorage.getItem('root') ?? 'null') as {
        state: { currentUser: SessionUser | null; theme: string };
      } | null,
  );
}

/** The path and query of a link from a mail, to open against the test server. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
