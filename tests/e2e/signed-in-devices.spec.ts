import type { APIRequestContext, Page } from '@playwright/test';
import { awaitLink } from '../../src/server/test/outbox.ts';
import { clockServerForFile, expect, accessibilityViolations, test } from './fixtures.ts';
import { startAs } from './posts-helpers.ts';
import { pathOf, signInViaApi, type SignedInUser } from './session-helpers.ts';

// Issue 36 on a server of its own, whose clock can be moved (TEST_CLOCK): the profile's
// signed-in devices, and the password asked for again once the last sign-in is 10 minutes old.

const OWNER = { username: 'keeper', email: 'keeper@example.org', password: 'keeper-password-1' };
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const clock = clockServerForFile(OWNER);
let phone: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  phone = await playwright.request.newContext({
    baseURL: clock.server.baseUrl,
    userAgent: IPHONE_SAFARI,
  });
});

test.afterAll(async () => {
  await phone?.dispose();
});

const signIn = (context: APIRequestContext) => signInViaApi(context, OWNER.email, OWNER.password);

async function openProfile(page: Page, user: SignedInUser) {
  await startAs(page, user);
  await page.goto(`${clock.server.baseUrl}/dashboard?tab=profile`);
}

test('the profile lists the signed-in devices and signs one out from the keyboard', async ({
  page,
}) => {
  const onPhone = await signIn(phone);
  await openProfile(page, await signIn(clock.api));

  const devices = page.getByRole('region', { name: 'Signed-in Devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').filter({ hasText: '(this device)' })).toHaveCount(1);
  const signOutPhone = devices.getByRole('button', { name: /^Sign Out Safari on iPhone/ });
  await expect(signOutPhone).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await signOutPhone.focus();
  await page.keyboard.press('Enter');
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByRole('button', { name: 'Sign Out All Other Devices' })).toHaveCount(0);
  const refused = await phone.head('/api/user/validate-token', {
    headers: { authorization: `Bearer ${onPhone.token}` },
  });
  expect(refused.status()).toBe(401);
});

test('a new e-mail after 10 minutes asks for the password in a dialog, then waits for its link', async ({
  page,
}) => {
  await openProfile(page, await signIn(clock.api));
  const moved = await clock.api.post('/api/test/clock', { data: { advanceMs: 11 * 60_000 } });
  expect(moved.ok()).toBe(true);

  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('keeper.new@example.org');
  await main.getByRole('button', { name: 'Update' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm It Is You' });
  const password = dialog.getByLabel('Current password');
  await expect(password).toBeFocused();
  await password.fill('not my password');
  await page.keyboard.press('Enter');
  await expect(password).toHaveAccessibleDescription(/Your current password is not correct/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await password.fill(OWNER.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  await expect(
    main.getByText(
      'We sent a confirmation link to keeper.new@example.org. Your address changes once you follow it.',
    ),
  ).toBeVisible();
  await expect(main.getByText(/Waiting for confirmation: keeper\.new@example\.org/)).toBeVisible();

  const link = await awaitLink(clock.server.dataDir, 'keeper.new@example.org', '/confirm-email/');
  await page.goto(`${clock.server.baseUrl}${pathOf(link)}`);
  await expect(page.getByText('Your e-mail address is now keeper.new@example.org')).toBeVisible();
});
