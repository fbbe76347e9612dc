import { eq, or, sql } from 'drizzle-orm';
import type { AdminAccount } from '../../config.ts';
import { users } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { Services } from '../../platform/services.ts';
import { endAllSessions } from './end-all-sessions.ts';

/**
 * Creates or updates the operator's admin account from ADMIN_USERNAME, ADMIN_EMAIL and
 * ADMIN_PASSWORD: this is how a new installation gets its first admin. A changed password ends
 * the sessions opened with the old one, as any new password does.
 */
export async function ensureAdminAccount(
  services: Pick<Services, 'db' | 'events'>,
  admin: AdminAccount,
) {
  const { db, events } = services;
  const passwordHash = await hashPassword(admin.password);
  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, admin.username.toLowerCase()),
        eq(sql`lower(${users.email})`, admin.email.toLowerCase()),
      ),
    )
    .limit(1);

  const fields = {
    username: admin.username,
    email: admin.email,
    passwordHash,
    isAdmin: true,
    verified: true,
    isBanned: false,
    banReason: null,
    banExpiresAt: null,
  };
  if (existing) {
    const isNewPassword =
      !existing.passwordHash || !(await verifyPassword(existing.passwordHash, admin.password));
    if (isNewPassword) await endAllSessions(services, existing.id, fields);
    else await db.update(users).set(fields).where(eq(users.id, existing.id));
    await events.emit('user.updated', { userId: existing.id });
    return { id: existing.id, created: false };
  }
  const [created] = await db.insert(users).values(fields).returning({ id: users.id });
  await events.emit('user.signed-up', { userId: created!.id });
  return { id: created!.id, created: true };
}
