import { describe, expect, it } from 'vitest';
import { createActor, type Actor } from '../../test/actors.ts';
import { htmlPart, readOutbox, type OutboxMail } from '../../test/outbox.ts';
import { injectors } from '../../test/test-app.ts';
import { blockTestApp } from '../../test/test-file-app.ts';

/**
 * The mails of an account (verification, password reset, a change of address, a sign-up with a
 * registered address) go out in the account's language, or at sign-up in the language the
 * visitor signs up in; English, as before, when none was chosen.
 */

const testApp = blockTestApp({ environment: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
const { inject, as } = injectors(() => testApp);
const PASSWORD = 'the owner knows this';

async function owner(name: string, locale: string | null): Promise<Actor> {
  const actor = await createActor(testApp.app, 'user', name, { password: PASSWORD });
  if (locale) {
    const chosen = await as(actor, {
      method: 'PUT',
      url: `/api/user/update/${actor.id}`,
      payload: { locale },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    return { ...actor, headers: { authorization: `Bearer ${chosen.json().token}` } };
  }
  return actor;
}

const mailsTo = async (address: string) =>
  (await readOutbox(testApp)).filter((mail) => mail.to.includes(address));

async function onlyMail(address: string): Promise<OutboxMail> {
  const mails = await mailsTo(address);
  expect(mails.map((mail) => mail.subject)).toHaveLength(1);
  return mails[0]!;
}

const site = () => testApp.config.publicUrl;

const signUp = (
  username: string,
  headers: Record<string, string> = {},
  email = `${username}@example.org`,
) =>
  inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers,
    payload: {
      username,
      email,
      password: PASSWORD,
      dateOfBirth: '1990-01-01',
    },
  });

describe('the verification mail', () => {
  it('is in the language the visitor signs up in, its link to the page in that language', async () => {
    expect((await signUp('valentina', { 'accept-language': 'es-MX,es;q=0.9' })).statusCode).toBe(
      201,
    );
    const mail = await onlyMail('valentina@example.org');
    expect(mail.subject).toBe('Verifica tu dirección de correo para Hearth');
    expect(mail.text).toContain('Hola, valentina:');
    expect(mail.headers['content-language']).toBe('es');
    expect(mail.links[0]).toMatch(new RegExp(`^${site()}/es/users/[0-9a-f-]{36}/verify/`));
  });

  it('follows the language chosen from the menu (its cookie) before the browser’s', async () => {
    const answer = await signUp('karim', {
      'accept-language': 'en',
      cookie: 'hearth_locale=ar',
    });
    expect(answer.statusCode).toBe(201);
    const mail = await onlyMail('karim@example.org');
    expect(mail.subject).toBe('تحقّق من عنوان بريدك الإلكتروني على Hearth');
    expect(htmlPart(mail)).toContain('<html lang="ar" dir="rtl">');
  });

  it('is in English, as before, when the visitor names no language', async () => {
    expect((await signUp('winston')).statusCode).toBe(201);
    const mail = await onlyMail('winston@example.org');
    expect(mail.subject).toBe('Verify your e-mail address for Hearth');
    expect(mail.text).toContain(
      'Hello winston,\n\nPlease confirm your e-mail address by opening this link:\n',
    );
    expect(mail.links[0]).toMatch(new RegExp(`^${site()}/users/[0-9a-f-]{36}/verify/`));
  });
});

describe('the password reset mail', () => {
  const askReset = (email: string) =>
    inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });

  it("is in the account's Arabic, whatever language the request names", async () => {
    const member = await owner('layla', 'ar');
    await askReset(member.email);
    await expect.poll(async () => (await mailsTo(member.email)).length).toBe(1);
    const mail = await onlyMail(member.email);
    expect(mail.subject).toBe('أعد تعيين كلمة مرورك على Hearth');
    expect(mail.text).toContain('مرحبًا layla،');
    expect(htmlPart(mail)).toContain('<html lang="ar" dir="rtl">');
    expect(mail.links[0]).toMatch(new RegExp(`^${site()}/ar/reset-password/`));
  });

  it('is in English, as before, for an account with no language', async () => {
    const member = await owner('edmund', null);
    await askReset(member.email);
    await expect.poll(async () => (await mailsTo(member.email)).length).toBe(1);
    const mail = await onlyMail(member.email);
    expect(mail.subject).toBe('Reset your Hearth password');
    expect(mail.links[0]).toMatch(new RegExp(`^${site()}/reset-password/`));
  });
});

