import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authChallenges, userTotp } from '../../db/schema.ts';
import type { AdjustableClock } from '../../platform/clock.ts';
import { createActor, sessionToken, type Actor } from '../../test/actors.ts';
import { injectors } from '../../test/test-app.ts';
import { blockTestApp } from '../../test/test-file-app.ts';
import { TestAuthenticator } from '../../test/webauthn-authenticator.ts';

const testApp = blockTestApp({ environment: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
const { inject, as } = injectors(() => testApp);
const PASSWORD = 'correct horse battery';
afterEach(() => vi.useRealTimers());

/** A member with a password, signed in with a token as the actors are. */
async function member(): Promise<Actor> {
  const actor = await createActor(testApp.app, 'user', undefined, { password: PASSWORD });
  return actor;
}

const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

/** Turns the authenticator app on; answers its key and the recovery codes. */
async function withTotp(actor: Actor) {
  const setup = await as(actor, { method: 'POST', url: '/api/auth/second-factor/totp' });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  // A code of the step before: the sign-in tests use the current one.
  const confirm = await as(actor, {
    method: 'POST',
    url: '/api/auth/second-factor/totp/confirm',
    payload: { code: codeAt(secret, Date.now() - 30_000) },
  });
  expect(confirm.statusCode).toBe(200);
  return { secret: secret as string, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

const signIn = (actor: Actor, remoteAddress = '203.0.113.10') =>
  inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: actor.username, password: PASSWORD },
    remoteAddress,
  });

const passkeySignIn = (passkey: object) =>
  inject({ method: 'POST', url: '/api/auth/signin/passkey', payload: { passkey } });
const secondFactor = (payload: object, remoteAddress = '203.0.113.10') =>
  inject({ method: 'POST', url: '/api/auth/signin/second-factor', payload, remoteAddress });

async function ticketFor(actor: Actor, remoteAddress?: string): Promise<string> {
  const response = await signIn(actor, remoteAddress);
  expect(response.statusCode).toBe(200);
  return response.json().secondFactor.ticket;
}

describe('an account without a second factor', () => {
  it('signs in with its password alone, as before', async () => {
    const actor = await member();
    const response = await signIn(actor);
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));
    expect(response.json().secondFactor).toBeUndefined();
    expect(String(response.headers['set-cookie'])).toContain('access_token=');
  });
});

