import { issueOneTimeToken } from '../../platform/one-time-tokens.ts';
import { pageUrl, recipientLocale, say } from '../../platform/mail-language.ts';
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
    const token = await issueOneTimeToken(services.db, user.id, 'reset-password');
    const link = pageUrl(
      config.publicUrl,
      `/reset-password/${user.id}/${token}`,
      locale,
      config.defaultLocale,
    );
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
