import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../db/schema.ts';
import { cookieValue, oauthTestApp } from '../../test/oauth-test-app.ts';
import { readOutbox } from '../../test/outbox.ts';

// Which provider e-mails may find an account (issue 36, finding 13): only those the provider
// asserts are verified (Google's `email_verified`); Facebook asserts nothing, so its addresses
// never reach an existing account, whose owner signs in and links the provider instead.

const { provider, testApp } = oauthTestApp({ facebook: true });

type ProviderName = 'google' | 'facebook';

interface Completion {
  status: string | null;
  message: string | null;
  provider: string | null;
  location: string;
  sessionToken: string;
}

const completion = (location: string, sessionToken = ''): Completion => {
  const query = new URLSearchParams(location.split('?')[1]);
  return {
    status: query.get('status'),
    message: query.get('message'),
    provider: query.get('provider'),
    location,
    sessionToken,
  };
};

/** Where the provider's page (at `location`) sends the browser back to: the callback. */
async function backFromProvider(location: string) {
  const atProvider = await fetch(location, { redirect: 'manual' });
  return new URL(atProvider.headers.get('location')!);
}

/** The browser at the callback `back`, with the state cookie its `start` set and `cookies`. */
const atCallback = (
  back: URL,
  start: { headers: { 'set-cookie'?: string | string[] } },
  cookies: Record<string, string>,
) =>
  testApp.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: { ...cookies, oauth_state: cookieValue(start.headers['set-cookie'], 'oauth_state') },
  });

/**
 * The browser's part of the flow: start, the provider's page, back to the callback; with
 * `session`, a signed-in browser sends its session cookie along, as it would.
 */
async function throughProvider(
  name: ProviderName,
  profile: Record<string, unknown>,
  { intent, session }: { intent?: 'link'; session?: string } = {},
): Promise<Completion> {
  provider.nextProfile = profile;
  const sessionCookie: Record<string, string> = session ? { access_token: session } : {};
  const start = await testApp.app.inject({
    method: 'GET',
    url: `/api/auth/oauth/${name}/start?mode=popup${intent ? `&intent=${intent}` : ''}`,
    cookies: sessionCookie,
  });
  expect(start.statusCode).toBe(302);
  const location = String(start.headers.location);
  if (location.startsWith('/oauth/complete')) return completion(location);
  const callback = await atCallback(await backFromProvider(location), start, sessionCookie);
  return completion(
    String(callback.headers.location),
    cookieValue(callback.headers['set-cookie'], 'access_token'),
  );
}

async function whoAmI(token: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/user/refresh-token/data',
    cookies: { access_token: token },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

let accounts = 0;
/** A local account with a password, verified or not, and its session token. */
async function localAccount({ verified }: { verified: boolean }) {
  accounts += 1;
  const username = `local_${accounts}`;
  const email = `local${accounts}@example.org`;
  const signUp = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username, email, password: 'secret1', dateOfBirth: '1990-01-01' },
  });
  expect(signUp.statusCode).toBeLessThan(300);
  if (verified) {
    await testApp.app.db.update(users).set({ verified: true }).where(eq(users.email, email));
  }
  const signIn = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: username, password: 'secret1' },
  });
  expect(signIn.statusCode).toBe(200);
  const [row] = await testApp.app.db.select().from(users).where(eq(users.email, email));
  return { id: row!.id, username, email, token: signIn.json().token as string };
}

const identityOf = async (name: ProviderName, providerUserId: string) => {
  const [row] = await testApp.app.db
    .select()
    .from(userIdentities)
    .where(
      and(eq(userIdentities.provider, name), eq(userIdentities.providerUserId, providerUserId)),
    );
  return row;
};

const userRow = async (id: string) =>
  (await testApp.app.db.select().from(users).where(eq(users.id, id)))[0]!;

const SIGN_IN_FIRST = (label: string) =>
  `An account with this e-mail address already exists, and ${label} does not confirm that the address is yours. Sign in to Hearth first, then link ${label} to your account.`;

describe('a provider e-mail the provider verifies (Google)', () => {
  it('signs in to the existing verified account with that address, and links it', async () => {
    const owner = await localAccount({ verified: true });
    const done = await throughProvider('google', {
      sub: 'g-verified-1',
      email: owner.email.toUpperCase(),
      email_verified: true,
      name: 'Owner',
    });
    expect(done.status).toBe('ok');
    expect((await whoAmI(done.sessionToken))._id).toBe(owner.id);
    expect((await identityOf('google', 'g-verified-1'))?.userId).toBe(owner.id);
  });

  it('creates a verified account when no account has the address', async () => {
    const done = await throughProvider('google', {
      sub: 'g-verified-2',
      email: 'fresh.google@example.org',
      email_verified: true,
      name: 'Fresh Google',
    });
    expect(done.status).toBe('ok');
    expect(await whoAmI(done.sessionToken)).toMatchObject({
      email: 'fresh.google@example.org',
      verified: true,
    });
  });
});

