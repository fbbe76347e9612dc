import type { Services } from '../../platform/services.ts';

/**
 * Tells an address's owner that someone tried to sign up with it, and how to get back in if it was
 * them. A mail failure is logged, never told to the caller (who may not own the address).
 */
export async function mailSignUpAttemptNotice(
  services: Pick<Services, 'mailer' | 'config' | 'log'>,
  owner: { id: string; username: string; email: string },
) {
  const site = services.config.publicUrl;
  try {
    await services.mailer.send({
      to: owner.email,
      subject: 'Someone tried to sign up to Hearth with your address',
      text: `Hello ${owner.username},\n\nSomeone tried to create a new Hearth account with this e-mail address. It already belongs to your account, so no new account was made.\n\nIf it was you, sign in here:\n${site}/sign-in\n\nIf you forgot your password, choose a new one here:\n${site}/request-password-reset\n\nIf it was not you, ignore this message: your account is unchanged.\n`,
    });
  } catch (error) {
    services.log.error({ err: error, userId: owner.id }, 'sign-up notice mail failed');
  }
}
