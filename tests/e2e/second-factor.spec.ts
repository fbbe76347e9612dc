import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { expect, accessibilityViolations, test, testOnOwnServer } from './fixtures.ts';
import { startAs } from './posts-helpers.ts';
import { newAccount, signInViaApi, signUpAndInViaApi, signUpViaApi } from './session-helpers.ts';

const STEP_MS = 30_000;

/**
 * The codes an authenticator app shows for `secret`, each of a time step not used before (the
 * server takes each step's code once) and the current one or the next, so each stays valid for
 * 30 s more however long the page takes to send it.
 */
function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const used = new Set<number>();
  return () => {
    const current = Math.floor(Date.now() / STEP_MS);
    const step = used.has(current) ? current + 1 : current;
    used.add(step);
    return totp.generate({ timestamp: step * STEP_MS });
  };
}

for (const theme of ['light', 'dark'] as const) {
  test(`a member turns on an authenticator app and signs in in two steps (${theme} theme)`, async ({
    page,
    request,
    browser,
  }) => {
    const account = newAccount('twostep');
    const user = await signUpAndInViaApi(request, account);
    await startAs(page, user, theme);
    await page.goto('/dashboard?tab=security');

    await expect(page.getByRole('heading', { name: 'Two-Step Sign-In' })).toBeVisible();
    await page.getByRole('button', { name: 'Set Up an Authenticator App' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code of the key for your authenticator app' }),
    ).toBeVisible();
    const codeField = page.getByRole('textbox', { name: 'Code from the app' });
    await expect(codeField).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);

    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'not valid' })).toBeVisible();

    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    const nextCode = authenticator(secret);
    await codeField.fill(nextCode());
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText('On', { exact: true })).toBeVisible();

    // A new browser, signed out: the password leads to the second step.
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await startAs(fresh, null, theme);
    await fresh.goto('/sign-in');
    await fresh.getByRole('textbox', { name: 'Email or username' }).fill(account.username);
    await fresh.getByLabel('Password', { exact: true }).fill(account.password);
    await fresh.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(fresh.getByRole('heading', { name: 'Two-Step Sign-In' })).toBeVisible();
    const step = fresh.getByRole('textbox', { name: 'Code from your authenticator app' });
    await expect(step).toBeFocused();
    await expect(fresh.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);
    expect(await accessibilityViolations(fresh)).toEqual([]);

    await step.fill('123');
    await fresh.getByRole('button', { name: 'Verify' }).click();
    await expect(fresh.getByRole('alert').filter({ hasText: 'not valid' })).toBeVisible();
    await expect(step).toBeFocused();

    await step.fill(nextCode());
    await fresh.getByRole('button', { name: 'Verify' }).click();
    await expect(fresh).not.toHaveURL(/sign-in/);
    const me = await fresh.request.get('/api/user/refresh-token/data');
    expect((await me.json()).username).toBe(account.username);
    await context.close();
  });
}

test('the sign-in page offers to continue with a passkey, its library loaded only when asked for', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await startAs(page, null);
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Continue with a Passkey' })).toBeVisible();
  expect(scripts.filter((url) => /webauthn|simplewebauthn/i.test(url))).toEqual([]);
});

/** A server of its own where admins must have a second factor, as on PostgreSQL by default. */
const requiredTest = testOnOwnServer({ ADMIN_SECOND_FACTOR: 'required' });

