import { eq, sql } from 'drizzle-orm';
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

/** Refuses (409) a username or e-mail already taken by another account. */
export async function assertAccountFieldsFree(
  services: Reads,
  fields: { username?: string; email?: string },
  exceptUserId?: string,
) {
  if (fields.username) {
    const owner = await findUserByUsername(services, fields.username);
    if (owner && owner.id !== exceptUserId) throw conflict('Username is already taken');
  }
  if (fields.email) {
    const owner = await findUserByEmail(services, fields.email);
    if (owner && owner.id !== exceptUserId) throw conflict('Email is already registered');
  }
}
