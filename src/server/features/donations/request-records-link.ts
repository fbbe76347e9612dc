import { escapeUTF8 } from 'entities';
import { and, inArray } from 'drizzle-orm';
import { DONOR_GIFT_STATUSES, RECORDS_LINK_LIFETIME_DAYS } from '#contracts/giving-records.ts';
import { localeBasename } from '#contracts/i18n/locale-paths.ts';
import type { Locale } from '#contracts/i18n/locales.ts';
import { donationTransactions } from '../../db/schema.ts';
import { say } from '../../platform/mail-language.ts';
import type { Services } from '../../platform/services.ts';
import { donorOfAddress, giftsOfDonor } from './donor-records.ts';
import { recordsPageUrl, RECORDS_LINK_LIFETIME_MS, sealRecordsLink } from './records-links.ts';

/**
 * Mails a link to the address's giving record, if the address ever gave. The caller answers the
 * same either way, so nobody learns whether an address gave. An address gets at most
 * `AUTH_MAILS_PER_ADDRESS_PER_HOUR` of these mails an hour, however often anyone asks; past that
 * nothing more is mailed (the links already sent still work).
 */
export async function requestRecordsLink(
  services: Pick<Services, 'db' | 'mailer' | 'authLimits' | 'secretBox' | 'config' | 'clock'>,
  email: string,
  /** The language the request was made in: the mail's. */
  locale: Locale,
): Promise<void> {
  const donor = await donorOfAddress(services, email);
  const [gift] = await services.db
    .select({ id: donationTransactions.id })
    .from(donationTransactions)
    .where(and(giftsOfDonor(donor), inArray(donationTransactions.status, [...DONOR_GIFT_STATUSES])))
    .limit(1);
  if (!gift) return;
  if (!(await services.authLimits.mayMail('records-link', email))) return;

  const { publicUrl, defaultLocale } = services.config;
  const expiresAt = new Date(services.clock.now().getTime() + RECORDS_LINK_LIFETIME_MS);
  const url = recordsPageUrl(
    `${publicUrl}${localeBasename(locale, defaultLocale)}`,
    sealRecordsLink(services.secretBox, email, expiresAt),
  );
  const lines = [
    say(locale, 'mail.records.asked'),
    say(locale, 'mail.records.lists', { days: RECORDS_LINK_LIFETIME_DAYS }),
  ];
  const ignore = say(locale, 'mail.records.ignore');
  await services.mailer.send({
    to: email,
    locale,
    subject: say(locale, 'mail.records.subject'),
    text: `${lines.join('\n\n')}\n\n${url}\n\n${ignore}\n`,
    html: `${lines.map((line) => `<p>${escapeUTF8(line)}</p>`).join('')}<p><a href="${escapeUTF8(url)}">${escapeUTF8(say(locale, 'mail.records.open'))}</a></p><p>${escapeUTF8(ignore)}</p>`,
  });
}
