import { oneTimeLink } from '../../platform/one-time-links.ts';
import { recipientLocale, say } from '../../platform/mail-language.ts';
import type { Services } from '../../platform/services.ts';

/**
 * Mails a password reset link, in the account's language. The reset route starts it without
 * waiting for it, so the answer comes as soon whether or not the address has an account; a
 * failure is logged.
 */
export async function mailResetLink(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'log'>,
  user: { id: string; username: string; email: string; locale: string | null },
) {
  const { config } = services;
  const locale = recipientLocale(user.locale, config.defaultLocale);
  try {
    const link = await oneTimeLink(services, {
      userId: user.id,
      purpose: 'reset-password',
      locale,
      pathOf: (token) => `/reset-password/${user.id}/${token}`,
    });
    await services.mailer.send({
      to: user.email,
      locale,
      subject: say(locale, 'mail.reset.subject'),
      text: `${say(locale, 'mail.hello', { name: user.username })}\n\n${say(locale, 'mail.reset.open')}\n${link}\n\n${say(locale, 'mail.reset.expiry')}\n`,
    });
  } catch (error) {
    services.log.error({ err: error, userId: user.id }, 'reset mail failed');
  }
}
