import { and, desc, eq, gte, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import { escapeUTF8 } from 'entities';
import { localeBasename } from '#contracts/i18n/locale-paths.ts';
import type { Locale } from '#contracts/i18n/locales.ts';
import type { Transaction } from '../../db/client.ts';
import { donationTransactions, donorStatements, users } from '../../db/schema.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { recipientLocale, say } from '../../platform/mail-language.ts';
import type { Services } from '../../platform/services.ts';
import { annualStatement, type AnnualStatement } from './annual-statement.ts';
import { addressKey, donorKey, donorOfAddress } from './donor-records.ts';
import { recordsPageUrl, sealRecordsLink, STATEMENT_LINK_LIFETIME_MS } from './records-links.ts';
import { statementMailHtml, statementText } from './statement-documents.ts';

const BATCH_SIZE = 50;

type StatementServices = Pick<Services, 'db' | 'config' | 'clock' | 'mailer' | 'secretBox'>;

/**
 * The statement's mail, its words in the donor's language (the statement itself, as the records
 * page and the PDF show it, stays as it is issued).
 */
function statementMail(
  services: StatementServices,
  to: string,
  locale: Locale,
  statement: AnnualStatement,
  now: Date,
): MailMessage {
  const { publicUrl, defaultLocale } = services.config;
  const url = recordsPageUrl(
    `${publicUrl}${localeBasename(locale, defaultLocale)}`,
    sealRecordsLink(services.secretBox, to, new Date(now.getTime() + STATEMENT_LINK_LIFETIME_MS)),
  );
  const year = String(statement.year);
  const intro = say(locale, 'mail.statement.intro', { year });
  const download = say(locale, 'mail.statement.download');
  return {
    to,
    locale,
    subject: say(locale, 'mail.statement.subject', { year, number: statement.number }),
    text: `${intro}\n\n${statementText(statement)}\n\n${download}\n${url}\n`,
    html: `<p>${escapeUTF8(intro)}</p>${statementMailHtml(statement)}<p>${escapeUTF8(download)} <a href="${escapeUTF8(url)}">${escapeUTF8(say(locale, 'mail.statement.link'))}</a></p>`,
  };
}

/**
 * The language of a donor's mails: their account's when the address is a verified account's
 * that chose one, else the one they gave in last.
 */
async function donorLocale(
  services: StatementServices,
  tx: Transaction,
  address: string,
): Promise<Locale> {
  const [account] = await tx
    .select({ locale: users.locale })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${address}`, eq(users.verified, true)))
    .limit(1);
  if (account?.locale) return recipientLocale(account.locale, services.config.defaultLocale);
  const [latest] = await tx
    .select({ locale: donationTransactions.locale })
    .from(donationTransactions)
    .where(
      and(
        sql`lower(${donationTransactions.donorEmail}) = ${address}`,
        isNotNull(donationTransactions.locale),
      ),
    )
    .orderBy(desc(donationTransactions.createdAt))
    .limit(1);
  return recipientLocale(latest?.locale, services.config.defaultLocale);
}

/**
 * In January (UTC), mails the previous year's statement to each address that gave a received
 * gift in that year: the statement of the donor the address is (`donorOfAddress`). Each is mailed
 * exactly once, however many processes run this at once: the mail is queued in the transaction
 * that sets the statement's `mailed_at` where it was still empty, so of two processes the second
 * waits for the first's row and then finds it mailed. Answers how many it mailed.
 */
export async function mailAnnualStatements(
  services: StatementServices,
  now: Date,
): Promise<number> {
  if (now.getUTCMonth() !== 0) return 0;
  const year = now.getUTCFullYear() - 1;
  const asOfNow = { ...services, clock: { now: () => now } };
  const gifts = donationTransactions;
  const keyOfGift = sql<string>`coalesce((select 'account:' || ${users.id} from ${users} where lower(${users.email}) = lower(${gifts.donorEmail}) and ${users.verified}), ${addressKey(gifts.donorEmail)})`;
  let mailed = 0;
  for (;;) {
    const due = await services.db
      .selectDistinct({ address: sql<string>`lower(${gifts.donorEmail})` })
      .from(gifts)
      .where(
        and(
          eq(gifts.status, 'completed'),
          isNotNull(gifts.donorEmail),
          gte(gifts.completedAt, new Date(Date.UTC(year, 0, 1))),
          lt(gifts.completedAt, new Date(Date.UTC(year + 1, 0, 1))),
          notExists(
            services.db
              .select({ id: donorStatements.id })
              .from(donorStatements)
              .where(
                and(
                  eq(donorStatements.year, year),
                  eq(donorStatements.donorKey, keyOfGift),
                  isNotNull(donorStatements.mailedAt),
                ),
              ),
          ),
        ),
      )
      .limit(BATCH_SIZE);
    let mailedNow = 0;
    for (const { address } of due) {
      const sent = await services.db.transaction(async (tx) => {
        const donor = await donorOfAddress({ db: tx }, address);
        const statement = await annualStatement(asOfNow, donor, year, tx);
        if (!statement) return false;
        const claimed = await tx
          .update(donorStatements)
          .set({ mailedAt: now })
          .where(
            and(
              eq(donorStatements.year, year),
              eq(donorStatements.donorKey, donorKey(donor)),
              isNull(donorStatements.mailedAt),
            ),
          )
          .returning({ id: donorStatements.id });
        if (claimed.length === 0) return false;
        const locale = await donorLocale(services, tx, address);
        await services.mailer.send(statementMail(services, address, locale, statement, now), tx);
        return true;
      });
      if (sent) mailedNow += 1;
    }
    mailed += mailedNow;
    // Another process took this batch's statements (the next read leaves them out), or none
    // could be mailed: either way this round is over.
    if (due.length < BATCH_SIZE || mailedNow === 0) return mailed;
  }
}
