import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createActors } from '../../test/actors.ts';
import { createTestApp, injectors, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let actors: Awaited<ReturnType<typeof createActors>>;
const { as } = injectors(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp();
  actors = await createActors(testApp.app);
});
afterAll(() => testApp.close());

describe('GET /api/site/locales', () => {
  it.each(['visitor', 'user', 'admin'] as const)(
    'tells a %s the shipped languages, each named in itself with its direction',
    async (who) => {
      const response = await as(actors[who], { method: 'GET', url: '/api/site/locales' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        locales: [
          { code: 'en', name: 'English', direction: 'ltr' },
          { code: 'es', name: 'Español', direction: 'ltr' },
          { code: 'fr', name: 'Français', direction: 'ltr' },
          { code: 'ar', name: 'العربية', direction: 'rtl' },
          { code: 'sw', name: 'Kiswahili', direction: 'ltr' },
        ],
        defaultLocale: 'en',
      });
    },
  );
});

describe('DEFAULT_LOCALE', () => {
  it("is the installation's language in the answer, and leaves the API's errors in English for a client that asks for none", async () => {
    const arabicSite = await createTestApp({ environment: { DEFAULT_LOCALE: 'ar' } });
    try {
      const locales = await arabicSite.app.inject({ method: 'GET', url: '/api/site/locales' });
      expect(locales.json().defaultLocale).toBe('ar');
      const missing = await arabicSite.app.inject({
        method: 'GET',
        url: '/api/user/00000000-0000-4000-8000-000000000000',
      });
      expect(missing.json().message).toBe('User not found');
    } finally {
      await arabicSite.close();
    }
  });

  it('refuses to start with a language Hearth does not ship', () => {
    expect(() => loadConfig({ DEFAULT_LOCALE: 'de' })).toThrow(
      /^Invalid configuration: DEFAULT_LOCALE must be one of en, es, fr, ar, sw/,
    );
  });
});
