import type { Services } from '../../platform/services.ts';
import { findUserByEmail } from '../users/find-user.ts';
import { mailResetLink } from './reset-mail.ts';

/**
 * Starts mailing a reset link when the address has an account, without waiting for it: the
 * caller answers as soon, and alike, whether or not it has one. Past the address's reset mails
 * for the hour nothing is mailed (or issued), so the links it already got keep working; the
 * cap is counted for any address, so a registered one takes no longer to answer.
 */
export async function requestPasswordReset(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'log' | 'authLimits'>,
  email: string,
) {
  const [user, mayMail] = await Promise.all([
    findUserByEmail(services, email),
    services.authLimits.mayMail('reset-link', email),
  ]);
  if (user && mayMail) void mailResetLink(services, user);
}
