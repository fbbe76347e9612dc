import { issueOneTimeToken } from '../../platform/one-time-tokens.ts';
import type { Services } from '../../platform/services.ts';

/** Mails a fresh verification link. A mail failure is logged, never fatal to the caller. */
export async function sendVerificationMail(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'log'>,
  user: { id: string; username: string; email: string },
): Promise<boolean> {
  const token = await issueOneTimeToken(services.db, user.id, 'verify-email');
  const link = `${services.config.publicUrl}/users/${user.id}/verify/${token}`;
  try {
    await services.mailer.send({
      to: user.email,
      subject: 'Verify your e-mail address for Hearth',
      text: `Hello ${user.username},\n\nPlease confirm your e-mail address by opening this link:\n${link}\n\nThe link works once and expires in 24 hours. If you did not create a Hearth account, ignore this message.\n`,
    });
    return true;
  } catch (error) {
    services.log.error({ err: error, userId: user.id }, 'verification mail failed');
    return false;
  }
}
