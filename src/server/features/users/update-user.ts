import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { updateUserSchema } from '#contracts/users.ts';
import { users } from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { conflict } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { sendVerificationMail } from '../auth/verification-mail.ts';
import { endAllSessions } from './end-all-sessions.ts';
import { assertAccountFieldsFree, getUserById, type UserRow } from './find-user.ts';

/**
 * Applies the changed fields only. A new e-mail address must be verified again; a new password
 * ends every session, live connections and push subscriptions included (the caller gets a
 * fresh token).
 */
export async function updateUser(
  app: FastifyInstance,
  userId: string,
  changes: z.output<typeof updateUserSchema>,
): Promise<{ user: UserRow; passwordChanged: boolean }> {
  const current = await getUserById(app.db, userId);
  const isNewEmail =
    changes.email !== undefined && changes.email.toLowerCase() !== current.email.toLowerCase();
  await assertAccountFieldsFree(app.db, changes, userId);

  const values: Partial<typeof users.$inferInsert> = {};
  if (changes.username !== undefined) values.username = changes.username;
  if (changes.email !== undefined) values.email = changes.email;
  if (isNewEmail) values.verified = false;
  if (changes.dateOfBirth !== undefined) values.dateOfBirth = changes.dateOfBirth;
  if (changes.profilePicture !== undefined) values.profilePicture = changes.profilePicture;
  if (changes.password !== undefined) values.passwordHash = await hashPassword(changes.password);

  let updated: UserRow | undefined;
  try {
    [updated] =
      changes.password === undefined
        ? await app.db.update(users).set(values).where(eq(users.id, userId)).returning()
        : [await endAllSessions(app, userId, values)];
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint?.includes('username')) throw conflict('Username is already taken');
    if (constraint?.includes('email')) throw conflict('Email is already registered');
    throw error;
  }
  if (isNewEmail) await sendVerificationMail(app, updated!);
  return { user: updated!, passwordChanged: changes.password !== undefined };
}
