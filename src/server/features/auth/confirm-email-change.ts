import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { badRequest } from '../../platform/errors.ts';
import { consumeOneTimeToken, oneTimeTokenLifetimeMs } from '../../platform/one-time-tokens.ts';
import type { Services } from '../../platform/services.ts';
import { mailEmailChangedNotice } from '../users/email-change-mail.ts';
import { findUserById, isEmailSpokenFor } from '../users/find-user.ts';

export const INVALID_EMAIL_CHANGE_LINK = 'Invalid or expired confirmation link';

/**
 * Makes the pending address the account's with the link mailed to it (which works once): the
 * address is verified by that, and the former address is told, with a link that undoes the
 * change until the undo window ends.
 */
export async function confirmEmailChange(
  services: Pick<Services, 'db' | 'events' | 'mailer' | 'config' | 'log' | 'clock'>,
  link: { userId: string; token: string },
): Promise<{ email: string }> {
  const user = await findUserById(services, link.userId);
  if (!user?.pendingEmail) throw badRequest(INVALID_EMAIL_CHANGE_LINK);
  const isConsumed = await consumeOneTimeToken(services.db, link, 'confirm-email-change');
  if (!isConsumed) throw badRequest(INVALID_EMAIL_CHANGE_LINK);
  const now = services.clock.now();
  // Taken meanwhile by a sign-up, or the former address of an account that may take it back.
  if (await isEmailSpokenFor(services, user.pendingEmail, now)) {
    throw badRequest(INVALID_EMAIL_CHANGE_LINK);
  }
  const undoUntil = new Date(now.getTime() + oneTimeTokenLifetimeMs('undo-email-change'));
  let updated;
  try {
    [updated] = await services.db
      .update(users)
      .set({
        email: user.pendingEmail,
        pendingEmail: null,
        verified: true,
        previousEmail: user.email,
        previousEmailUntil: undoUntil,
      })
      .where(eq(users.id, user.id))
      .returning();
  } catch (error) {
    if (violatedUniqueConstraint(error)?.includes('email')) {
      throw badRequest(INVALID_EMAIL_CHANGE_LINK);
    }
    throw error;
  }
  await services.events.emit('user.updated', { userId: user.id });
  await mailEmailChangedNotice(services, updated!, user.email, undoUntil);
  return { email: updated!.email };
}
