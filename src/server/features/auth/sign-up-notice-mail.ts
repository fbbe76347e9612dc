import { pageUrl, recipientLocale, say } from '../../platform/mail-language.ts';
import type { Services } from '../../platform/services.ts';

/**
 * Tells an address's owner, in their account's language, that someone tried to sign up with it,
 * and how to get back in if it was them. A mail failure is logged, never told to the caller (who
 * may not own the address).
 */
export async function mailSignUpAttemptNotice(
  services: Pick<Services, 'mailer' | 'config' | 'log'>,
  owner: { id: string; username: string; email: string; locale: string | null },
) {
  const { config } = services;
  const locale = recipientLocale(owner.locale, config.defaultLocale);
  const page = (path: string) => pageUrl(config.publicUrl, path, locale, config.defaultLocale);
  try {
    await services.mailer.send({
      to: owner.email,
      locale,
      subject: say(locale, 'mail.signUpAttempt.subject'),
      text: `${say(locale, 'mail.hello', { name: owner.username })}\n\n${say(locale, 'mail.signUpAttempt.body')}\n\n${say(locale, 'mail.signUpAttempt.signIn')}\n${page('/sign-in')}\n\n${say(locale, 'mail.signUpAttempt.reset')}\n${page('/request-password-reset')}\n\n${say(locale, 'mail.signUpAttempt.ignore')}\n`,
    });
  } catch (error) {
    services.log.error({ err: error, userId: owner.id }, 'sign-up notice mail failed');
  }
}
