import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateUserSchema } from '#contracts/users.ts';
import type { Transaction } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { conflict } from '../../platform/errors.ts';
import { changedFields, logIfModeration } from '../../platform/moderation-log.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Services } from '../../platform/services.ts';
import { endAllSessions } from './end-all-sessions.ts';
import { assertAccountFieldsFree, type UserRow } from './find-user.ts';
import { sendVerificationMail } from './verification-mail.ts';

/**
 * Applies the changed fields only. A new e-mail address must be verified again; a new password
 * ends every session, live connections and push subscriptions included (the caller gets a
 * fresh token). An admin's change to someone else's account is logged with it (the names of
 * the fields, never their values).
 */
export async function updateUser(
  services: Pick<Services, 'db' | 'events' | 'mailer' | 'config' | 'log'>,
  actor: Viewer,
  current: UserRow,
  changes: z.output<typeof updateUserSchema>,
): Promise<UserRow> {
  const userId = current.id;
  const isNewEmail =
    changes.email !== undefined && changes.email.toLowerCase() !== current.email.toLowerCase();
  await assertAccountFieldsFree(services, changes, userId);

  const values: Partial<typeof users.$inferInsert> = {};
  if (changes.username !== undefined) values.username = changes.username;
  if (changes.email !== undefined) values.email = changes.email;
  if (isNewEmail) values.verified = false;
  if (changes.dateOfBirth !== undefined) values.dateOfBirth = changes.dateOfBirth;
  if (changes.profilePicture !== undefined) values.profilePicture = changes.profilePicture;
  if (changes.bio !== undefined) values.bio = changes.bio;
  if (changes.password !== undefined) values.passwordHash = await hashPassword(changes.password);

  let updated: UserRow | undefined;
  try {
    const logChange = async (tx: Transaction) => {
      const target = { type: 'user', id: userId } as const;
      const details = { fields: changedFields(changes) };
      await logIfModeration(tx, actor, userId, 'user.update', target, details);
    };
    updated =
      changes.password === undefined
        ? await services.db.transaction(async (tx) => {
            const [row] = await tx
              .update(users)
              .set(values)
              .where(eq(users.id, userId))
              .returning();
            await logChange(tx);
            return row;
          })
        : await endAllSessions(services, userId, values, logChange);
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint?.includes('username')) throw conflict('Username is already taken');
    if (constraint?.includes('email')) throw conflict('Email is already registered');
    throw error;
  }
  await services.events.emit('user.updated', { userId });
  if (isNewEmail) await sendVerificationMail(services, updated!);
  return updated!;
}
