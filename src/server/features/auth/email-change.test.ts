import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { DELIVERY_WAIT, latestLink, readOutbox } from '../../test/outbox.ts';
import { injectors } from '../../test/test-app.ts';
import { blockTestApp } from '../../test/test-file-app.ts';

/**
 * A new e-mail address by confirmation (findings 2 and 8): it takes effect once the link mailed
 * to it is followed, the former address is told with a link that undoes the change, and the
 * profile answers alike whether or not an address is registered.
 */

const testApp = blockTestApp({ environment: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
const { inject, as } = injectors(() => testApp);
const PASSWORD = 'the owner knows this';

async function owner(name: string): Promise<Actor> {
  const actor = await createActor(testApp.app, 'user', name, { password: PASSWORD });
  return actor;
}

const account = async (id: string) =>
  (await testApp.app.db.select().from(users).where(eq(users.id, id)))[0]!;

const askFor = (actor: Actor, email: string) =>
  as(actor, { method: 'PUT', url: `/api/user/update/${actor.id}`, payload: { email } });

/** The API call a mailed page link (`/users/{id}/<kind>/{token}`) makes. */
const follow = (link: string) =>
  inject({ method: 'POST', url: `/api${new URL(link).pathname.replace(/^\/users/, '/auth')}` });

const signIn = (email: string, password = PASSWORD) =>
  inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });

const mailsTo = async (address: string) =>
  (await readOutbox(testApp)).filter((mail) => mail.to.includes(address));

