import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

export type UserRow = typeof users.$inferSelect;

type Reads = Pick<Services, 'db'>;

/** The first account `where` picks, if any. */
async function findUserWhere({ db }: Reads, where: SQL | undefined): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(where).limit(1);
  return user;
}

/** `column` equals `value`, regardless of case. */
const sameLowerCase = (column: AnyPgColumn, value: string) =>
  eq(sql`lower(${column})`, value.toLowerCase());

export const findUserById = (services: Reads, id: string) =>
  findUserWhere(services, eq(users.id, id));

/** The account, or 404. */
function found(user: UserRow | undefined): UserRow {
  if (!user) throw notFound('User not found');
  return user;
}

export const getUserById = async (services: Reads, id: string) =>
  found(await findUserById(services, id));

/** Case-insensitive, as usernames are unique regardless of case. */
export const findUserByUsername = (services: Reads, username: string) =>
  findUserWhere(services, sameLowerCase(users.username, username));

/** The profile a username names, or 404. */
export const getUserByUsername = async (services: Reads, username: string) =>
  found(await findUserByUsername(services, username));

export const findUserByEmail = (services: Reads, email: string) =>
  findUserWhere(services, sameLowerCase(users.email, email));

/**
 * Whether an address is spoken for: some account's address, or the one an account changed away
 * from while its owner may still undo the change (which gives it back).
 */
export async function isEmailSpokenFor({ db }: Reads, email: string, now: Date) {
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        sameLowerCase(users.email, email),
        and(sameLowerCase(users.previousEmail, email), gt(users.previousEmailUntil, now)),
      ),
    )
    .limit(1);
  return holder !== undefined;
}

/** The account that changed away from this address and may still take it back, if any. */
export const findUserByPreviousEmail = (services: Reads, email: string, now: Date) =>
  findUserWhere(
    services,
    and(sameLowerCase(users.previousEmail, email), gt(users.previousEmailUntil, now)),
  );

/**
 * Refuses (409) a username already taken by another account. Usernames are public; e-mail
 * addresses are never answered about (a new one waits for its confirmation instead).
 */
export async function assertUsernameFree(services: Reads, username: string, exceptUserId: string) {
  const owner = await findUserByUsername(services, username);
  if (owner && owner.id !== exceptUserId) throw conflict('Username is already taken');
}
