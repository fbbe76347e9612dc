import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publisherRequests, users } from '../../db/schema.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { readOutbox } from '../../test/outbox.ts';
import { createTestApp, injectors, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let admin: Actor;
const { as } = injectors(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createActor(testApp.app, 'admin');
});
afterAll(() => testApp.close());

const accountRow = async (id: string) =>
  (await testApp.app.db.select().from(users).where(eq(users.id, id)))[0];

/** A change to the target's profile (`PUT /api/user/update/{id}`) with the payload made for them. */
const profileChange =
  (payload: (target: Actor) => object) =>
  async (target: Actor): Promise<InjectOptions> => ({
    method: 'PUT',
    url: `/api/user/update/${target.id}`,
    payload: payload(target),
  });

/**
 * Every call an admin can make on someone's account. `call` may prepare the account first (an
 * unverified address, a ban, a pending publisher request) so that the call, if let through, would
 * change something.
 */
const accountCalls: [string, (target: Actor) => Promise<InjectOptions>][] = [
  ['set the password of', profileChange(() => ({ password: 'taken-over-1' }))],
  [
    'set the e-mail of',
    profileChange((target) => ({ email: `attacker-${target.username}@example.net` })),
  ],
  ['set the username of', profileChange((target) => ({ username: `${target.username}_x` }))],
  ['set the picture of', profileChange(() => ({ profilePicture: 'https://example.net/face.png' }))],
  ['set the birth date of', profileChange(() => ({ dateOfBirth: '1970-01-01' }))],
  ['delete', async (target) => ({ method: 'DELETE', url: `/api/user/delete/${target.id}` })],
  [
    'ban',
    async (target) => ({
      method: 'POST',
      url: '/api/user/ban',
      payload: { userId: target.id, duration: '1d' },
    }),
  ],
  [
    'unban',
    async (target) => {
      await testApp.app.db
        .update(users)
        .set({ isBanned: true, banReason: 'Set by the operator', banExpiresAt: new Date(4e12) })
        .where(eq(users.id, target.id));
      return { method: 'POST', url: `/api/user/unban/${target.id}` };
    },
  ],
  [
    'assign the publisher flag to',
    async (target) => ({
      method: 'PUT',
      url: '/api/user/update-role',
      payload: { userId: target.id, isPublisher: true },
    }),
  ],
  [
    'mail a verification link to',
    async (target) => {
      await testApp.app.db.update(users).set({ verified: false }).where(eq(users.id, target.id));
      return { method: 'POST', url: `/api/user/${target.id}/resend-verification` };
    },
  ],
  [
    'approve the old publisher request of',
    async (target) => {
      const [request] = await testApp.app.db
        .insert(publisherRequests)
        .values({ userId: target.id, reason: 'I asked while I was a regular user.' })
        .returning({ id: publisherRequests.id });
      return {
        method: 'PUT',
        url: '/api/user/publisher-requests/update',
        payload: { requestId: request!.id, status: 'approved' },
      };
    },
  ],
];

describe('admins are out of each other’s reach', () => {
  it.each(accountCalls)(
    'an admin cannot %s another admin (403, and nothing changes)',
    async (_name, call) => {
      const target = await createActor(testApp.app, 'admin');
      const options = await call(target);
      const before = await accountRow(target.id);
      const mailsBefore = (await readOutbox(testApp)).length;

      const response = await as(admin, options);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, statusCode: 403 });
      expect(response.json().message).toMatch(/admin/i);
      expect(await accountRow(target.id)).toEqual(before);
      expect(await readOutbox(testApp)).toHaveLength(mailsBefore);
    },
  );

  it.each(accountCalls)('an admin can still %s a regular user', async (_name, call) => {
    const target = await createActor(testApp.app, 'user');
    const response = await as(admin, await call(target));
    expect(response.statusCode).toBeLessThan(300);
  });

  it('an admin still changes their own account', async () => {
    const self = await createActor(testApp.app, 'admin');
    const response = await as(self, {
      method: 'PUT',
      url: `/api/user/update/${self.id}`,
      payload: { email: 'new-self@example.org', password: 'my-own-new-1', username: 'self_admin' },
    });
    expect(response.statusCode).toBe(200);
    // A new address waits for the link mailed to it (issue 36).
    expect(response.json()).toMatchObject({
      email: self.email,
      pendingEmail: 'new-self@example.org',
      username: 'self_admin',
    });
    expect(response.json().token).toMatch(/^ey/);
  });
});
