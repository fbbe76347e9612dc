import type { Services } from '../../platform/services.ts';
import { mailEmailChangedNotice } from '../users/email-change-mail.ts';
import { findUserByEmail, findUserByPreviousEmail } from '../users/find-user.ts';
import { mailResetLink } from './reset-mail.ts';

/**
 * Starts mailing a reset link when the address has an account, without waiting for it: the
 * caller answers as soon, and alike, whether or not it has one. Past the address's reset mails
 * for the hour nothing is mailed (or issued), so the links it already got keep working; the
 * cap is counted for any address, so a registered one takes no longer to answer. An address an
 * account changed away from recently gets the link that undoes that change instead: its owner's
 * way back when someone else moved the account to another address.
 */
export async function requestPasswordReset(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'log' | 'authLimits' | 'clock'>,
  email: string,
) {
  const [user, mayMail] = await Promise.all([
    findUserByEmail(services, email),
    services.authLimits.mayMail('reset-link', email),
  ]);
  if (!mayMail) return;
  if (user) {
    void mailResetLink(services, user);
    return;
  }
  const movedAway = await findUserByPreviousEmail(services, email, services.clock.now());
  if (movedAway) {
    void mailEmailChangedNotice(
      services,
      movedAway,
      movedAway.previousEmail!,
      movedAway.previousEmailUntil!,
    );
  }
}
