import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../db/schema.ts';
import { cookieValue, oauthTestApp } from '../../test/oauth-test-app.ts';

// Only Google is configured here, so Facebook offers no button.
const { provider, testApp, throughGoogle } = oauthTestApp();

/** Walks the browser's part of the flow: start, the provider's page, back to the callback. */
async function signInWithGoogle(profile: Record<string, unknown>, tamper?: { state?: string }) {
  const callback = await throughGoogle(profile, { mode: 'popup', tamper });
  return {
    location: String(callback.headers.location),
    sessionToken: cookieValue(callback.headers['set-cookie'], 'access_token'),
  };
}

async function whoAmI(token: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/user/refresh-token/data',
    cookies: { access_token: token },
  });
  return response.json();
}

describe('Google sign-in', () => {
  it('offers only the configured providers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ providers: ['google'] });
    const facebook = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/oauth/facebook/start',
    });
    expect(facebook.statusCode).toBe(404);
  });

  it('sends the browser to the provider with state and a PKCE challenge', async () => {
    const start = await testApp.app.inject({ method: 'GET', url: '/api/auth/oauth/google/start' });
    const location = new URL(String(start.headers.location));
    expect(location.origin).toBe(provider.baseUrl);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(location.searchParams.get('redirect_uri')).toBe(
      `${testApp.config.publicUrl}/api/auth/oauth/google/callback`,
    );
  });

  it('creates a verified account on the first sign-in and finds it again later', async () => {
    const profile = {
      sub: 'google-1',
      email: 'zoe@example.org',
      email_verified: true,
      name: 'Zoë van Dijk',
      picture: 'https://images.example.org/zoe.png',
    };
    const first = await signInWithGoogle(profile);
    expect(first.location).toBe('/oauth/complete?mode=popup&status=ok');
    const me = await whoAmI(first.sessionToken);
    expect(me).toMatchObject({
      username: 'zoe_van_dijk',
      email: 'zoe@example.org',
      verified: true,
      profilePicture: 'https://images.example.org/zoe.png',
    });

    const again = await signInWithGoogle({ ...profile, email: 'zoe-new@example.org' });
    expect((await whoAmI(again.sessionToken))._id).toBe(me._id);
    expect(await testApp.app.db.$count(users)).toBe(1);
  });

  it('links an existing account with the same verified e-mail', async () => {
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        username: 'katherine',
        email: 'kj@example.org',
        password: 'secret1',
        dateOfBirth: '1990-01-01',
      },
    });
    const squatter = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'katherine', password: 'secret1' },
    });
    expect(squatter.statusCode).toBe(200);
    const result = await signInWithGoogle({
      sub: 'google-2',
      email: 'KJ@example.org',
      email_verified: true,
      name: 'Katherine J',
    });
    const me = await whoAmI(result.sessionToken);
    expect(me.username).toBe('katherine');
    const [identity] = await testApp.app.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.providerUserId, 'google-2'));
    expect(identity!.userId).toBe(me._id);
    // The unverified local account is now proven to be theirs; its password no longer opens it.
    const [row] = await testApp.app.db.select().from(users).where(eq(users.id, me._id));
    expect(row).toMatchObject({ verified: true, passwordHash: null });
    // Nor does a session opened with it before.
    const squatterSession = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/refresh-token/data',
      headers: { authorization: `Bearer ${squatter.json().token}` },
    });
    expect(squatterSession.statusCode).toBe(401);
  });

  it('refuses a state that does not match, and a provider account without an e-mail', async () => {
    const mismatch = await signInWithGoogle(
      { sub: 'google-3', email: 'x@example.org', email_verified: true, name: 'X' },
      { state: 'forged-state' },
    );
    expect(mismatch.location).toMatch(/status=error/);
    expect(mismatch.sessionToken).toBe('');

    const noAddress = await signInWithGoogle({ sub: 'google-4', name: 'Y' });
    const query = new URLSearchParams(noAddress.location.split('?')[1]);
    expect(query.get('status')).toBe('error');
    expect(query.get('message')).toBe('Your account at the provider gives no e-mail address');
    expect(noAddress.sessionToken).toBe('');
  });
});
