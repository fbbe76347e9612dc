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
import { mailAddressInUseNotice, mailEmailChangeConfirmation } from './email-change-mail.ts';
import { endAllSessions } from './end-all-sessions.ts';
import { assertUsernameFree, isEmailSpokenFor, type UserRow } from './find-user.ts';

type Changes = z.output<typeof updateUserSchema>;

const isNewEmail = (current: UserRow, changes: Changes) =>
  changes.email !== undefined && changes.email.toLowerCase() !== current.email.toLowerCase();

/**
 * Whether the changes could take the account over (a new e-mail or password): those need recent
 * proof of presence (`assertRecentProof`) from whoever sends them.
 */
export const isSensitiveChange = (current: UserRow, changes: Changes) =>
  changes.password !== undefined || isNewEmail(current, changes);

/**
 * Applies the changed fields only. A new e-mail address is not applied: it waits as
 * `pendingEmail` for the link mailed to it (`confirm-email-change.ts`), and the answer is the
 * same whether or not another account holds it (that account's owner is told instead). A new
 * password ends every session, live connections and push subscriptions included (the caller
 * gets a fresh token). An admin's change to someone else's account is logged with it (the names
 * of the fields, never their values).
 */
export async function updateUser(
  services: Pick<Services, 'db' | 'events' | 'mailer' | 'config' | 'log' | 'clock'>,
  actor: Viewer,
  current: UserRow,
  changes: Changes,
): Promise<UserRow> {
  const userId = current.id;
  const newEmail = isNewEmail(current, changes) ? changes.email! : null;
  if (changes.username !== undefined) await assertUsernameFree(services, changes.username, userId);

  const values: Partial<typeof users.$inferInsert> = {};
  if (changes.username !== undefined) values.username = changes.username;
  // Asking again for the current address drops a pending change.
  if (changes.email !== undefined) values.pendingEmail = newEmail;
  if (changes.dateOfBirth !== undefined) values.dateOfBirth = changes.dateOfBirth;
  if (changes.profilePicture !== undefined) values.profilePicture = changes.profilePicture;
  if (changes.bio !== undefined) values.bio = changes.bio;
  if (changes.locale !== undefined) values.locale = changes.locale;
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
    throw error;
  }
  await services.events.emit('user.updated', { userId });
  if (newEmail) {
    if (await isEmailSpokenFor(services, newEmail, services.clock.now())) {
      await mailAddressInUseNotice(services, newEmail);
    } else {
      await mailEmailChangeConfirmation(services, updated!, newEmail);
    }
  }
  return updated!;
}
