import { describe, expect, it } from 'vitest';
import { UNSUPPORTED_LOCALE } from '#contracts/i18n/locales.ts';
import { createActor, nonOwners } from '../../test/actors.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const { testApp, actors, inject, as } = testFileApp();

const setLocale = (
  actor: { headers: object },
  userId: string,
  locale: unknown,
  headers: Record<string, string> = {},
) => as(actor, { method: 'PUT', url: `/api/user/update/${userId}`, payload: { locale }, headers });

describe("a user's interface language (`locale`)", () => {
  it('is null until the member chooses, and the member may choose and forget it', async () => {
    const owner = await createActor(testApp.app, 'user', 'polyglot', { password: 'secret1' });
    const own = await as(owner, { method: 'GET', url: `/api/user/${owner.id}` });
    expect(own.json().locale).toBeNull();

    const chosen = await setLocale(owner, owner.id, 'ar');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ locale: 'ar', token: expect.any(String) });
    const reread = await as(owner, { method: 'GET', url: `/api/user/${owner.id}` });
    expect(reread.json().locale).toBe('ar');
    const signIn = await inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'polyglot', password: 'secret1' },
    });
    expect(signIn.json().locale).toBe('ar');

    const forgotten = await setLocale(owner, owner.id, null);
    expect(forgotten.statusCode).toBe(200);
    expect(forgotten.json().locale).toBeNull();
  });

  it('is not shown to other people', async () => {
    const owner = await createActor(testApp.app, 'user');
    await setLocale(owner, owner.id, 'sw');
    for (const viewer of [actors.visitor, actors.user]) {
      const seen = await as(viewer, { method: 'GET', url: `/api/user/${owner.id}` });
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).not.toHaveProperty('locale');
    }
  });

  it.each(['de', 'es-MX', 'EN', '', 7])(
    'refuses %j with the languages Hearth speaks',
    async (locale) => {
      const response = await setLocale(actors.user, actors.user.id, locale);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(UNSUPPORTED_LOCALE);
      expect(UNSUPPORTED_LOCALE).toBe(
        'Choose one of the languages Hearth speaks: en, es, fr, ar, sw',
      );
    },
  );

  it('refuses an unknown language in the language the client asks for', async () => {
    const arabic = await setLocale(actors.user, actors.user.id, 'de', { 'accept-language': 'ar' });
    expect(arabic.json().message).toBe('اختر إحدى اللغات التي يتحدثها Hearth: en, es, fr, ar, sw');
    const spanish = await setLocale(actors.user, actors.user.id, 'de', { 'accept-language': 'es' });
    expect(spanish.json().message).toBe(
      'Elige uno de los idiomas que habla Hearth: en, es, fr, ar, sw',
    );
  });

  it("lets no one else change a member's language but an admin", async () => {
    const owner = await createActor(testApp.app, 'user');
    for (const [actor, status] of nonOwners(actors)) {
      expect((await setLocale(actor, owner.id, 'fr')).statusCode).toBe(status);
    }
    const byAdmin = await setLocale(actors.admin, owner.id, 'fr');
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ locale: 'fr' });
    expect(byAdmin.json()).not.toHaveProperty('token');
    const own = await as(owner, { method: 'GET', url: `/api/user/${owner.id}` });
    expect(own.json().locale).toBe('fr');
  });
});
