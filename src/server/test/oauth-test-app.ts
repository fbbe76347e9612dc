import { afterAll, beforeAll, expect } from 'vitest';
import { FakeOAuthProvider } from './fake-oauth-provider.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A test file's app whose Google sign-in (and Facebook's, when asked) goes to a fake provider,
 * both started in `beforeAll` and stopped in `afterAll`. `testApp` is filled in place.
 */
export function oauthTestApp({ facebook = false }: { facebook?: boolean } = {}) {
  const provider = new FakeOAuthProvider('hearth-client', 'hearth-secret');
  const testApp = {} as TestApp;
  beforeAll(async () => {
    await provider.start();
    const environment = {
      ...provider.googleEnvironment(),
      ...(facebook ? provider.facebookEnvironment() : {}),
      AUTH_RATE_LIMIT_PER_IP: '1000',
    };
    Object.assign(testApp, await createTestApp({ environment }));
  });
  afterAll(async () => {
    await testApp.close?.();
    await provider.stop();
  });

  /**
   * The browser's part of Google's flow: start, the provider's page (which answers `profile`),
   * back to the callback, whose answer is returned; `tamper` changes what comes back.
   */
  async function throughGoogle(
    profile: Record<string, unknown>,
    { mode, tamper }: { mode: 'popup' | 'redirect'; tamper?: { state?: string } },
  ) {
    provider.nextProfile = profile;
    const start = await testApp.app.inject({
      method: 'GET',
      url: `/api/auth/oauth/google/start?mode=${mode}`,
    });
    expect(start.statusCode).toBe(302);
    const stateCookie = cookieValue(start.headers['set-cookie'], 'oauth_state');
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    if (tamper?.state) back.searchParams.set('state', tamper.state);
    return testApp.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: { oauth_state: stateCookie },
    });
  }

  return { provider, testApp, throughGoogle };
}

/** The value of one cookie in a `set-cookie` header ('' when it is not there). */
export const cookieValue = (setCookie: string | string[] | undefined, name: string) =>
  new RegExp(`${name}=([^;]*)`).exec(String(setCookie))?.[1] ?? '';
