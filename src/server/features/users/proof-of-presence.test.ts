import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import type { AdjustableClock } from '../../platform/clock.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { createActor, sessionToken } from '../../test/actors.ts';
import { createTestApp, injectors, type TestApp } from '../../test/test-app.ts';

/**
 * Sudo mode (finding 2): a session alone cannot change the e-mail or the password or delete the
 * account; the current password, or a sign-in on this session within 10 minutes, must come with it.
 */

let testApp: TestApp;
const { inject, as } = injectors(() => testApp);
const PASSWORD = 'the owner knows this';
const ELEVEN_MINUTES_AGO = () => new Date(Date.now() - 11 * 60_000);

const REAUTHENTICATION = {
  success: false,
  statusCode: 403,
  code: 'reauthentication_required',
  message: 'Please confirm it is you: enter your current password, or sign in again.',
};

beforeAll(async () => {
  testApp = await createTestApp({ environment: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
});
afterAll(() => testApp.close());

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** A member with a password; `session` is a token whose last proof is 11 minutes old. */
async function member(role: 'user' | 'admin' = 'user') {
  const actor = await createActor(testApp.app, role, undefined, { password: PASSWORD });
  const stale = await sessionToken(
    testApp.app,
    { id: actor.id, tokenVersion: 0 },
    { provenAt: ELEVEN_MINUTES_AGO() },
  );
  return { ...actor, stale: bearer(stale) };
}

const emailOf = async (id: string) =>
  (await testApp.app.db.select().from(users).where(eq(users.id, id)))[0]!;

const SENSITIVE: [string, (id: string) => { method: 'PUT' | 'DELETE'; payload?: object }][] = [
  ['a new e-mail', () => ({ method: 'PUT', payload: { email: 'elsewhere@example.net' } })],
  ['a new password', () => ({ method: 'PUT', payload: { password: 'taken over' } })],
  ['deleting the account', () => ({ method: 'DELETE' })],
];
const urlOf = (method: 'PUT' | 'DELETE', id: string) =>
  method === 'PUT' ? `/api/user/update/${id}` : `/api/user/delete/${id}`;

describe('a session alone', () => {
  it.each(SENSITIVE)(
    'cannot make %s: 403 reauthentication_required, and nothing changes',
    async (_what, request) => {
      const owner = await member();
      const before = await emailOf(owner.id);
      const { method, payload } = request(owner.id);
      const response = await as(owner.stale, { method, url: urlOf(method, owner.id), payload });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REAUTHENTICATION);
      const after = await emailOf(owner.id);
      expect(after).toMatchObject({
        email: before.email,
        pendingEmail: null,
        passwordHash: before.passwordHash,
      });
      expect(
        (await as(owner.stale, { method: 'HEAD', url: '/api/user/validate-token' })).statusCode,
      ).toBe(200);
    },
  );

  it.each(SENSITIVE)('can make %s with the current password', async (_what, request) => {
    const owner = await member();
    const { method, payload } = request(owner.id);
    const response = await as(owner.stale, {
      method,
      url: urlOf(method, owner.id),
      payload: { ...payload, currentPassword: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it.each(SENSITIVE)(
    'cannot make %s with a wrong current password (told so, same code)',
    async (_what, request) => {
      const owner = await member();
      const { method, payload } = request(owner.id);
      const response = await as(owner.stale, {
        method,
        url: urlOf(method, owner.id),
        payload: { ...payload, currentPassword: 'a guess' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'reauthentication_required',
        message: 'Your current password is not correct',
      });
    },
  );

  it('still changes what cannot take the account over (username, bio, birth date)', async () => {
    const owner = await member();
    const response = await as(owner.stale, {
      method: 'PUT',
      url: `/api/user/update/${owner.id}`,
      payload: { username: `${owner.username}_2`, bio: 'Hello', dateOfBirth: '1985-05-05' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('guesses the current password no faster than the sign-in form: 429 after the limit', async () => {
    const owner = await member();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await as(owner.stale, {
        method: 'POST',
        url: '/api/auth/confirm-presence',
        payload: { currentPassword: `guess ${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('a recent proof of presence', () => {
  it('is a sign-in within the last 10 minutes, as the spec client does it', async () => {
    const owner = await member();
    const clock = testApp.app.services.clock as AdjustableClock;
    const signIn = await inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: owner.email, password: PASSWORD },
    });
    const session = bearer(signIn.json().token as string);
    const changed = await as(session, {
      method: 'PUT',
      url: `/api/user/update/${owner.id}`,
      payload: { password: 'a second password' },
    });
    expect(changed.statusCode).toBe(200);

    // The new password's session carries that proof on, and no further.
    const next = bearer(changed.json().token as string);
    clock.advance(11 * 60_000);
    try {
      const late = await as(next, {
        method: 'PUT',
        url: `/api/user/update/${owner.id}`,
        payload: { password: 'a third password' },
      });
      expect(late.statusCode).toBe(403);
      expect(late.json().code).toBe('reauthentication_required');
    } finally {
      clock.advance(-11 * 60_000);
    }
  });

  it('is the password confirmed on this session, for the next 10 minutes', async () => {
    const owner = await member();
    const confirmed = await as(owner.stale, {
      method: 'POST',
      url: '/api/auth/confirm-presence',
      payload: { currentPassword: PASSWORD },
    });
    expect(confirmed.statusCode).toBe(200);
    const until = new Date(confirmed.json().provenUntil as string).getTime();
    expect(until).toBeGreaterThan(Date.now() + 9 * 60_000);
    const deleted = await as(owner.stale, {
      method: 'DELETE',
      url: `/api/user/delete/${owner.id}`,
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('counts for its own session only', async () => {
    const owner = await member();
    const fresh = bearer(await sessionToken(testApp.app, { id: owner.id, tokenVersion: 0 }));
    expect((await as(fresh, { method: 'HEAD', url: '/api/user/validate-token' })).statusCode).toBe(
      200,
    );
    const response = await as(owner.stale, {
      method: 'PUT',
      url: `/api/user/update/${owner.id}`,
      payload: { password: 'taken over' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('is refused to a visitor and a wrong body', async () => {
    const visitor = await inject({
      method: 'POST',
      url: '/api/auth/confirm-presence',
      payload: { currentPassword: PASSWORD },
    });
    expect(visitor.statusCode).toBe(401);
    const owner = await member();
    const empty = await as(owner.stale, {
      method: 'POST',
      url: '/api/auth/confirm-presence',
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter your current password');
  });
});

describe("an admin acting on a member's account", () => {
  it.each(SENSITIVE)("needs the admin's own recent proof for %s", async (_what, request) => {
    const admin = await member('admin');
    const target = await member();
    const memberPassword = 'the member knows this';
    await testApp.app.db
      .update(users)
      .set({ passwordHash: await hashPassword(memberPassword) })
      .where(eq(users.id, target.id));
    const { method, payload } = request(target.id);
    const url = urlOf(method, target.id);

    const stale = await as(admin.stale, { method, url, payload });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('reauthentication_required');
    // The member's password proves nothing about the admin.
    const withTheirs = await as(admin.stale, {
      method,
      url,
      payload: { ...payload, currentPassword: memberPassword },
    });
    expect(withTheirs.statusCode).toBe(403);

    const withOwn = await as(admin.stale, {
      method,
      url,
      payload: { ...payload, currentPassword: PASSWORD },
    });
    expect(withOwn.statusCode).toBe(200);
  });

  it('is not needed for what cannot take the account over', async () => {
    const admin = await member('admin');
    const target = await member();
    const response = await as(admin.stale, {
      method: 'PUT',
      url: `/api/user/update/${target.id}`,
      payload: { dateOfBirth: '1970-01-01' },
    });
    expect(response.statusCode).toBe(200);
  });
});
