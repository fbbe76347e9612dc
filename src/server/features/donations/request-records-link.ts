import { escapeUTF8 } from 'entities';
import { and, inArray } from 'drizzle-orm';
import { DONOR_GIFT_STATUSES, RECORDS_LINK_LIFETIME_DAYS } from '#contracts/giving-records.ts';
import { donationTransactions } from '../../db/schema.ts';
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
): Promise<void> {
  const donor = await donorOfAddress(services, email);
  const [gift] = await services.db
    .select({ id: donationTransactions.id })
    .from(donationTransactions)
    .where(and(giftsOfDonor(donor), inArray(donationTransactions.status, [...DONOR_GIFT_STATUSES])))
    .limit(1);
  if (!gift) return;
  if (!(await services.authLimits.mayMail('records-link', email))) return;

  const expiresAt = new Date(services.clock.now().getTime() + RECORDS_LINK_LIFETIME_MS);
  const url = recordsPageUrl(
    services.config.publicUrl,
    sealRecordsLink(services.secretBox, email, expiresAt),
  );
  const lines = [
    'Someone, we hope you, asked for the record of the gifts made through Hearth with this address.',
    `It lists each gift, its status and receipt number, with your annual statements. The link works for ${RECORDS_LINK_LIFETIME_DAYS} days:`,
  ];
  const ignore = 'If you did not ask for it, you can ignore this message: nothing has changed.';
  await services.mailer.send({
    to: email,
    subject: 'Your giving record on Hearth',
    text: `${lines.join('\n\n')}\n\n${url}\n\n${ignore}\n`,
    html: `${lines.map((line) => `<p>${escapeUTF8(line)}</p>`).join('')}<p><a href="${escapeUTF8(url)}">Open your giving record</a></p><p>${escapeUTF8(ignore)}</p>`,
  });
}
