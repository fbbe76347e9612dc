import { issueOneTimeToken } from '../../platform/one-time-tokens.ts';
import type { Services } from '../../platform/services.ts';

/**
 * Mails a password reset link. The reset route starts it without waiting for it, so the answer
 * comes as soon whether or not the address has an account; a failure is logged.
 */
export async function mailResetLink(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'log'>,
  user: { id: string; username: string; email: string },
) {
  try {
    const token = await issueOneTimeToken(services.db, user.id, 'reset-password');
    const link = `${services.config.publicUrl}/reset-password/${user.id}/${token}`;
    await services.mailer.send({
      to: user.email,
      subject: 'Reset your Hearth password',
      text: `Hello ${user.username},\n\nSomeone asked to reset the password of your Hearth account. To choose a new password, open this link:\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this message: your password stays as it is.\n`,
    });
  } catch (error) {
    services.log.error({ err: error, userId: user.id }, 'reset mail failed');
  }
}
