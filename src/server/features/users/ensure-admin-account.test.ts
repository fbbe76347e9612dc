import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { currentToken } from '../../test/session-endings.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureAdminAccount } from './ensure-admin-account.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('first admin from the environment', () => {
  it('creates the admin, then updates it on the next start', async () => {
    const { app } = testApp;
    const { db } = app;
    const first = await ensureAdminAccount(app.services, {
      username: 'Operator',
      email: 'ops@example.org',
      password: 'first-password',
    });
    expect(first.created).toBe(true);

    const again = await ensureAdminAccount(app.services, {
      username: 'Operator',
      email: 'OPS@example.org',
      password: 'second-password',
    });
    expect(again).toEqual({ id: first.id, created: false });

    const [admin] = await db.select().from(users).where(eq(users.id, first.id));
    expect(admin).toMatchObject({ isAdmin: true, verified: true });
    expect(await verifyPassword(admin!.passwordHash!, 'second-password')).toBe(true);
    expect(await verifyPassword(admin!.passwordHash!, 'first-password')).toBe(false);
    expect(await db.$count(users)).toBe(1);
  });
});

describe('a new ADMIN_PASSWORD', () => {
  const session = async (token: string) =>
    (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/user/refresh-token/data',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;
  const admin = { username: 'Keeper', email: 'keeper@example.org', password: 'old-password' };

  it('ends the sessions opened with the old one; a restart with the same one ends none', async () => {
    const { id } = await ensureAdminAccount(testApp.app.services, admin);
    const before = await currentToken(testApp.app, id);

    await ensureAdminAccount(testApp.app.services, admin);
    expect(await session(before)).toBe(200);

    await ensureAdminAccount(testApp.app.services, { ...admin, password: 'new-password' });
    expect(await session(before)).toBe(401);
  });
});
