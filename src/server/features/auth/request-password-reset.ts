import type { Services } from '../../platform/services.ts';
import { findUserByEmail } from '../users/find-user.ts';
import { mailResetLink } from './reset-mail.ts';

/**
 * Starts mailing a reset link when the address has an account, without waiting for it: the
 * caller answers as soon, and alike, whether or not it has one.
 */
export async function requestPasswordReset(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'log'>,
  email: string,
) {
  const user = await findUserByEmail(services, email);
  if (user) void mailResetLink(services, user);
}
