import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { users } from '../../db/schema.ts';
import { sessionToken } from '../../test/actors.ts';
import { oauthTestApp } from '../../test/oauth-test-app.ts';

const { testApp, throughGoogle } = oauthTestApp();

const signInWithGoogle = (profile: Record<string, unknown>) =>
  throughGoogle(profile, { mode: 'redirect' });

describe('Google sign-in of an account with a second factor', () => {
  it('asks for the second factor too: a ticket in the fragment, and no session', async () => {
    const profile = { sub: 'g-2fa', email: 'two@example.org', email_verified: true, name: 'Two' };
    const first = await signInWithGoogle(profile);
    expect(String(first.headers.location)).toBe('/oauth/complete?mode=redirect&status=ok');
    const [user] = await testApp.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'two@example.org'));
    const token = await sessionToken(testApp.app, user!);
    const headers = { authorization: `Bearer ${token}` };
    const setup = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/totp',
      headers,
    });
    const { TOTP, Secret } = await import('otpauth');
    const totp = new TOTP({ secret: Secret.fromBase32(setup.json().secret) });
    const confirm = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/totp/confirm',
      headers,
      payload: { code: totp.generate({ timestamp: Date.now() - 30_000 }) },
    });
    const recoveryCode = confirm.json().recoveryCodes[0];

    const second = await signInWithGoogle(profile);
    const location = new URL(String(second.headers.location), 'http://x');
    expect(location.pathname).toBe('/oauth/complete');
    expect(location.searchParams.get('status')).toBe('second-factor');
    expect(location.search).not.toContain('ticket');
    expect(second.headers['set-cookie']).not.toContain('access_token=');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('methods')).toBe('totp,recovery-code');

    const done = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/signin/second-factor',
      payload: { ticket: fragment.get('ticket'), code: recoveryCode },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()._id).toBe(user!.id);
  });
});

describe('the ADMIN_SECOND_FACTOR setting', () => {
  it('defaults to required on PostgreSQL and optional on the embedded database', () => {
    expect(loadConfig({ DATA_DIR: '/tmp' }).adminSecondFactor).toBe('optional');
    expect(
      loadConfig({ DATA_DIR: '/tmp', DATABASE_URL: 'postgres://h@127.0.0.1/h' }).adminSecondFactor,
    ).toBe('required');
    expect(
      loadConfig({
        DATA_DIR: '/tmp',
        DATABASE_URL: 'postgres://h@127.0.0.1/h',
        ADMIN_SECOND_FACTOR: 'optional',
      }).adminSecondFactor,
    ).toBe('optional');
    expect(() => loadConfig({ ADMIN_SECOND_FACTOR: 'sometimes' })).toThrow(
      'Invalid configuration: ADMIN_SECOND_FACTOR must be required or optional',
    );
  });
});
