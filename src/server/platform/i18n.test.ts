import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_MESSAGES } from '#contracts/posts.constants.ts';
import { users } from '../db/schema.ts';
import { createActor, createActors } from '../test/actors.ts';
import { createTestApp, injectors, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
let actors: Awaited<ReturnType<typeof createActors>>;
const { inject, as } = injectors(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ environment: { SIGN_IN_FAILURES_PER_ACCOUNT_AND_IP: '2' } });
  actors = await createActors(testApp.app);
});
afterAll(() => testApp.close());

/** A 404 the server throws itself (`HttpError`), asked for in a language. */
const missingUser = (language?: string) =>
  inject({
    method: 'GET',
    url: `/api/user/${randomUUID()}`,
    headers: language === undefined ? {} : { 'accept-language': language },
  });

/** A 400 of a contract's zod schema, asked for in a language. */
const badLimit = (language: string) =>
  inject({
    method: 'GET',
    url: '/api/post/getposts?limit=abc',
    headers: { 'accept-language': language },
  });

describe('the language of API errors', () => {
  it.each([
    ['ar', 'المستخدم غير موجود', 'ar'],
    ['es', 'No se encontró el usuario', 'es'],
    ['es-MX', 'No se encontró el usuario', 'es'],
    ['fr-CA,fr;q=0.9', 'Utilisateur introuvable', 'fr'],
    ['sw', 'Mtumiaji hakupatikana', 'sw'],
    ['de;q=1, ar;q=0.3, fr;q=0.8', 'Utilisateur introuvable', 'fr'],
    ['en-GB, ar;q=0.9', 'User not found', 'en'],
    ['*', 'User not found', 'en'],
    ['de, ja', 'User not found', 'en'],
  ])('answers Accept-Language %s in its language', async (language, message, contentLanguage) => {
    const response = await missingUser(language);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, statusCode: 404, message });
    expect(response.headers['content-language']).toBe(contentLanguage);
    expect(response.headers.vary).toContain('accept-language');
  });

  it('answers a client that names no language in the English it always had', async () => {
    const response = await missingUser();
    expect(response.json()).toEqual({ success: false, statusCode: 404, message: 'User not found' });
    expect(response.headers['content-language']).toBe('en');
  });

  it('translates a contract validation error, in Arabic', async () => {
    expect((await badLimit('ar')).json()).toEqual({
      success: false,
      statusCode: 400,
      message: 'يجب أن تكون قيمة limit رقمًا',
    });
    expect((await badLimit('*')).json().message).toBe('limit must be a number');
  });

  it('fills the placeholders of a message whose English carries a number, with the plural rules of the language', async () => {
    const longTitle = {
      method: 'POST' as const,
      url: '/api/post/create',
      payload: { title: 'x'.repeat(201), content: '<p>Text</p>' },
    };
    const english = await as(actors.publisher, longTitle);
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe(POST_MESSAGES.titleTooLong);
    const arabic = await as(actors.publisher, {
      ...longTitle,
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.json().message).toBe('يجب ألا يتجاوز العنوان 200 حرف');
    const swahili = await as(actors.publisher, {
      ...longTitle,
      headers: { 'accept-language': 'sw' },
    });
    expect(swahili.json().message).toBe('Kichwa kisizidi herufi 200');
  });

  it('translates a refusal for the role, and keeps what the client acts on', async () => {
    const response = await as(actors.user, {
      method: 'POST',
      url: '/api/post/create',
      payload: { title: 'Mine', content: '<p>Text</p>' },
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Solo los editores y los administradores pueden crear publicaciones',
    );
  });

  it('translates a refusal to a visitor, in Arabic', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/post/create',
      payload: { title: 'Mine', content: '<p>Text</p>' },
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('يجب عليك تسجيل الدخول لإنشاء مقال');
  });
});

describe('the language of messages with values of their own', () => {
  const signIn = (username: string, password: string, language: string) =>
    inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: username, password },
      headers: { 'accept-language': language },
    });

  it("tells a banned member why and until when in their language, the admin's reason as written", async () => {
    const member = await createActor(testApp.app, 'user', 'banned-reader', { password: 'secret1' });
    const ban = (banReason: string | null, banExpiresAt: Date | null) =>
      testApp.app.db
        .update(users)
        .set({ isBanned: true, banReason, banExpiresAt })
        .where(eq(users.id, member.id));

    await ban('Spam', new Date('2099-03-01T10:30:00Z'));
    const english = await signIn(member.username, 'secret1', '*');
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toBe(
      'Your account has been banned until Mar 1, 2099, 10:30 AM UTC. Reason: Spam',
    );
    const spanish = await signIn(member.username, 'secret1', 'es-ES');
    expect(spanish.json().message).toMatch(
      /^Tu cuenta ha sido suspendida hasta el 1 mar 2099, 10:30 UTC\. Motivo: Spam$/,
    );

    await ban(null, null);
    const arabic = await signIn(member.username, 'secret1', 'ar');
    expect(arabic.json().message).toBe('تم حظر حسابك نهائيًا. السبب: مخالفة شروط الخدمة');
  });

  it('counts the wait before another try with the plural rules of the language', async () => {
    await createActor(testApp.app, 'user', 'forgetful-reader', { password: 'secret1' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await signIn('forgetful-reader', 'wrong-password', 'fr')).statusCode).toBe(401);
    }
    const french = await signIn('forgetful-reader', 'wrong-password', 'fr');
    expect(french.statusCode).toBe(429);
    expect(french.json().message).toMatch(
      /^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/,
    );
    const arabic = await signIn('forgetful-reader', 'wrong-password', 'ar');
    expect(arabic.json().message).toMatch(/^محاولات كثيرة جدًا\. يُرجى المحاولة مرة أخرى بعد /);
    const english = await signIn('forgetful-reader', 'wrong-password', '*');
    expect(english.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ minute\(s\)\.$/,
    );
  });
});
