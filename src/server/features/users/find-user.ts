import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { conflict, notFound } from '../../platform/errors.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function getUserById(db: Database, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw notFound('User not found');
  return user;
}

/** Case-insensitive, as usernames are unique regardless of case. */
export async function findUserByUsername(db: Database, username: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return user;
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}

/** Which of username and e-mail are already taken by another account. */
export async function assertAccountFieldsFree(
  db: Database,
  fields: { username?: string; email?: string },
  exceptUserId?: string,
) {
  if (fields.username) {
    const owner = await findUserByUsername(db, fields.username);
    if (owner && owner.id !== exceptUserId) throw conflict('Username is already taken');
  }
  if (fields.email) {
    const owner = await findUserByEmail(db, fields.email);
    if (owner && owner.id !== exceptUserId) throw conflict('Email is already registered');
  }
}
