import { eq } from 'drizzle-orm';
import { isAuthor } from '#contracts/policies/actor.ts';
import type { NewAccountLimits } from '../config.ts';
import type { Database, Transaction } from '../db/client.ts';
import { users } from '../db/schema.ts';

const HOUR = 3_600_000;

/**
 * Whether the account has not earned trust yet: younger than `limits.hours` or unverified.
 * Admins (made by the operator) and publishers (vouched for by an admin) always have.
 */
export async function isNewAccount(
  db: Database | Transaction,
  limits: NewAccountLimits,
  userId: string,
  now = new Date(),
): Promise<boolean> {
  const [account] = await db
    .select({
      createdAt: users.createdAt,
      verified: users.verified,
      isAdmin: users.isAdmin,
      isPublisher: users.isPublisher,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account || isAuthor(account)) return false;
  return !account.verified || now.getTime() - account.createdAt.getTime() < limits.hours * HOUR;
}
