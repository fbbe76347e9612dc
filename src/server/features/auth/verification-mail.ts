import type { FastifyInstance } from 'fastify';
import { issueOneTimeToken } from '../../platform/one-time-tokens.ts';

/** Mails a fresh verification link. A mail failure is logged, never fatal to the caller. */
export async function sendVerificationMail(
  app: FastifyInstance,
  user: { id: string; username: string; email: string },
): Promise<boolean> {
  const token = await issueOneTimeToken(app.db, user.id, 'verify-email');
  const link = `${app.config.publicUrl}/users/${user.id}/verify/${token}`;
  try {
    await app.mailer.send({
      to: user.email,
      subject: 'Verify your e-mail address for Hearth',
      text: `Hello ${user.username},\n\nPlease confirm your e-mail address by opening this link:\n${link}\n\nThe link works once and expires in 24 hours. If you did not create a Hearth account, ignore this message.\n`,
    });
    return true;
  } catch (error) {
    app.log.error({ err: error, userId: user.id }, 'verification mail failed');
    return false;
  }
}
