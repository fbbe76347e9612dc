import { oneTimeLink } from '../../platform/one-time-links.ts';
import { recipientLocale, say } from '../../platform/mail-language.ts';
import type { Services } from '../../platform/services.ts';

/**
 * Mails a fresh verification link, in the account's language (at sign-up, the language the
 * visitor signed up in). A mail failure is logged, never fatal to the caller.
 */
export async function sendVerificationMail(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'log'>,
  user: { id: string; username: string; email: string; locale?: string | null },
): Promise<boolean> {
  const { config } = services;
  const locale = recipientLocale(user.locale, config.defaultLocale);
  const link = await oneTimeLink(services, {
    userId: user.id,
    purpose: 'verify-email',
    locale,
    pathOf: (token) => `/users/${user.id}/verify/${token}`,
  });
  try {
    await services.mailer.send({
      to: user.email,
      locale,
      subject: say(locale, 'mail.verify.subject'),
      text: `${say(locale, 'mail.hello', { name: user.username })}\n\n${say(locale, 'mail.verify.open')}\n${link}\n\n${say(locale, 'mail.verify.expiry')}\n`,
    });
    return true;
  } catch (error) {
    services.log.error({ err: error, userId: user.id }, 'verification mail failed');
    return false;
  }
}