requiredTest(
  'an admin without a second factor is taken from the admin pages to set one up',
  async ({ page, request, ownServer }) => {
    const admin = readFileSync(join(ownServer.dataDir, 'demo-accounts.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .find((columns) => columns[0] === 'admin')!;
    const user = await signInViaApi(request, admin[1]!, admin[3]!);
    await startAs(page, user);
    await page.goto('/dashboard?tab=users');
    await expect(page).toHaveURL(/\/dashboard\?tab=security$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'must turn on two-step sign-in' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set Up an Authenticator App' })).toBeVisible();
  },
);

/** On `localhost`: a passkey's site must be a domain. */
const passkeyTest = testOnOwnServer({ AUTH_RATE_LIMIT_PER_IP: '1000' }, { hostName: 'localhost' });

passkeyTest(
  'a member adds a passkey, then signs in with it alone and as the second step',
  async ({ page, request }) => {
    // Chromium's virtual authenticator: a platform passkey that verifies its user at once.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const account = newAccount('passkey');
    await signUpViaApi(request, account);

    const signInWithPassword = async () => {
      await page.goto('/sign-in');
      await page.getByRole('textbox', { name: 'Email or username' }).fill(account.username);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    };
    const signOut = async () => {
      await page.goto('/dashboard?tab=security');
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('button', { name: 'Sign Out' })
        .click();
      await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    };

    await signInWithPassword();
    await expect(page).not.toHaveURL(/sign-in/);
    await page.goto('/dashboard?tab=security');
    await page.getByRole('textbox', { name: 'Passkey name' }).fill('Test laptop');
    await page.getByRole('button', { name: 'Add a Passkey' }).click();
    await expect(
      page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(
      page.getByRole('list', { name: 'Your passkeys' }).getByText('Test laptop'),
    ).toBeVisible();

    await signOut();
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Continue with a Passkey' }).click();
    await expect(page).not.toHaveURL(/sign-in/);
    await expect(
      page.getByRole('button', { name: `Account menu for ${account.username}` }),
    ).toBeVisible();

    await signOut();
    await signInWithPassword();
    await expect(page.getByRole('heading', { name: 'Two-Step Sign-In' })).toBeVisible();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(
      page.getByRole('button', { name: `Account menu for ${account.username}` }),
    ).toBeVisible();
  },
);

/** A server of its own whose clock can be moved (TEST_CLOCK), so that a sign-in grows old. */
const clockTest = testOnOwnServer({
  NODE_ENV: 'test',
  TEST_CLOCK: 'true',
  SEED_DEMO: 'false',
  AUTH_RATE_LIMIT_PER_IP: '1000',
});

clockTest(
  'right after signing in a factor changes with a confirmation alone; 10 minutes later it asks for the password or a code',
  async ({ page, request }) => {
    const account = newAccount('sudo');
    const user = await signUpAndInViaApi(request, account);
    const headers = { authorization: `Bearer ${user.token}` };
    const setup = await request.post('/api/auth/second-factor/totp', { headers });
    const { secret } = (await setup.json()) as { secret: string };
    const nextCode = authenticator(secret);
    const on = await request.post('/api/auth/second-factor/totp/confirm', {
      headers,
      data: { code: nextCode() },
    });
    expect(on.ok()).toBe(true);
    await startAs(page, user);
    await page.goto('/dashboard?tab=security');

    await page.getByRole('button', { name: 'Make new codes' }).click();
    await page
      .getByRole('dialog', { name: 'Make new recovery codes?' })
      .getByRole('button', { name: 'Make new codes' })
      .click();
    await expect(
      page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    await expect(page.getByRole('dialog', { name: 'Confirm It Is You' })).toHaveCount(0);
    await page.getByRole('button', { name: 'I have saved them' }).click();

    const moved = await request.post('/api/test/clock', { data: { advanceMs: 11 * 60_000 } });
    expect(moved.ok()).toBe(true);
    await page.getByRole('button', { name: 'Turn off' }).click();
    await page
      .getByRole('dialog', { name: 'Turn off the authenticator app?' })
      .getByRole('button', { name: 'Turn off' })
      .click();
    const presence = page.getByRole('dialog', { name: 'Confirm It Is You' });
    await expect(presence.getByLabel('Current password')).toBeFocused();
    const code = presence.getByRole('textbox', {
      name: 'Or a code from your authenticator app, or a recovery code',
    });
    await code.fill('not-a-code');
    await page.keyboard.press('Enter');
    await expect(presence.getByRole('alert').filter({ hasText: 'not valid' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await code.fill(nextCode());
    await page.keyboard.press('Enter');
    await expect(presence).toBeHidden();
    await expect(page.getByText('Off', { exact: true })).toBeVisible();
  },
);
