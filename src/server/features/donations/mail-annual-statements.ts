import { and, eq, gte, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import { escapeUTF8 } from 'entities';
import { donationTransactions, donorStatements, users } from '../../db/schema.ts';
import type { MailMessage } from '../../platform/mail.ts';
import type { Services } from '../../platform/services.ts';
import { annualStatement, type AnnualStatement } from './annual-statement.ts';
import { addressKey, donorKey, donorOfAddress } from './donor-records.ts';
import { recordsPageUrl, sealRecordsLink, STATEMENT_LINK_LIFETIME_MS } from './records-links.ts';
import { statementMailHtml, statementText } from './statement-documents.ts';

const BATCH_SIZE = 50;

type StatementServices = Pick<Services, 'db' | 'config' | 'clock' | 'mailer' | 'secretBox'>;

function statementMail(
  services: StatementServices,
  to: string,
  statement: AnnualStatement,
  now: Date,
): MailMessage {
  const url = recordsPageUrl(
    services.config.publicUrl,
    sealRecordsLink(services.secretBox, to, new Date(now.getTime() + STATEMENT_LINK_LIFETIME_MS)),
  );
  const intro = `Thank you for your gifts in ${statement.year}. Here is your annual giving statement.`;
  const download = `To download it as a PDF, or to see every gift you made, open your giving record (the link works for 31 days):`;
  return {
    to,
    subject: `Your ${statement.year} giving statement (${statement.number})`,
    text: `${intro}\n\n${statementText(statement)}\n\n${download}\n${url}\n`,
    html: `<p>${escapeUTF8(intro)}</p>${statementMailHtml(statement)}<p>${escapeUTF8(download)} <a href="${escapeUTF8(url)}">your giving record</a></p>`,
  };
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
        await services.mailer.send(statementMail(services, address, statement, now), tx);
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
