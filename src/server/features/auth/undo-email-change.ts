import { and, eq } from 'drizzle-orm';
import { oneTimeTokens } from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { badRequest } from '../../platform/errors.ts';
import { consumeOneTimeToken } from '../../platform/one-time-tokens.ts';
import type { Services } from '../../platform/services.ts';
import { endAllSessions } from '../users/end-all-sessions.ts';
import { findUserById } from '../users/find-user.ts';
import { mailResetLink } from './reset-mail.ts';

export const INVALID_UNDO_LINK = 'Invalid or expired link';

/**
 * Undoes an e-mail change from the link mailed to the former address: the account takes that
 * address back (verified, as its owner read the mail), a pending change is dropped, every
 * session ends, and a reset link goes to the address so the owner can choose a new password
 * (whoever changed the address may have changed the password too).
 */
export async function undoEmailChange(
  services: Pick<Services, 'db' | 'events' | 'mailer' | 'config' | 'log' | 'clock'>,
  link: { userId: string; token: string },
) {
  const user = await findUserById(services, link.userId);
  const isOpen =
    user?.previousEmail &&
    user.previousEmailUntil &&
    user.previousEmailUntil > services.clock.now();
  if (!user || !isOpen) throw badRequest(INVALID_UNDO_LINK);
  const isConsumed = await consumeOneTimeToken(services.db, link, 'undo-email-change');
  if (!isConsumed) throw badRequest(INVALID_UNDO_LINK);
  let restored;
  try {
    restored = await endAllSessions(
      services,
      user.id,
      {
        email: user.previousEmail!,
        verified: true,
        pendingEmail: null,
        previousEmail: null,
        previousEmailUntil: null,
      },
      (tx) =>
        tx
          .delete(oneTimeTokens)
          .where(
            and(
              eq(oneTimeTokens.userId, user.id),
              eq(oneTimeTokens.purpose, 'confirm-email-change'),
            ),
          ),
    );
  } catch (error) {
    if (violatedUniqueConstraint(error)?.includes('email')) throw badRequest(INVALID_UNDO_LINK);
    throw error;
  }
  await services.events.emit('user.updated', { userId: user.id });
  await mailResetLink(services, restored!);
}
