import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import type { AdjustableClock } from '../../platform/clock.ts';
import { networkOf, summarizeUserAgent } from '../../platform/sessions.ts';
import { createActor, sessionToken, type Actor } from '../../test/actors.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const { testApp, actors, inject, as } = testFileApp({
  environment: { AUTH_RATE_LIMIT_PER_IP: '1000' },
});

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PASSWORD = 'a long enough password';

interface ListedSession {
  _id: string;
  device: string;
  browser: string;
  network: string;
  createdAt: string;
  lastUsedAt: string;
  isCurrent: boolean;
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function listOf(caller: { headers: object }): Promise<ListedSession[]> {
  const response = await as(caller, { method: 'GET', url: '/api/user/sessions' });
  expect(response.statusCode).toBe(200);
  return response.json().sessions;
}

/** A member with a password, signed in through the API from the given device and address. */
async function signIn(email: string, userAgent: string, remoteAddress: string) {
  const response = await inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password: PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return bearer(response.json().token as string);
}

async function memberWithPassword(name: string) {
  const member = await createActor(testApp.app, 'user', name, { password: PASSWORD });
  return member;
}

const isSignedIn = async (caller: { headers: object }) =>
  (await as(caller, { method: 'HEAD', url: '/api/user/validate-token' })).statusCode;

describe('the list of signed-in devices', () => {
  it('names each sign-in by device, browser and network, never the address, and marks this one', async () => {
    const member = await memberWithPassword('traveller');
    const laptop = await signIn(member.email, FIREFOX_ON_WINDOWS, '203.0.113.77');
    const phone = await signIn(member.email, SAFARI_ON_IPHONE, '2001:db8:1:2:3:4:5:6');

    const seenFromPhone = await listOf(phone);
    const mine = seenFromPhone.filter((session) => session.device !== 'Test device');
    expect(mine).toHaveLength(2);
    expect(mine.find((session) => session.isCurrent)).toMatchObject({
      device: 'iPhone',
      browser: 'Safari',
      network: '2001:db8:1:2::/64',
    });
    expect(mine.find((session) => !session.isCurrent)).toMatchObject({
      device: 'Windows PC',
      browser: 'Firefox',
      network: '203.0.113.0/24',
    });
    expect(JSON.stringify(seenFromPhone)).not.toContain('203.0.113.77');
    expect(JSON.stringify(seenFromPhone)).not.toContain(':5:6');
    expect((await listOf(laptop)).find((session) => session.isCurrent)?.device).toBe('Windows PC');
  });

  it('shows nobody else their sessions: each member lists their own only', async () => {
    const [own] = await listOf(actors.user);
    expect(own).toMatchObject({ isCurrent: true });
    for (const other of [actors.publisher, actors.admin]) {
      const ids = (await listOf(other)).map((session) => session._id);
      expect(ids).not.toContain(own!._id);
    }
    expect((await inject({ method: 'GET', url: '/api/user/sessions' })).statusCode).toBe(401);
  });

  it('notes when a session was last used at most once a minute, not on every request', async () => {
    const member = await createActor(testApp.app, 'user');
    const clock = testApp.app.services.clock as AdjustableClock;
    const [before] = await listOf(member);
    await isSignedIn(member);
    await isSignedIn(member);
    const [soon] = await listOf(member);
    expect(soon!.lastUsedAt).toBe(before!.lastUsedAt);

    clock.advance(61_000);
    try {
      await isSignedIn(member);
      const [later] = await listOf(member);
      expect(new Date(later!.lastUsedAt).getTime()).toBeGreaterThan(
        new Date(before!.lastUsedAt).getTime() + 60_000,
      );
    } finally {
      clock.advance(-61_000);
    }
  });

  it('keeps the same session when its token is renewed', async () => {
    const member = await createActor(testApp.app, 'user');
    const renewed = await as(member, { method: 'GET', url: '/api/user/refresh-token/data' });
    expect(renewed.statusCode).toBe(200);
    const listed = await listOf(bearer(renewed.json().token as string));
    expect(listed).toHaveLength(1);
    expect(listed[0]!.isCurrent).toBe(true);
    expect(await isSignedIn(member)).toBe(200);
  });

  it('is emptied by signing out, which ends every session of the account', async () => {
    const member = await createActor(testApp.app, 'user');
    const second = bearer(await sessionToken(testApp.app, { id: member.id, tokenVersion: 0 }));
    expect(await listOf(second)).toHaveLength(2);
    expect((await as(member, { method: 'POST', url: '/api/user/signout' })).statusCode).toBe(200);
    expect(await isSignedIn(second)).toBe(401);
    const left = await testApp.app.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(left).toEqual([]);
  });
});

describe('signing a device out', () => {
  async function twoDevices(): Promise<{ member: Actor; other: { headers: object }; id: string }> {
    const member = await createActor(testApp.app, 'user');
    const other = bearer(await sessionToken(testApp.app, { id: member.id, tokenVersion: 0 }));
    const id = (await listOf(member)).find((session) => !session.isCurrent)!._id;
    return { member, other, id };
  }

  it("ends that device's session only: its token is refused, this one goes on", async () => {
    const { member, other, id } = await twoDevices();
    const response = await as(member, { method: 'DELETE', url: `/api/user/sessions/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'That device has been signed out' });
    expect(await isSignedIn(other)).toBe(401);
    expect((await as(other, { method: 'GET', url: '/api/user/sessions' })).json().message).toBe(
      'Your session has expired. Please sign in again.',
    );
    expect(await isSignedIn(member)).toBe(200);
    expect((await listOf(member)).map((session) => session._id)).not.toContain(id);
  });

  it.each([
    ['another member', 'user'],
    ['a publisher', 'publisher'],
    ['an admin', 'admin'],
  ] as const)(
    "cannot be done by %s: another's session is not found, and goes on",
    async (_who, role) => {
      const { other, id } = await twoDevices();
      const stranger = await createActor(testApp.app, role);
      const response = await as(stranger, { method: 'DELETE', url: `/api/user/sessions/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('That session was not found');
      expect(await isSignedIn(other)).toBe(200);
    },
  );

  it('is refused to a visitor (401) and a malformed id (400)', async () => {
    const { other, id } = await twoDevices();
    expect((await inject({ method: 'DELETE', url: `/api/user/sessions/${id}` })).statusCode).toBe(
      401,
    );
    expect(
      (await as(actors.user, { method: 'DELETE', url: '/api/user/sessions/nope' })).statusCode,
    ).toBe(400);
    expect(await isSignedIn(other)).toBe(200);
  });

  it('signs out every other device of the caller, and nobody else', async () => {
    const { member, other } = await twoDevices();
    const third = bearer(await sessionToken(testApp.app, { id: member.id, tokenVersion: 0 }));
    const response = await as(member, {
      method: 'POST',
      url: '/api/user/sessions/sign-out-others',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, signedOut: 2 });
    expect(await isSignedIn(other)).toBe(401);
    expect(await isSignedIn(third)).toBe(401);
    expect(await isSignedIn(member)).toBe(200);
    expect(await isSignedIn(actors.user)).toBe(200);
    expect(await listOf(member)).toHaveLength(1);
  });
});

describe('tokens', () => {
  it('refuses a token that names no session (signed before sessions were recorded)', async () => {
    const secret = new TextEncoder().encode(testApp.app.jwtSecret);
    const legacy = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(actors.user.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
      .sign(secret);
    expect(await isSignedIn(bearer(legacy))).toBe(401);
  });

  it("refuses a token naming another member's session", async () => {
    const [session] = await listOf(actors.publisher);
    const secret = new TextEncoder().encode(testApp.app.jwtSecret);
    const forged = await new SignJWT({ ver: 0, sid: session!._id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(actors.user.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
      .sign(secret);
    expect(await isSignedIn(bearer(forged))).toBe(401);
  });
});

describe('client summaries', () => {
  it.each([
    ['198.51.100.23', '198.51.100.0/24'],
    ['::ffff:198.51.100.23', '198.51.100.0/24'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd:12::/64'],
    ['not an address', 'unknown'],
  ])('shortens %s to its network %s', (address, network) => {
    expect(networkOf(address)).toBe(network);
  });

  it.each([
    [FIREFOX_ON_WINDOWS, 'Windows PC', 'Firefox'],
    [SAFARI_ON_IPHONE, 'iPhone', 'Safari'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'Android phone',
      'Chrome',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      'Mac',
      'Edge',
    ],
    ['curl/8.5.0', 'Unknown device', 'Other app'],
    [undefined, 'Unknown device', 'Unknown app'],
  ])('names %s as %s with %s', (userAgent, device, browser) => {
    expect(summarizeUserAgent(userAgent)).toEqual({ device, browser });
  });
});
