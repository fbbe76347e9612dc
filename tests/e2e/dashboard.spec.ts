import type { Page } from '@playwright/test';
import { expect, accessibilityViolations, test } from './fixtures.ts';
import { dashboardBottomBar, main } from './page-helpers.ts';
import { signInDemo, startAs } from './posts-helpers.ts';
import { newAccount, signInViaApi, signUpViaApi, type SignedInUser } from './session-helpers.ts';

const ADMIN_TABS = [
  'Dashboard',
  'Profile',
  'Posts',
  'My Narratives',
  'All Narratives',
  'Users',
  'Comments',
  /^Requests/,
  /^Reports/,
  // Not tabs of the spec: the audit log of sensitive reads (issue 36), and the donation cases'
  // own page, listed for admins (issue 15).
  'Audit',
  'Mailings',
  'Donations',
  // Nor these: every member's own gifts (issue 38), the stats (issue 41), and two-step sign-in
  // (issue 36).
  'My Giving',
  'Stats',
  'Site Stats',
  'Security',
];
const sideMenu = (page: Page) => main(page).getByRole('navigation', { name: 'Dashboard' });

async function postCountOf(page: Page, user: SignedInUser): Promise<number> {
  const response = await page.request.get('/api/post/getposts', {
    params: { userId: user._id, limit: 1 },
  });
  return ((await response.json()) as { totalPosts: number }).totalPosts;
}

test.describe('dashboard', () => {
  let publisher: SignedInUser;

  test.beforeAll(async () => {
    publisher = await signInDemo('publisher', 1);
  });

  test('the profile tab shows the own posts six at a time', async ({ page }) => {
    const total = await postCountOf(page, publisher);
    expect(total, 'the demo publisher has more than one page of posts').toBeGreaterThan(6);
    await startAs(page, publisher);
    await page.goto('/dashboard?tab=profile');

    const ownPosts = main(page).getByRole('region', { name: 'Your Posts' });
    await expect(ownPosts.getByRole('article')).toHaveCount(6);
    await ownPosts.getByRole('button', { name: 'Show More' }).click();
    await expect(ownPosts.getByRole('article')).toHaveCount(Math.min(12, total));
    await expect(ownPosts.getByRole('article').first()).toContainText(publisher.username);
  });

  test('the side menu marks the open tab and signs out', async ({ page }) => {
    // A fresh account: signing out ends every session of its user.
    const account = newAccount('leaver');
    await signUpViaApi(page.request, account);
    await startAs(page, await signInViaApi(page.request, account.username, account.password));
    await page.goto('/dashboard?tab=profile');
    const menu = sideMenu(page);
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(main(page).getByText('User', { exact: true })).toBeVisible();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('an unknown or forbidden tab opens the profile', async ({ page }) => {
    const user = await signInDemo('user', 2);
    await startAs(page, user);
    await page.goto('/dashboard?tab=users');
    await expect(main(page).getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(sideMenu(page).getByRole('link')).toHaveText(['Profile', 'My Giving', 'Security']);
  });

  test('an admin sees every tab of the spec in the side menu', async ({ page }) => {
    await startAs(page, await signInDemo('admin'));
    await page.goto('/dashboard?tab=dashboard');
    await expect(sideMenu(page).getByRole('link')).toHaveText(ADMIN_TABS);
  });

  test("the admin's badges follow new work within 30 s, without a reload", async ({ page }) => {
    await page.clock.install();
    await startAs(page, await signInDemo('admin'));
    await page.goto('/dashboard?tab=profile');
    const requests = sideMenu(page).getByRole('link', { name: /^Requests/ });
    const pendingNow = async () => {
      const text = (await requests.textContent()) ?? '';
      return Number(/(\d+) pending/.exec(text)?.[1] ?? 0);
    };
    await expect(requests).toBeVisible();
    await expect.poll(pendingNow).toBeGreaterThan(0);
    const before = await pendingNow();

    const member = await signInDemo('user', 3);
    const asked = await page.request.post('/api/user/request-publisher', {
      headers: { authorization: `Bearer ${member.token}` },
      data: { userId: member._id, reason: 'I run the library reading club and write its news.' },
    });
    expect(asked.status()).toBe(201);

    await page.clock.fastForward(30_000);
    await expect(requests).toContainText(`${before + 1} pending`);
  });

  test('a publisher sees the publishing tabs', async ({ page }) => {
    await startAs(page, publisher);
    await page.goto('/dashboard?tab=posts');
    await expect(sideMenu(page).getByRole('link')).toHaveText([
      'Profile',
      'Posts',
      'My Narratives',
      'Comments',
      'My Giving',
      'Stats',
      'Security',
    ]);
  });

  test.describe('on a narrow screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the menu becomes a bottom bar', async ({ page }) => {
      await startAs(page, publisher);
      await page.goto('/dashboard?tab=profile');
      const bottomBar = await dashboardBottomBar(page, 'Profile');
      // Four tabs, then My giving (issue 38), Stats (issue 41), Security (issue 36) and Sign Out
      // under More.
      await bottomBar.getByRole('button', { name: 'More' }).click();
      await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
        'My Giving',
        'Stats',
        'Security',
        'Sign Out',
      ]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      const box = await bottomBar.boundingBox();
      expect(box && box.y + box.height).toBeCloseTo(740, 0);
      // Scrolled to the end (once the own posts are in), the footer ends above the bar.
      await expect(main(page).getByRole('region', { name: 'Your Posts' })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const footerBox = await footer.boundingBox();
          return footerBox!.y + footerBox!.height;
        })
        .toBeLessThanOrEqual(box!.y);
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    test("an admin's bar keeps four tabs and the open one; the rest are under More", async ({
      page,
    }) => {
      await startAs(page, await signInDemo('admin'));
      await page.goto('/dashboard?tab=reports');
      const bottomBar = page.getByTestId('dashboard-bottom-bar');
      await expect(bottomBar.getByRole('link')).toHaveText([
        'Dashboard',
        'Profile',
        'Posts',
        /^Reports/,
      ]);
      // The badge is read after the tab's name, never run into it.
      await expect(bottomBar.getByRole('link', { name: /^Reports/ })).toHaveAccessibleName(
        /^Reports( \d+ pending)?$/,
      );
      await bottomBar.getByRole('button', { name: 'More' }).click();
      const more = page.getByRole('menu');
      await expect(more.getByRole('menuitem')).toHaveText([
        'My Narratives',
        'All Narratives',
        'Users',
        'Comments',
        /^Requests/,
        'Audit',
        'Mailings',
        'Donations',
        'My Giving',
        'Stats',
        'Site Stats',
        'Security',
        'Sign Out',
      ]);
      await more.getByRole('menuitem', { name: 'All Narratives' }).click();
      await expect(page).toHaveURL(/tab=allnarratives/);
      await expect(bottomBar.getByRole('link', { name: 'All Narratives' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const box = await bottomBar.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    });
  });
});
