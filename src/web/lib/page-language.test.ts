import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '#web/state/session.ts';
import type * as AppStoreModule from '#web/state/app-store.ts';
import type * as ApiClientModule from './api-client.ts';
import { pathInLanguage, pathInPageLanguage } from './page-language.ts';

describe('paths under a language prefix', () => {
  it('reads the path within the language', () => {
    expect(pathInLanguage('/es/sign-in')).toBe('/sign-in');
    expect(pathInLanguage('/ar')).toBe('/');
    expect(pathInLanguage('/sign-in')).toBe('/sign-in');
    // Not a language Hearth speaks: a path of its own.
    expect(pathInLanguage('/de/sign-in')).toBe('/de/sign-in');
  });

  it("writes an app path in the page's language", () => {
    expect(pathInPageLanguage('/sign-in', '/es/post/a')).toBe('/es/sign-in');
    expect(pathInPageLanguage('/dashboard?tab=security', '/ar/donate')).toBe(
      '/ar/dashboard?tab=security',
    );
    expect(pathInPageLanguage('/', '/fr/posts')).toBe('/fr');
    expect(pathInPageLanguage('/sign-in', '/post/a')).toBe('/sign-in');
  });
});

/** A browser window enough for the session's and the API client's redirects. */
const browser = {
  location: { pathname: '/', search: '', assign: vi.fn() },
  addEventListener: () => {},
  removeEventListener: () => {},
};
const stored = new Map<string, string>();

describe('leaving for another page under a language prefix', () => {
  // Imported once the window is stubbed: the store reads it as it loads.
  let session: typeof SessionModule;
  let apiClient: typeof ApiClientModule;
  let store: typeof AppStoreModule;

  beforeAll(async () => {
    vi.stubGlobal('window', browser);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    session = await import('#web/state/session.ts');
    apiClient = await import('./api-client.ts');
    // A server test before, in this worker, may have left the renderer's transport in place.
    apiClient.setApiTransport((input, init) => fetch(input, init));
    store = await import('#web/state/app-store.ts');
  });
  afterAll(() => vi.unstubAllGlobals());

  const at = (pathname: string, search = '') => {
    browser.location.pathname = pathname;
    browser.location.search = search;
  };
  const signedIn = () =>
    store.useAppStore.setState({
      currentUser: { _id: 'u1', username: 'ana', tokenExpiresAt: 1 } as never,
    });

  beforeEach(() => browser.location.assign.mockClear());

  it('sends a reader whose session ended to sign in in the language of the page', () => {
    at('/es/dashboard');
    signedIn();
    session.endExpiredSession();
    expect(browser.location.assign).toHaveBeenCalledWith('/es/sign-in');
  });

  it('sends one from an unprefixed page to the unprefixed sign-in, as before', () => {
    at('/dashboard');
    signedIn();
    session.endExpiredSession();
    expect(browser.location.assign).toHaveBeenCalledWith('/sign-in');
  });

  it('stays on the sign-in page of any language, and lets the router add its own prefix', () => {
    at('/ar/sign-in');
    signedIn();
    session.endExpiredSession();
    expect(browser.location.assign).not.toHaveBeenCalled();

    const navigate = vi.fn();
    session.setSessionNavigator(navigate);
    at('/ar/notifications');
    signedIn();
    session.endExpiredSession();
    expect(navigate).toHaveBeenCalledWith('/sign-in');
    session.setSessionNavigator(null);
  });

  it("asks the API for answers in the page's language, not the browser's", async () => {
    store.useAppStore.setState({ currentUser: null });
    const sent = vi.mocked(fetch);
    const endpoint = { method: 'POST', path: '/api/subscribe' } as never;
    vi.stubGlobal('document', { documentElement: { lang: 'es' } });
    await apiClient.call(endpoint, { body: {} } as never);
    expect(new Headers(sent.mock.lastCall?.[1]?.headers).get('accept-language')).toBe('es');

    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    await apiClient.call(endpoint, { body: {} } as never);
    expect(new Headers(sent.mock.lastCall?.[1]?.headers).get('accept-language')).toBe('en');
    vi.stubGlobal('document', undefined);
  });

  it("takes an admin to set up a second factor in the page's language, once", () => {
    at('/es/posts');
    apiClient.takeToSecondFactorSetup();
    expect(browser.location.assign).toHaveBeenCalledWith('/es/dashboard?tab=security');
    browser.location.assign.mockClear();
    at('/es/dashboard', '?tab=security');
    apiClient.takeToSecondFactorSetup();
    at('/dashboard', '?tab=security');
    apiClient.takeToSecondFactorSetup();
    expect(browser.location.assign).not.toHaveBeenCalled();
  });
});
