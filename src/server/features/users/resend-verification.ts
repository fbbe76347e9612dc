import type { Viewer } from '../../platform/auth.ts';
import { badRequest } from '../../platform/errors.ts';
import { logIfModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import type { UserRow } from './find-user.ts';
import { sendVerificationMail } from './verification-mail.ts';

/** Mails the account a new verification link; an admin's resend for someone else is logged. */
export async function resendVerification(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'log'>,
  actor: Viewer,
  user: UserRow,
) {
  if (user.verified) throw badRequest('Your account is already verified');
  const isSent = await sendVerificationMail(services, user);
  if (!isSent) throw new Error('verification mail could not be sent');
  await logIfModeration(services.db, actor, user.id, 'user.resend-verification', {
    type: 'user',
    id: user.id,
  });
}