describe('a change of address', () => {
  const askFor = (actor: Actor, email: string) =>
    as(actor, { method: 'PUT', url: `/api/user/update/${actor.id}`, payload: { email } });

  it("asks the new address, and tells the former one, in the account's French", async () => {
    const member = await owner('amelie', 'fr');
    expect((await askFor(member, 'amelie-new@example.net')).statusCode).toBe(200);
    const ask = await onlyMail('amelie-new@example.net');
    expect(ask.subject).toBe('Confirmez votre nouvelle adresse e-mail pour Hearth');
    expect(ask.text).toContain('pour le compte Hearth «\u00a0amelie\u00a0»');
    const link = ask.links[0]!;
    expect(link).toMatch(new RegExp(`^${site()}/fr/users/[0-9a-f-]{36}/confirm-email/`));

    const path = new URL(link).pathname.replace(/^\/fr\/users/, '/api/auth');
    expect((await inject({ method: 'POST', url: path })).statusCode).toBe(200);
    const told = await onlyMail(member.email);
    expect(told.subject).toBe('L’adresse e-mail de votre compte Hearth a été modifiée');
    expect(told.text).toMatch(/Le lien est valable jusqu’au .*20\d\d.* UTC\./);
    expect(told.text).not.toMatch(/\b(AM|PM)\b/);
  });

  it("tells the owner of an address already in use in the owner's language", async () => {
    const holder = await owner('wanjiru', 'sw');
    const asker = await owner('otto', null);
    expect((await askFor(asker, holder.email)).statusCode).toBe(200);
    const notice = await onlyMail(holder.email);
    expect(notice.subject).toBe('Mtu fulani alijaribu kutumia anwani yako kwenye Hearth');
    expect(notice.links).toEqual([`${site()}/sw/sign-in`]);
  });

  it('is in English, as before, for an account with no language', async () => {
    const member = await owner('harold', null);
    expect((await askFor(member, 'harold-new@example.net')).statusCode).toBe(200);
    const ask = await onlyMail('harold-new@example.net');
    expect(ask.subject).toBe('Confirm your new e-mail address for Hearth');
    expect(ask.text).toContain('for the Hearth account "harold". To confirm it, open this link:');
  });
});

describe('the notice of a sign-up with a registered address', () => {
  it("is in the owner's language, not the language of who signed up", async () => {
    const holder = await owner('nadia', 'ar');
    const attempt = await signUp('someone_else', { 'accept-language': 'fr' }, holder.email);
    expect(attempt.statusCode).toBe(201);
    const notice = await onlyMail(holder.email);
    expect(notice.subject).toBe('حاول شخص ما التسجيل في Hearth بعنوانك');
    expect(notice.links).toEqual([`${site()}/ar/sign-in`, `${site()}/ar/request-password-reset`]);
  });

  it('is in English, as before, for an owner with no language', async () => {
    const holder = await owner('rupert', null);
    await signUp('rupert_again', {});
    const attempt = await signUp('rupert_twin', {}, holder.email);
    expect(attempt.statusCode).toBe(201);
    const notice = await onlyMail(holder.email);
    expect(notice.subject).toBe('Someone tried to sign up to Hearth with your address');
    expect(notice.links).toEqual([`${site()}/sign-in`, `${site()}/request-password-reset`]);
  });
});