describe('setting up an authenticator app', () => {
  it('shows a key as a QR code and as text, and is not on until a first valid code', async () => {
    const actor = await member();
    const setup = await as(actor, { method: 'POST', url: '/api/auth/second-factor/totp' });
    expect(setup.statusCode).toBe(200);
    const body = setup.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Hearth:/);
    expect(body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    const status = await as(actor, { method: 'GET', url: '/api/auth/second-factor' });
    expect(status.json()).toMatchObject({ totp: false, recoveryCodesLeft: 0, passkeys: [] });
    expect((await signIn(actor)).json().token).toEqual(expect.any(String));

    const wrong = await as(actor, {
      method: 'POST',
      url: '/api/auth/second-factor/totp/confirm',
      payload: { code: '000000' === codeAt(body.secret) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/not valid/);

    const confirm = await as(actor, {
      method: 'POST',
      url: '/api/auth/second-factor/totp/confirm',
      payload: { code: codeAt(body.secret) },
    });
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const after = await as(actor, { method: 'GET', url: '/api/auth/second-factor' });
    expect(after.json()).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
  });

  it('keeps the key sealed and the recovery codes hashed', async () => {
    const actor = await member();
    const { secret, recoveryCodes } = await withTotp(actor);
    const [row] = await testApp.app.db.select().from(userTotp).where(eq(userTotp.userId, actor.id));
    expect(row!.sealedSecret).not.toContain(secret);
    const stored = JSON.stringify(
      await testApp.app.db.query.userRecoveryCodes.findMany({
        where: (codes, { eq: is }) => is(codes.userId, actor.id),
      }),
    );
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });

  it('refuses a second setup while the app is on, and visitors', async () => {
    const actor = await member();
    await withTotp(actor);
    const again = await as(actor, { method: 'POST', url: '/api/auth/second-factor/totp' });
    expect(again.statusCode).toBe(409);
    for (const [method, url] of [
      ['GET', '/api/auth/second-factor'],
      ['POST', '/api/auth/second-factor/totp'],
      ['POST', '/api/auth/second-factor/passkeys/options'],
    ] as const) {
      expect((await inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('signing in with a second factor', () => {
  it('answers a ticket and no session, then the code starts the session as sign-in does', async () => {
    const actor = await member();
    const { secret } = await withTotp(actor);
    const first = await signIn(actor);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: expect.any(String),
      secondFactor: { methods: ['totp', 'recovery-code'], ticket: expect.any(String) },
    });
    expect(first.headers['set-cookie']).toBeUndefined();

    const done = await secondFactor({
      ticket: first.json().secondFactor.ticket,
      code: codeAt(secret),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ _id: actor.id, username: actor.username, success: true });
    expect(String(done.headers['set-cookie'])).toContain('access_token=');
    const me = await inject({
      method: 'GET',
      url: '/api/user/refresh-token/data',
      headers: { authorization: `Bearer ${done.json().token}` },
    });
    expect(me.json()._id).toBe(actor.id);
  });

  it('refuses a wrong code, then the ticket a second time, and an app code used already', async () => {
    const actor = await member();
    const { secret } = await withTotp(actor);
    const ticket = await ticketFor(actor);
    const wrong = await secondFactor({ ticket, code: '12345' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/not valid/);
    const code = codeAt(secret);
    expect((await secondFactor({ ticket, code })).statusCode).toBe(200);
    const replayed = await secondFactor({ ticket, code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toMatch(/expired or was already used/);
    // The same app code on a new ticket: each code opens once.
    const again = await secondFactor({ ticket: await ticketFor(actor), code });
    expect(again.statusCode).toBe(401);
  });

  it('takes each recovery code once, in any case and with or without its dash', async () => {
    const actor = await member();
    const { recoveryCodes } = await withTotp(actor);
    const [code] = recoveryCodes;
    const typed = code!.toUpperCase().replace('-', ' ');
    expect((await secondFactor({ ticket: await ticketFor(actor), code: typed })).statusCode).toBe(
      200,
    );
    const replay = await secondFactor({ ticket: await ticketFor(actor), code: code! });
    expect(replay.statusCode).toBe(401);
    const status = await as(actor, { method: 'GET', url: '/api/auth/second-factor' });
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it('lets a ticket live 5 minutes', async () => {
    const actor = await member();
    const { recoveryCodes } = await withTotp(actor);
    const ticket = await ticketFor(actor);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const late = await secondFactor({ ticket, code: recoveryCodes[0]! });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/expired/);
  });

  it('binds a ticket to its account: another account’s code does not open it', async () => {
    const owner = await member();
    const other = await member();
    await withTotp(owner);
    const { recoveryCodes } = await withTotp(other);
    const ticket = await ticketFor(owner);
    expect((await secondFactor({ ticket, code: recoveryCodes[0]! })).statusCode).toBe(401);
  });

  it('voids a ticket after 5 wrong codes', async () => {
    const actor = await member();
    const { recoveryCodes } = await withTotp(actor);
    const ticket = await ticketFor(actor, '203.0.113.50');
    for (let i = 0; i < 5; i++) {
      expect((await secondFactor({ ticket, code: 'wrong-code' }, '203.0.113.50')).statusCode).toBe(
        401,
      );
    }
    const rows = await testApp.app.db.select().from(authChallenges);
    expect(rows.some((row) => row.userId === actor.id && row.purpose === 'sign-in')).toBe(false);
    const late = await secondFactor({ ticket, code: recoveryCodes[0]! }, '203.0.113.50');
    expect(late.json().message).toMatch(/expired or was already used/);
  });

  it('limits wrong codes per account and address without locking the owner out elsewhere', async () => {
    const actor = await member();
    const { recoveryCodes } = await withTotp(actor);
    const attacker = '198.51.100.7';
    let answer = 0;
    for (let i = 0; i < 8 && answer !== 429; i++) {
      const ticket = await ticketFor(actor, attacker);
      answer = (await secondFactor({ ticket, code: 'wrong-code' }, attacker)).statusCode;
    }
    expect(answer).toBe(429);
    const owner = '192.0.2.44';
    const done = await secondFactor(
      { ticket: await ticketFor(actor, owner), code: recoveryCodes[0]! },
      owner,
    );
    expect(done.statusCode).toBe(200);
  });

  it('validates the request', async () => {
    expect((await secondFactor({ code: '123456' })).statusCode).toBe(400);
    expect((await secondFactor({ ticket: 'x' })).statusCode).toBe(400);
    expect((await secondFactor({ ticket: 'no-such-ticket', code: '123456' })).statusCode).toBe(401);
  });
});

describe('recovery codes and turning the app off', () => {
  it('makes new recovery codes, which replace the old', async () => {
    const actor = await member();
    const { recoveryCodes } = await withTotp(actor);
    const renewed = await as(actor, {
      method: 'POST',
      url: '/api/auth/second-factor/recovery-codes',
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    const old = await secondFactor({ ticket: await ticketFor(actor), code: recoveryCodes[1]! });
    expect(old.statusCode).toBe(401);
    const fresh = await secondFactor({
      ticket: await ticketFor(actor),
      code: renewed.json().recoveryCodes[0],
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('turns the app off, and the account signs in with its password again', async () => {
    const actor = await member();
    await withTotp(actor);
    const off = await as(actor, { method: 'DELETE', url: '/api/auth/second-factor/totp' });
    expect(off.statusCode).toBe(200);
    const status = await as(actor, { method: 'GET', url: '/api/auth/second-factor' });
    expect(status.json()).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    expect((await signIn(actor)).json().token).toEqual(expect.any(String));
  });
});

/**
 * Sudo mode (issue 36 point 2): turning the app off and replacing the recovery codes, as a new
 * password does, need a sign-in or second factor on this session within 10 minutes, or the
 * current password or a current code in the request.
 */
describe('proof of presence for the second factor', () => {
  const REAUTHENTICATION = {
    success: false,
    statusCode: 403,
    code: 'reauthentication_required',
    message: 'Please confirm it is you: enter your current password, or sign in again.',
  };
  const ACTIONS: [string, 'POST' | 'DELETE', string][] = [
    ['turning the app off', 'DELETE', '/api/auth/second-factor/totp'],
    ['making new recovery codes', 'POST', '/api/auth/second-factor/recovery-codes'],
  ];
  const ELEVEN_MINUTES_AGO = () => new Date(Date.now() - 11 * 60_000);

  /** A member with the app on, and a session whose last proof is 11 minutes old. */
  async function staleMember() {
    const actor = await member();
    const factors = await withTotp(actor);
    const token = await sessionToken(
      testApp.app,
      { id: actor.id, tokenVersion: 0 },
      { provenAt: ELEVEN_MINUTES_AGO() },
    );
    return { actor, ...factors, stale: { headers: { authorization: `Bearer ${token}` } } };
  }

  const statusOf = async (actor: Actor) =>
    (await as(actor, { method: 'GET', url: '/api/auth/second-factor' })).json();

  it.each(ACTIONS)(
    '%s from a session proven 11 minutes ago is 403 reauthentication_required, and nothing changes',
    async (_what, method, url) => {
      const { actor, stale } = await staleMember();
      for (const payload of [undefined, {}]) {
        const response = await as(stale, { method, url, payload });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(REAUTHENTICATION);
      }
      expect(await statusOf(actor)).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
    },
  );

  it.each(ACTIONS)('%s with the current password', async (_what, method, url) => {
    const { stale } = await staleMember();
    const response = await as(stale, { method, url, payload: { currentPassword: PASSWORD } });
    expect(response.statusCode).toBe(200);
  });

  it.each(ACTIONS)('%s with a code of the app', async (_what, method, url) => {
    const { stale, secret } = await staleMember();
    const response = await as(stale, { method, url, payload: { code: codeAt(secret) } });
    expect(response.statusCode).toBe(200);
  });

  it.each(ACTIONS)('%s with a recovery code, used up by it', async (_what, method, url) => {
    const { actor, stale, recoveryCodes } = await staleMember();
    const response = await as(stale, { method, url, payload: { code: recoveryCodes[0] } });
    expect(response.statusCode).toBe(200);
    if (method === 'DELETE') expect(await statusOf(actor)).toMatchObject({ totp: false });
  });

  it.each(ACTIONS)(
    '%s with a wrong password or code is 403 reauthentication_required, told which',
    async (_what, method, url) => {
      const { actor, stale } = await staleMember();
      const password = await as(stale, { method, url, payload: { currentPassword: 'a guess' } });
      expect(password.statusCode).toBe(403);
      expect(password.json()).toMatchObject({
        code: 'reauthentication_required',
        message: 'Your current password is not correct',
      });
      const code = await as(stale, { method, url, payload: { code: '000000' } });
      expect(code.statusCode).toBe(403);
      expect(code.json()).toMatchObject({
        code: 'reauthentication_required',
        message: expect.stringMatching(/code is not valid/),
      });
      // A wrong password is not excused by a fresh session either.
      const fresh = await as(actor, { method, url, payload: { currentPassword: 'a guess' } });
      expect(fresh.statusCode).toBe(403);
      expect(await statusOf(actor)).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
    },
  );

  it('takes a code given on the session as a proof for the next 10 minutes (a step-up)', async () => {
    const { actor, stale, secret } = await staleMember();
    const renewed = await as(stale, {
      method: 'POST',
      url: '/api/auth/second-factor/recovery-codes',
      payload: { code: codeAt(secret) },
    });
    expect(renewed.statusCode).toBe(200);
    const off = await as(stale, { method: 'DELETE', url: '/api/auth/second-factor/totp' });
    expect(off.statusCode).toBe(200);
    expect(await statusOf(actor)).toMatchObject({ totp: false });
  });

  it('takes a code at confirm-presence as a proof, as the password (the web asks there)', async () => {
    const { actor, stale, recoveryCodes } = await staleMember();
    const url = '/api/auth/confirm-presence';
    const wrong = await as(stale, { method: 'POST', url, payload: { code: 'not-a-code' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('reauthentication_required');
    const confirmed = await as(stale, { method: 'POST', url, payload: { code: recoveryCodes[0] } });
    expect(confirmed.statusCode).toBe(200);
    expect(new Date(confirmed.json().provenUntil).getTime()).toBeGreaterThan(
      Date.now() + 9 * 60_000,
    );
    const off = await as(stale, { method: 'DELETE', url: '/api/auth/second-factor/totp' });
    expect(off.statusCode).toBe(200);
    expect(await statusOf(actor)).toMatchObject({ totp: false });
  });

  it('takes a sign-in finished with a second factor as a proof, for 10 minutes', async () => {
    const { secret, actor } = await staleMember();
    const done = await secondFactor({ ticket: await ticketFor(actor), code: codeAt(secret) });
    expect(done.statusCode).toBe(200);
    const session = { headers: { authorization: `Bearer ${done.json().token}` } };
    const clock = testApp.app.services.clock as AdjustableClock;
    clock.advance(11 * 60_000);
    try {
      const late = await as(session, {
        method: 'POST',
        url: '/api/auth/second-factor/recovery-codes',
      });
      expect(late.statusCode).toBe(403);
      expect(late.json().code).toBe('reauthentication_required');
    } finally {
      clock.advance(-11 * 60_000);
    }
    const renewed = await as(session, {
      method: 'POST',
      url: '/api/auth/second-factor/recovery-codes',
    });
    expect(renewed.statusCode).toBe(200);
  });

  it('counts wrong passwords and codes there with failed sign-ins (429)', async () => {
    for (const guess of [
      (i: number) => ({ currentPassword: `guess ${i}` }),
      () => ({ code: '000000' }),
    ]) {
      const { stale } = await staleMember();
      let status = 0;
      for (let i = 0; i < 8 && status !== 429; i++) {
        status = (
          await as(stale, {
            method: 'DELETE',
            url: '/api/auth/second-factor/totp',
            payload: guess(i),
            remoteAddress: '198.51.100.99',
          })
        ).statusCode;
      }
      expect(status).toBe(429);
    }
  });
});

describe('passkeys', () => {
  const origin = () => testApp.config.publicUrl;

  async function addPasskey(actor: Actor, authenticator: TestAuthenticator, name = 'Laptop') {
    const options = await as(actor, {
      method: 'POST',
      url: '/api/auth/second-factor/passkeys/options',
    });
    expect(options.statusCode).toBe(200);
    const passkey = await authenticator.register(options.json().options);
    return as(actor, {
      method: 'POST',
      url: '/api/auth/second-factor/passkeys',
      payload: { name, passkey },
    });
  }

  it('registers named passkeys; the first comes with recovery codes', async () => {
    const actor = await member();
    const authenticator = new TestAuthenticator(origin());
    const first = await addPasskey(actor, authenticator, 'Laptop');
    expect(first.statusCode).toBe(201);
    expect(first.json().recoveryCodes).toHaveLength(10);
    const second = await addPasskey(actor, new TestAuthenticator(origin()), 'Phone');
    expect(second.statusCode).toBe(201);
    expect(second.json().recoveryCodes).toEqual([]);
    const status = await as(actor, { method: 'GET', url: '/api/auth/second-factor' });
    expect(status.json().passkeys.map((p: { name: string }) => p.name)).toEqual([
      'Laptop',
      'Phone',
    ]);
  });

  it('refuses an answer to a challenge it did not give, or given to someone else', async () => {
    const actor = await member();
    const other = await member();
    const options = await as(other, {
      method: 'POST',
      url: '/api/auth/second-factor/passkeys/options',
    });
    const passkey = await new TestAuthenticator(origin()).register(options.json().options);
    const stolen = await as(actor, {
      method: 'POST',
      url: '/api/auth/second-factor/passkeys',
      payload: { name: 'Mine', passkey },
    });
    expect(stolen.statusCode).toBe(400);
    const elsewhere = await new TestAuthenticator('https://evil.example').register(
      (await as(actor, { method: 'POST', url: '/api/auth/second-factor/passkeys/options' })).json()
        .options,
    );
    const wrongOrigin = await as(actor, {
      method: 'POST',
      url: '/api/auth/second-factor/passkeys',
      payload: { name: 'Evil', passkey: elsewhere },
    });
    expect(wrongOrigin.statusCode).toBe(400);
    const unnamed = await as(actor, {
      method: 'POST',
      url: '/api/auth/second-factor/passkeys',
      payload: { name: ' ', passkey },
    });
    expect(unnamed.statusCode).toBe(400);
  });

  it('finishes a sign-in with a passkey as the second step', async () => {
    const actor = await member();
    const authenticator = new TestAuthenticator(origin(), { userVerified: false });
    await addPasskey(actor, authenticator);
    const first = await signIn(actor);
    expect(first.json().secondFactor.methods).toEqual(['passkey', 'recovery-code']);
    const { ticket } = first.json().secondFactor;
    const options = await inject({
      method: 'POST',
      url: '/api/auth/signin/second-factor/options',
      payload: { ticket },
    });
    expect(options.statusCode).toBe(200);
    expect(options.json().options.allowCredentials).toHaveLength(1);
    const passkey = await authenticator.assert(options.json().options);
    const done = await secondFactor({ ticket, passkey });
    expect(done.statusCode).toBe(200);
    expect(done.json()._id).toBe(actor.id);
    expect((await secondFactor({ ticket, passkey })).statusCode).toBe(401);
  });

  it('signs in with a passkey alone, with no username, once per challenge', async () => {
    const actor = await member();
    const authenticator = new TestAuthenticator(origin());
    await addPasskey(actor, authenticator);
    const options = await inject({ method: 'POST', url: '/api/auth/passkey/options' });
    expect(options.statusCode).toBe(200);
    expect(options.json().options.allowCredentials ?? []).toEqual([]);
    const passkey = await authenticator.assert(options.json().options);
    const done = await passkeySignIn(passkey);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ _id: actor.id, token: expect.any(String) });
    expect(String(done.headers['set-cookie'])).toContain('access_token=');
    const replay = await passkeySignIn(passkey);
    expect(replay.statusCode).toBe(401);
  });

  it('does not sign in alone with a passkey that did not verify its user', async () => {
    const actor = await member();
    const authenticator = new TestAuthenticator(origin(), { userVerified: false });
    await addPasskey(actor, authenticator);
    const options = await inject({ method: 'POST', url: '/api/auth/passkey/options' });
    const passkey = await authenticator.assert(options.json().options);
    const done = await passkeySignIn(passkey);
    expect(done.statusCode).toBe(401);
  });

  it('removes a passkey with a recent proof of presence, or the password; another member cannot touch it', async () => {
    const actor = await member();
    const other = await member();
    await addPasskey(actor, new TestAuthenticator(origin()));
    const [{ id }] = (await as(actor, { method: 'GET', url: '/api/auth/second-factor' })).json()
      .passkeys;
    const url = `/api/auth/second-factor/passkeys/${id}`;
    const theirs = await as(other, { method: 'DELETE', url });
    expect(theirs.statusCode).toBe(404);
    const stale = await sessionToken(
      testApp.app,
      { id: actor.id, tokenVersion: 0 },
      { provenAt: new Date(Date.now() - 11 * 60_000) },
    );
    const late = await as(
      { headers: { authorization: `Bearer ${stale}` } },
      { method: 'DELETE', url },
    );
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('reauthentication_required');
    const withPassword = await as(
      { headers: { authorization: `Bearer ${stale}` } },
      { method: 'DELETE', url, payload: { currentPassword: PASSWORD } },
    );
    expect(withPassword.statusCode).toBe(200);
    await addPasskey(actor, new TestAuthenticator(origin()));
    const [second] = (await as(actor, { method: 'GET', url: '/api/auth/second-factor' })).json()
      .passkeys;
    // A fresh sign-in removes one with nothing more.
    const removed = await as(actor, {
      method: 'DELETE',
      url: `/api/auth/second-factor/passkeys/${second.id}`,
    });
    expect(removed.statusCode).toBe(200);
    const status = await as(actor, { method: 'GET', url: '/api/auth/second-factor' });
    expect(status.json()).toMatchObject({ passkeys: [], recoveryCodesLeft: 0 });
    expect((await signIn(actor)).json().token).toEqual(expect.any(String));
  });
});
