import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { resetSecondFactor } from '../../second-factor-reset.ts';
import { createActor } from '../../test/actors.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

let database: TestDatabase;
afterAll(() => database?.drop());

describe('npm run second-factor:reset', () => {
  it('removes an admin’s every factor and ends their sessions, so the password signs in again', async () => {
    database = await createTestDatabase({ onDisk: true });
    const environment = { ADMIN_SECOND_FACTOR: 'required' };
    const before = await createTestApp({ database, environment });
    const admin = await createActor(before.app, 'admin', 'locked_out');
    await before.app.db
      .update(users)
      .set({ passwordHash: await hashPassword('admin password') })
      .where(eq(users.id, admin.id));
    const setup = await before.app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/totp',
      headers: admin.headers,
    });
    await before.app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/totp/confirm',
      headers: admin.headers,
      payload: { code: new TOTP({ secret: Secret.fromBase32(setup.json().secret) }).generate() },
    });
    const signIn = () => ({
      method: 'POST' as const,
      url: '/api/auth/signin',
      payload: { email: 'locked_out', password: 'admin password' },
    });
    expect((await before.app.inject(signIn())).json().secondFactor).toBeDefined();
    const config = before.config;
    await before.close();

    expect(await resetSecondFactor(config, 'nobody-here')).toMatchObject({ ok: false });
    const outcome = await resetSecondFactor(config, 'locked_out@example.org');
    expect(outcome).toMatchObject({ ok: true, message: expect.stringContaining('locked_out') });

    const after = await createTestApp({ database, environment });
    try {
      const old = await after.app.inject({
        method: 'GET',
        url: '/api/user/refresh-token/data',
        headers: admin.headers,
      });
      expect(old.statusCode).toBe(401);
      const signedIn = await after.app.inject(signIn());
      expect(signedIn.json().token).toEqual(expect.any(String));
      // Still required: the admin is taken to set a factor up before any admin page.
      const users = await after.app.inject({
        method: 'GET',
        url: '/api/user/getusers',
        headers: { authorization: `Bearer ${signedIn.json().token}` },
      });
      expect(users.json().code).toBe('second_factor_required');
    } finally {
      await after.close();
    }
  }, 90_000);

  it('says how to use it when no account is named', () => {
    let status = 0;
    let stderr = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'src/server/second-factor-reset.ts'], {
        stdio: 'pipe',
      });
    } catch (error) {
      ({ status } = error as { status: number });
      stderr = String((error as { stderr: Buffer }).stderr);
    }
    expect(status).toBe(2);
    expect(stderr).toContain('Usage: npm run second-factor:reset -- <username or e-mail>');
  });
});
