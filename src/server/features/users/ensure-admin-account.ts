import { eq, or, sql } from 'drizzle-orm';
import type { AdminAccount } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../platform/passwords.ts';

/**
 * Creates or updates the operator's admin account from ADMIN_USERNAME, ADMIN_EMAIL and
 * ADMIN_PASSWORD: this is how a new installation gets its first admin.
 */
export async function ensureAdminAccount(db: Database, admin: AdminAccount) {
  const passwordHash = await hashPassword(admin.password);
  const [existing] = await db
    .select({ id: users.id })
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
    await db.update(users).set(fields).where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [created] = await db.insert(users).values(fields).returning({ id: users.id });
  return { id: created!.id, created: true };
}
