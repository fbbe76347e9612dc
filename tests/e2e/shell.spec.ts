import type { Page } from '@playwright/test';
import type { SessionUser } from '../../src/contracts/users.ts';
import { NOT_FOUND_QUIPS } from '../../src/web/features/site/not-found-quips.ts';
import siteMessages from '../../src/web/i18n/catalogs/sitePages/en.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';
import { signInDemo, startAs } from './posts-helpers.ts';

const NOT_FOUND_LINE =
  "The page you're looking for has drifted into the digital void or never existed in the first place.";

/**
 * Writes the app's persisted state (key `root`, version 1) before any page script runs. A user
 * put there is no real account, so the server's answer to the app's start-up refresh is stubbed.
 */
async function persistState(
  page: Page,
  state: { theme?: 'light' | 'dark'; currentUser?: SessionUser | null },
) {
  await page.addInitScript((value) => {
    window.localStorage.setItem(
      'root',
      JSON.stringify({ state: { theme: 'light', currentUser: null, ...value }, version: 1 }),
    );
  }, state);
  const user = state.currentUser;
  if (user) {
    await page.route('**/api/user/refresh-token/data', (route) =>
      route.fulfill({ json: { ...user, token: decodableToken(user.tokenExpiresAt) } }),
    );
    // The header's bell asks for the unread count on every page; this account has none.
    await page.route('**/api/notification/unread-count', (route) =>
      route.fulfill({ json: { count: 0 } }),
    );
    await page.route(`**/api/user/username/${user.username}`, (route) =>
      route.fulfill({
        json: { ...user, followersCount: 0, followingCount: 0, isFollowing: false },
      }),
    );
  }
}

