import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      });
    },
  );
});
