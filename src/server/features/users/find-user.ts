import { and, eq, gt, or, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

export type UserRow = typeof users.$inferSelect;

type Reads = Pick<Services, 'db'>;

export async function findUserById({ db }: Reads, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function getUserById(services: Reads, id: string): Promise<UserRow> {
  const user = await findUserById(services, id);
  if (!user) throw notFound('User not found');
  return user;
}

/** Case-insensitive, as usernames are unique regardless of case. */
export async function findUserByUsername({ db }: Reads, username: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return user;
}

/** The profile a username names, or 404. */
export async function getUserByUsername(services: Reads, username: string): Promise<UserRow> {
  const user = await findUserByUsername(services, username);
  if (!user) throw notFound('User not found');
  return user;
}

export async function findUserByEmail({ db }: Reads, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}

/**
 * Whether an address is spoken for: some account's address, or the one an account changed away
 * from while its owner may still undo the change (which gives it back).
 */
export async function isEmailSpokenFor({ db }: Reads, email: string, now: Date) {
  const address = email.toLowerCase();
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.email})`, address),
        and(eq(sql`lower(${users.previousEmail})`, address), gt(users.previousEmailUntil, now)),
      ),
    )
    .limit(1);
  return holder !== undefined;
}

/** The account that changed away from this address and may still take it back, if any. */
export async function findUserByPreviousEmail({ db }: Reads, email: string, now: Date) {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.previousEmail})`, email.toLowerCase()),
        gt(users.previousEmailUntil, now),
      ),
    )
    .limit(1);
  return user;
}

/**
 * Refuses (409) a username already taken by another account. Usernames are public; e-mail
 * addresses are never answered about (a new one waits for its confirmation instead).
 */
export async function assertUsernameFree(services: Reads, username: string, exceptUserId: string) {
  const owner = await findUserByUsername(services, username);
  if (owner && owner.id !== exceptUserId) throw conflict('Username is already taken');
}