describe('a new e-mail address', () => {
  it('waits, pending, for the link mailed to it; then the former address is told how to undo it', async () => {
    const member = await owner('migrant');
    const asked = await askFor(member, 'migrant-new@example.net');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      email: member.email,
      pendingEmail: 'migrant-new@example.net',
    });
    // Until it is confirmed the account keeps its address: the owner signs in with it.
    expect((await signIn(member.email)).statusCode).toBe(200);
    expect((await signIn('migrant-new@example.net')).statusCode).toBe(401);

    const confirmLink = await latestLink(testApp, 'migrant-new@example.net', '/confirm-email/');
    expect(confirmLink).toMatch(/\/users\/[0-9a-f-]{36}\/confirm-email\/[\w-]{20,}$/);
    const confirmed = await follow(confirmLink);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      success: true,
      message: 'Your e-mail address is now migrant-new@example.net',
    });
    expect(await account(member.id)).toMatchObject({
      email: 'migrant-new@example.net',
      pendingEmail: null,
      verified: true,
    });
    expect((await signIn('migrant-new@example.net')).statusCode).toBe(200);

    const [notice] = (await mailsTo(member.email)).filter((mail) =>
      mail.subject.includes('was changed'),
    );
    expect(notice!.text).toContain('migrant-new@example.net');
    expect(notice!.links.some((link) => link.includes('/undo-email-change/'))).toBe(true);
    // The session that asked goes on.
    expect((await as(member, { method: 'HEAD', url: '/api/user/validate-token' })).statusCode).toBe(
      200,
    );
  });

  it('can be undone from the former address: it comes back, every session ends, a reset link follows', async () => {
    const member = await owner('victim');
    await askFor(member, 'thief@example.net');
    await follow(await latestLink(testApp, 'thief@example.net', '/confirm-email/'));
    const thiefSession = await signIn('thief@example.net');
    expect(thiefSession.statusCode).toBe(200);

    const undoLink = await latestLink(testApp, member.email, '/undo-email-change/');
    const undone = await follow(undoLink);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().message).toContain('every device has been signed out');
    expect(await account(member.id)).toMatchObject({
      email: member.email,
      pendingEmail: null,
      previousEmail: null,
      verified: true,
    });
    for (const token of [member.token, thiefSession.json().token as string]) {
      const check = await inject({
        method: 'HEAD',
        url: '/api/user/validate-token',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(check.statusCode).toBe(401);
    }
    expect(await latestLink(testApp, member.email, '/reset-password/')).toContain(member.id);
    expect((await signIn('thief@example.net')).statusCode).toBe(401);

    const again = await follow(undoLink);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid or expired link');
  });

  it("leaves the owner's reset request for the former address a way back: the undo link", async () => {
    const member = await owner('forgetful');
    await askFor(member, 'forgetful-new@example.net');
    await follow(await latestLink(testApp, 'forgetful-new@example.net', '/confirm-email/'));
    const before = (await mailsTo(member.email)).length;

    const reset = await inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: member.email },
    });
    expect(reset.statusCode).toBe(200);
    // The mail is queued after the answer, as for any reset request.
    await vi.waitFor(async () => {
      const mails = (await mailsTo(member.email)).slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.links.some((link) => link.includes('/undo-email-change/'))).toBe(true);
    }, DELIVERY_WAIT);
    expect(
      (await follow(await latestLink(testApp, member.email, '/undo-email-change/'))).statusCode,
    ).toBe(200);
    expect((await account(member.id)).email).toBe(member.email);
  });

  it('keeps the former address for its owner while the change can be undone: a sign-up with it creates nothing', async () => {
    const member = await owner('mover2');
    await askFor(member, 'mover2-new@example.net');
    await follow(await latestLink(testApp, 'mover2-new@example.net', '/confirm-email/'));
    const signUp = await inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        username: 'squatter',
        email: member.email,
        password: 'squatter password',
        dateOfBirth: '1990-01-01',
      },
    });
    expect(signUp.statusCode).toBe(201);
    const [squatter] = await testApp.app.db
      .select()
      .from(users)
      .where(eq(users.username, 'squatter'));
    expect(squatter).toBeUndefined();
    expect(
      (await follow(await latestLink(testApp, member.email, '/undo-email-change/'))).statusCode,
    ).toBe(200);
  });

  it('refuses a used, expired, wrong or foreign confirmation link', async () => {
    const member = await owner('careful');
    await askFor(member, 'careful-new@example.net');
    const link = await latestLink(testApp, 'careful-new@example.net', '/confirm-email/');
    const stranger = await owner('stranger');
    const foreign = link.replace(member.id, stranger.id);
    expect((await follow(foreign)).statusCode).toBe(400);
    expect((await follow(link.replace(/[\w-]{20,}$/, 'x'.repeat(43)))).statusCode).toBe(400);

    await testApp.app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, member.id));
    const expired = await follow(link);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Invalid or expired confirmation link');
    expect((await account(member.id)).email).toBe(member.email);

    await askFor(member, 'careful-new@example.net');
    const fresh = await latestLink(testApp, 'careful-new@example.net', '/confirm-email/');
    expect((await follow(fresh)).statusCode).toBe(200);
    expect((await follow(fresh)).statusCode).toBe(400);
  });

  it('replaces an earlier pending address; asking for the current one drops it', async () => {
    const member = await owner('hesitant');
    await askFor(member, 'first-choice@example.net');
    const first = await latestLink(testApp, 'first-choice@example.net', '/confirm-email/');
    await askFor(member, 'second-choice@example.net');
    expect((await follow(first)).statusCode).toBe(400);
    const kept = await askFor(member, member.email);
    expect(kept.json()).toMatchObject({ email: member.email, pendingEmail: null });
    const second = await latestLink(testApp, 'second-choice@example.net', '/confirm-email/');
    expect((await follow(second)).statusCode).toBe(400);
  });
});

describe('the profile tells nobody which addresses are registered', () => {
  it('answers the same whether or not an address belongs to another account', async () => {
    const taken = await owner('holder');
    const asker = await owner('prober');
    const free = 'nobody-has-this@example.net';
    const onTaken = await askFor(asker, taken.email);
    const onFree = await askFor(asker, free);
    expect(onTaken.statusCode).toBe(200);
    expect(onFree.statusCode).toBe(200);
    const normalize = (body: string, address: string) =>
      JSON.parse(body.replaceAll(address, '<address>')) as Record<string, unknown>;
    const a = normalize(onTaken.body, taken.email);
    const b = normalize(onFree.body, free);
    delete a.token;
    delete b.token;
    expect(a).toEqual(b);

    // The holder is told someone tried; no confirmation link goes to their address.
    const toHolder = await mailsTo(taken.email);
    expect(toHolder.some((mail) => mail.subject.includes('tried to use your address'))).toBe(true);
    expect(toHolder.some((mail) => mail.links.some((l) => l.includes('/confirm-email/')))).toBe(
      false,
    );
    expect((await account(taken.id)).email).toBe(taken.email);
  });

  it('never answers 409 for an e-mail, in any letter case', async () => {
    const taken = await owner('holder2');
    const asker = await owner('prober2');
    const response = await askFor(asker, taken.email.toUpperCase());
    expect(response.statusCode).toBe(200);
  });
});