describe('a provider e-mail the provider does not verify', () => {
  it.each([
    ['google', { sub: 'g-unverified-1', email_verified: false }, 'Google'],
    ['facebook', { id: 'fb-1' }, 'Facebook'],
    // Facebook asserts nothing, whatever its answer seems to say.
    ['facebook', { id: 'fb-2', email_verified: true, verified: true }, 'Facebook'],
  ] as const)(
    'never reaches an existing verified account (%s): the completion page says to sign in first',
    async (name, claim, label) => {
      const owner = await localAccount({ verified: true });
      const done = await throughProvider(name, { ...claim, email: owner.email, name: 'Impostor' });
      expect(done).toMatchObject({
        status: 'link-required',
        provider: name,
        message: SIGN_IN_FIRST(label),
        sessionToken: '',
      });
      expect(await identityOf(name, 'sub' in claim ? claim.sub : claim.id)).toBeUndefined();
      // The owner's account is as it was: still verified, their password still opens it.
      expect(await userRow(owner.id)).toMatchObject({ verified: true });
      expect((await userRow(owner.id)).passwordHash).not.toBeNull();
    },
  );

  it('never claims an existing unverified account either', async () => {
    const squatted = await localAccount({ verified: false });
    const done = await throughProvider('facebook', {
      id: 'fb-3',
      email: squatted.email,
      name: 'Someone',
    });
    expect(done).toMatchObject({ status: 'link-required', sessionToken: '' });
    expect(await identityOf('facebook', 'fb-3')).toBeUndefined();
    const row = await userRow(squatted.id);
    expect(row.verified).toBe(false);
    expect(row.passwordHash).not.toBeNull();
    expect((await whoAmI(squatted.token))._id).toBe(squatted.id);
  });

  it('creates a new account that starts unverified, and mails it a verification link', async () => {
    for (const [name, claim, email] of [
      ['facebook', { id: 'fb-new' }, 'new.facebook@example.org'],
      ['google', { sub: 'g-new', email_verified: false }, 'new.google@example.org'],
    ] as const) {
      const done = await throughProvider(name, { ...claim, email, name: 'Newcomer' });
      expect(done.status).toBe('ok');
      expect(await whoAmI(done.sessionToken)).toMatchObject({ email, verified: false });
      const mails = (await readOutbox(testApp)).filter((mail) => mail.to === email);
      expect(mails.map((mail) => mail.subject)).toContain('Verify your e-mail address for Hearth');
    }
  });
});

describe('linking a provider to the signed-in account', () => {
  it('lets the signed-in owner link Facebook, which then signs them in', async () => {
    const owner = await localAccount({ verified: true });
    const profile = { id: 'fb-owner', email: owner.email, name: 'Owner' };
    expect((await throughProvider('facebook', profile)).status).toBe('link-required');

    const linked = await throughProvider('facebook', profile, {
      intent: 'link',
      session: owner.token,
    });
    expect(linked).toMatchObject({ status: 'linked', provider: 'facebook' });
    expect((await identityOf('facebook', 'fb-owner'))?.userId).toBe(owner.id);

    // From now on the Facebook account signs its owner in, whatever address it carries.
    const later = await throughProvider('facebook', { ...profile, email: 'other@example.org' });
    expect(later.status).toBe('ok');
    expect((await whoAmI(later.sessionToken))._id).toBe(owner.id);
    // Linking again changes nothing.
    const again = await throughProvider('facebook', profile, {
      intent: 'link',
      session: owner.token,
    });
    expect(again.status).toBe('linked');
  });

  it('needs a signed-in member, and never moves a provider account linked to someone else', async () => {
    const visitor = await throughProvider(
      'facebook',
      { id: 'fb-visitor', email: 'visitor@example.org', name: 'V' },
      { intent: 'link' },
    );
    expect(visitor).toMatchObject({
      status: 'link-required',
      message: 'Sign in to Hearth first, then link Facebook to your account.',
    });
    expect(await identityOf('facebook', 'fb-visitor')).toBeUndefined();

    const first = await localAccount({ verified: true });
    const second = await localAccount({ verified: true });
    const profile = { id: 'fb-shared', email: first.email, name: 'First' };
    expect(
      (await throughProvider('facebook', profile, { intent: 'link', session: first.token })).status,
    ).toBe('linked');
    const taken = await throughProvider('facebook', profile, {
      intent: 'link',
      session: second.token,
    });
    expect(taken).toMatchObject({
      status: 'error',
      message: 'This Facebook account is already linked to another Hearth account',
    });
    expect((await identityOf('facebook', 'fb-shared'))?.userId).toBe(first.id);
  });

  it('links nothing when the session that asked is gone by the callback', async () => {
    const owner = await localAccount({ verified: true });
    const other = await localAccount({ verified: true });
    provider.nextProfile = { id: 'fb-switched', email: owner.email, name: 'Owner' };
    const start = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/oauth/facebook/start?mode=redirect&intent=link',
      cookies: { access_token: owner.token },
    });
    const back = await backFromProvider(String(start.headers.location));
    for (const cookies of [{}, { access_token: other.token }] as Record<string, string>[]) {
      const callback = await atCallback(back, start, cookies);
      expect(completion(String(callback.headers.location)).status).toBe('error');
    }
    expect(await identityOf('facebook', 'fb-switched')).toBeUndefined();
  });
});