/** An unsigned token that decodes with that expiry: enough for the app's checks. */
function decodableToken(exp: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'ada', exp })}.signature`;
}

function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    username: 'ada',
    email: 'ada@example.org',
    profilePicture: '/default-avatar.svg',
    isAdmin: false,
    isPublisher: false,
    verified: true,
    tokenExpiresAt: Math.floor(Date.now() / 1000) + 3600,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const colorScheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

test.describe('web shell', () => {
  test('the home page shows the navigation, the hero and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Hearth');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Hearth home' })).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Posts', '/posts'],
      ['Narratives', '/stories'],
    ] as const) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Stories That Keep');
    await main.getByRole('link', { name: 'Browse Narratives' }).click();
    await expect(page).toHaveURL(/\/stories$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Narratives' })).toBeVisible();

    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Read Posts' }).click();
    // /posts writes its default sort into the URL.
    await expect(page).toHaveURL(/\/posts\?sort=views$/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the theme toggle switches to dark and the choice survives a reload', async ({ page }) => {
    await page.goto('/about');
    expect(await colorScheme(page)).toBe('light');
    const lightBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );

    await page.getByRole('button', { name: 'Toggle color scheme' }).click();
    await expect.poll(() => colorScheme(page)).toBe('dark');
    const darkBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );
    expect(darkBackground).not.toBe(lightBackground);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'About Hearth' })).toBeVisible();
    expect(await colorScheme(page)).toBe('dark');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? 'null'));
    expect(saved).toMatchObject({ version: 1, state: { theme: 'dark' } });

    await page.getByRole('button', { name: 'Toggle color scheme' }).click();
    await expect.poll(() => colorScheme(page)).toBe('light');
  });

  test('a saved dark theme is drawn before any of the app’s code runs, under the site’s CSP', async ({
    context,
  }) => {
    // A page of its own: the fixture's page waits for the app, which never starts here.
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    await page.addInitScript(() =>
      localStorage.setItem('root', JSON.stringify({ version: 1, state: { theme: 'dark' } })),
    );
    // Without the app's scripts, only the page's own inline script can set the scheme.
    await page.route('**/assets/*.js', (route) => route.abort());
    // A server-rendered page, and the shell a private page is served.
    for (const path of ['/about', '/sign-in']) {
      await page.goto(path);
      expect(await colorScheme(page)).toBe('dark');
    }
    expect(refused).toEqual([]);
  });

  test.describe('on a system set to dark', () => {
    test.use({ colorScheme: 'dark' });

    test('a first visit is drawn dark before any of the app’s code runs', async ({ context }) => {
      const page = await context.newPage();
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/about');
      expect(await colorScheme(page)).toBe('dark');
    });

    test('the site follows the system until the reader chooses, and keeps the choice', async ({
      page,
    }) => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: 'About Hearth' })).toBeVisible();
      await expect.poll(() => colorScheme(page)).toBe('dark');
      const toggle = page.getByRole('button', { name: 'Toggle color scheme' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');

      // The system turns light (a scheduled dark mode ends): so does the site.
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => colorScheme(page)).toBe('light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => colorScheme(page)).toBe('dark');

      // The reader chooses light: it stays light, whatever the system, after a reload too.
      await toggle.click();
      await expect.poll(() => colorScheme(page)).toBe('light');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'About Hearth' })).toBeVisible();
      expect(await colorScheme(page)).toBe('light');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await colorScheme(page)).toBe('light');
    });
  });

  test('members’ pages get their own styles before they draw, and visitors’ pages never load them', async ({
    page,
  }) => {
    const stylesheets = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      );
    await startAs(page, await signInDemo('admin'));
    await page.goto('/');
    const publicStylesheets = await stylesheets();
    expect(publicStylesheets).toEqual([expect.stringMatching(/^\/assets\/style-[\w-]+\.css$/)]);

    // The admins' requests tabs, with their stylesheet slow to come: the tab list is a row
    // (Mantine's Tabs styles, in the private stylesheet) from the first frame it is on screen.
    await page.route(/\/assets\/private-styles-[\w-]+\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/dashboard?tab=requests', { waitUntil: 'commit' });
    const firstDisplay = await page.waitForFunction(() => {
      const list = document.querySelector('[role="tablist"]');
      return list && getComputedStyle(list).display;
    });
    expect(await firstDisplay.jsonValue()).toBe('flex');
    expect(await stylesheets()).toEqual([
      ...publicStylesheets,
      expect.stringMatching(/^\/assets\/private-styles-[\w-]+\.css$/),
    ]);
  });

  test('an unknown path shows the 404 page without the footer', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    const main = page.getByRole('main');
    await expect(main.getByText('404', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText("You're All Alone In Here");
    await expect(main.getByText(NOT_FOUND_LINE)).toBeVisible();
    // Exactly one of the ten quips.
    const anyQuip = new RegExp(
      `^(${NOT_FOUND_QUIPS.map((id) => escapeRegExp(siteMessages[id])).join('|')})$`,
    );
    await expect(main.getByText(anyQuip)).toHaveCount(1);
    await expect(main.getByRole('link', { name: 'Explore Posts' })).toHaveAttribute(
      'href',
      '/posts',
    );
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await main.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.goto('/not-found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're All Alone In Here");
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('every route of the spec has its page', async ({ page }) => {
    // Some thirty full page loads: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    // A real publisher's session: pages that load the member's data get answers, not a 401.
    const publisher = await signInDemo('publisher');
    await startAs(page, publisher);
    const routes: [string, string][] = [
      ['/about', 'About Hearth'],
      ['/sign-in', 'Sign In'],
      ['/sign-up', 'Create Your Account'],
      ['/posts', 'Posts'],
      ['/search?searchTerm=bread', 'Search posts'],
      // An unknown post slug goes to the not-found page.
      ['/post/some-post', "You're All Alone In Here"],
      ['/stories', 'Narratives'],
      ['/narrative/some-story', "You're All Alone In Here"],
      ['/donate', 'Donate'],
      // An unknown case is answered 404 with the not-found page (issue 14).
      ['/donate/some-case', "You're All Alone In Here"],
      [`/profile/${publisher.username}`, publisher.username],
      ['/users/some-user/verify/some-token', 'Verify your e-mail'],
      ['/request-password-reset', 'Forgot Your Password?'],
      ['/reset-password/some-user/some-token', 'Reset Your Password'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-conditions', 'Terms & Conditions'],
      ['/edit-donation/some-case', 'Edit Donation Case'],
      ['/dashboard?tab=profile', 'Profile'],
      ['/notifications', 'Notifications'],
      ['/create-post', 'Create a Post'],
      ['/update-post/some-post', 'Update post'],
      ['/create-donation', 'Create Donation Case'],
      ['/donation-dashboard', 'Manage Donations'],
      ['/create-narrative', 'Share Your Narrative'],
      // A narrative the member cannot edit (here, none) sends them to My Narratives (the spec).
      ['/update-narrative/some-story', 'My Narratives'],
    ];
    for (const [path, heading] of routes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
    // The thank-you page needs the donation form's router state; opened directly it goes back.
    await page.goto('/donate/success');
    await expect(page).toHaveURL(/\/donate$/);
  });

  test('guards send visitors to sign in and tell members who may use the page', async ({
    page,
  }) => {
    for (const path of ['/dashboard', '/notifications', '/create-post', '/update-narrative/x']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/sign-in$/);
    }

    // A real member's session: the notifications page loads their inbox from the API.
    await startAs(page, await signInDemo('user'));
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
    // Issue 15: a member is told in place who may use a publisher's page, not sent to sign in.
    await page.goto('/create-narrative');
    await expect(page).toHaveURL(/\/create-narrative$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Only publishers can share narratives',
    );
  });

  test('a signed-in user has an account menu that signs out', async ({ page }) => {
    await persistState(page, { currentUser: sessionUser() });
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    await header.getByRole('button', { name: 'Account menu for ada' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/dashboard?tab=profile',
    );
    await expect(menu.getByRole('menuitem', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    // Create Post is for publishers and admins only.
    await expect(menu.getByRole('menuitem', { name: 'Create Post' })).toHaveCount(0);

    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? 'null'));
    expect(saved.state.currentUser).toBeNull();
  });

  test('a publisher finds Create Post in the account menu', async ({ page }) => {
    await persistState(page, { currentUser: sessionUser({ isPublisher: true }) });
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu for ada' }).click();
    await page.getByRole('menuitem', { name: 'Create Post' }).click();
    await expect(page).toHaveURL(/\/create-post$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a Post');
  });

  for (const [button, title, sections] of [
    ['Privacy Policy', 'Privacy Policy', 9],
    ['Terms & Conditions', 'Terms & Conditions', 10],
  ] as const) {
    test(`the footer's ${title} dialog opens and closes on Escape`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(/^Last Updated: [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
      await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(sections);
      await expect(dialog.getByRole('heading', { level: 3 }).last()).toContainText(
        `${sections}. Contact`,
      );
      await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@/);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }

  test('the legal pages are dated today and link the contact address', async ({ page }) => {
    const today = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date());
    for (const [path, sections] of [
      ['/privacy-policy', 9],
      ['/terms-conditions', 10],
    ] as const) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByText(`Last Updated: ${today}`)).toBeVisible();
      await expect(main.getByRole('heading', { level: 2 })).toHaveCount(sections);
      const contact = main.getByRole('link', { name: /@/ });
      await expect(contact).toHaveAttribute('href', /^mailto:.+@/);
    }
  });

  test.describe('on a narrow screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the navigation collapses behind the burger and opens', async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'About', exact: true })).toBeHidden();

      const burger = header.getByRole('button', { name: 'Toggle navigation' });
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      await burger.click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('link', { name: 'About', exact: true })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Narratives', exact: true })).toBeVisible();

      await drawer.getByRole('link', { name: 'Posts', exact: true }).click();
      await expect(page).toHaveURL(/\/posts\?sort=views$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    for (const width of [320, 375]) {
      test(`the header fits a ${width} px screen`, async ({ page }) => {
        await page.setViewportSize({ width, height: 740 });
        await page.goto('/');
        const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
        await expect(signIn).toBeVisible();
        const box = await signIn.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width - 8);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      });
    }

    test('there is no scroll-to-top button', async ({ page }) => {
      await page.goto('/privacy-policy');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await page.waitForTimeout(300);
      await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
    });
  });

  test('the scroll-to-top button appears after scrolling on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toHaveCount(0);

    await page.mouse.wheel(0, 1200);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/terms-conditions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms & Conditions');
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Hearth' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
