import { sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { mailInstant, pageUrl, recipientLocale, say } from '../../platform/mail-language.ts';
import { oneTimeLink } from '../../platform/one-time-links.ts';
import type { Services } from '../../platform/services.ts';

type MailServices = Pick<Services, 'db' | 'mailer' | 'config' | 'log'>;

/**
 * Mails the link that makes a new address the account's, to that address, in the account's
 * language. A mail failure is logged, never told to the caller.
 */
export async function mailEmailChangeConfirmation(
  services: MailServices,
  user: { id: string; username: string; locale: string | null },
  newEmail: string,
) {
  const { config } = services;
  const locale = recipientLocale(user.locale, config.defaultLocale);
  try {
    const link = await oneTimeLink(services, {
      userId: user.id,
      purpose: 'confirm-email-change',
      locale,
      pathOf: (token) => `/users/${user.id}/confirm-email/${token}`,
    });
    await services.mailer.send({
      to: newEmail,
      locale,
      subject: say(locale, 'mail.emailChange.subject'),
      text: `${say(locale, 'mail.hello', { name: user.username })}\n\n${say(locale, 'mail.emailChange.open', { username: user.username })}\n${link}\n\n${say(locale, 'mail.emailChange.expiry')}\n`,
    });
  } catch (error) {
    services.log.error({ err: error, userId: user.id }, 'e-mail change confirmation failed');
  }
}

/**
 * Tells the owner of an address, in their account's language, that another account asked to
 * move to it: nothing changes, and the asker learns nothing (the answer is the same as for a
 * free address).
 */
export async function mailAddressInUseNotice(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'log'>,
  address: string,
) {
  const { config } = services;
  try {
    const [owner] = await services.db
      .select({ locale: users.locale })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${address})`)
      .limit(1);
    const locale = recipientLocale(owner?.locale, config.defaultLocale);
    const signIn = pageUrl(config.publicUrl, '/sign-in', locale, config.defaultLocale);
    await services.mailer.send({
      to: address,
      locale,
      subject: say(locale, 'mail.addressInUse.subject'),
      text: `${say(locale, 'mail.helloAnyone')}\n\n${say(locale, 'mail.addressInUse.body')}\n\n${say(locale, 'mail.addressInUse.signIn')}\n${signIn}\n\n${say(locale, 'mail.ignoreIfNotYou')}\n`,
    });
  } catch (error) {
    services.log.error({ err: error }, 'address in use notice failed');
  }
}

/**
 * Tells the former address, in the account's language, that the account moved away from it,
 * with a link that undoes the change and ends every session; the link works until `until`.
 */
export async function mailEmailChangedNotice(
  services: MailServices,
  user: { id: string; username: string; email: string; locale: string | null },
  formerEmail: string,
  until: Date,
) {
  const { config } = services;
  const locale = recipientLocale(user.locale, config.defaultLocale);
  try {
    const link = await oneTimeLink(services, {
      userId: user.id,
      purpose: 'undo-email-change',
      locale,
      pathOf: (token) => `/users/${user.id}/undo-email-change/${token}`,
      expiresAt: until,
    });
    const body = say(locale, 'mail.emailChanged.body', {
      username: user.username,
      email: user.email,
    });
    const date = mailInstant(locale, until);
    await services.mailer.send({
      to: formerEmail,
      locale,
      subject: say(locale, 'mail.emailChanged.subject'),
      text: `${say(locale, 'mail.hello', { name: user.username })}\n\n${body}\n\n${say(locale, 'mail.emailChanged.ifYou')}\n\n${say(locale, 'mail.emailChanged.ifNot')}\n${link}\n\n${say(locale, 'mail.emailChanged.until', { date })}\n`,
    });
  } catch (error) {
    services.log.error({ err: error, userId: user.id }, 'e-mail changed notice failed');
  }
}
