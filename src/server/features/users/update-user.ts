import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { updateUserSchema } from '#contracts/users.ts';
import { users } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { conflict } from '../../platform/errors.ts';
import { changedFields, isModeration, logModeration } from '../../platform/moderation-log.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { sendVerificationMail } from '../auth/verification-mail.ts';
import { assertAccountFieldsFree, getUserById, type UserRow } from './find-user.ts';

/**
 * Applies the changed fields only. A new e-mail address must be verified again; a new password
 * ends every other session (the caller gets a fresh token). An admin's change to someone else's
 * account is logged with it (the names of the fields, never their values).
 */
export async function updateUser(
  app: FastifyInstance,
  userId: string,
  changes: z.output<typeof updateUserSchema>,
  actor: Viewer,
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
  if (changes.password !== undefined) {
    values.passwordHash = await hashPassword(changes.password);
    values.tokenVersion = sql`${users.tokenVersion} + 1` as unknown as number;
  }

  let updated: UserRow | undefined;
  try {
    updated = await app.db.transaction(async (tx) => {
      const [row] = await tx.update(users).set(values).where(eq(users.id, userId)).returning();
      if (isModeration(actor, userId)) {
        await logModeration(
          tx,
          actor,
          'user.update',
          { type: 'user', id: userId },
          { fields: changedFields(changes) },
        );
      }
      return row;
    });
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint?.includes('username')) throw conflict('Username is already taken');
    if (constraint?.includes('email')) throw conflict('Email is already registered');
    throw error;
  }
  if (isNewEmail) await sendVerificationMail(app, updated!);
  return { user: updated!, passwordChanged: changes.password !== undefined };
}
