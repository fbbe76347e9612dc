import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { escapeUTF8 } from 'entities';
import type { Transaction } from '../../db/client.ts';
import { caseUpdateSubscriptions, type donationTransactions } from '../../db/schema.ts';
import type { Locale } from '#contracts/i18n/locales.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { recipientLocale, say, signOff } from '../../platform/mail-language.ts';
import { mailboxKey, mailboxOf } from '../../platform/mailbox.ts';
import type { Services } from '../../platform/services.ts';

/** How long a confirmation link works; after that the address must be asked again. */
export const CONFIRMATION_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Confirmation mails one address gets in a day, whatever the case: anyone may give with any
 * address, so without a limit these would be a free way to mail anyone.
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

export const hashConfirmationToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

export const confirmationUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/donation/updates/confirm?token=${encodeURIComponent(token)}`;

function confirmationMessage(
  to: string,
  locale: Locale,
  url: string,
  caseTitle: string,
): MailMessage {
  const escape = escapeUTF8;
  // No name nor message of the gift: whoever gave may not own this address.
  const intro = say(locale, 'mail.caseUpdateConfirm.intro', { title: caseTitle });
  const ask = say(locale, 'mail.confirmWithLink');
  const ignore = say(locale, 'mail.caseUpdateConfirm.ignore');
  const closing = signOff(locale);
  return {
    to,
    locale,
    subject: say(locale, 'mail.caseUpdateConfirm.subject', { title: caseTitle }),
    text: [intro, `${ask}\n${url}`, ignore, closing].join('\n\n'),
    html: [
      `<p>${escape(intro)}</p>`,
      `<p>${escape(ask)} <a href="${escape(url)}">${escape(say(locale, 'mail.caseUpdateConfirm.link'))}</a></p>`,
      `<p>${escape(ignore)}</p>`,
      `<p>${escape(closing)}</p>`,
    ].join(''),
  };
}

/**
 * A completed gift, or a pledge as it is made, that asks for updates mails its address a
 * confirmation link, in the transaction that records it (a pledge received later asks nothing
 * new). Nothing changes for an address that already receives them,
 * and an unsubscribed one stays so until its owner follows the new link. A link is mailed at
 * most once a day per case (again at once after an unsubscribe), and a few times a day per address.
 */
export async function queueUpdateConfirmation(
  { mailer, log, config }: Pick<Services, 'mailer' | 'log' | 'config'>,
  tx: Transaction,
  transaction: typeof donationTransactions.$inferSelect,
  caseTitle: string,
) {
  const to = transaction.donorEmail;
  const isPledge = transaction.status === 'pending' && transaction.provider === 'none';
  if (!to || !transaction.wantsUpdates || !(transaction.status === 'completed' || isPledge)) return;
  // Other gifts naming the address wait for this transaction (as its receipt does).
  const mailbox = mailboxKey(to);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${mailbox}))`);
  const sameAddress = sql`lower(${caseUpdateSubscriptions.email}) = lower(${to})`;
  const dayAgo = new Date(Date.now() - DAY_MS);
  // Every spelling of one mailbox (a +tag, capitals) shares its few confirmations a day.
  const mailedToday = await tx.$count(
    caseUpdateSubscriptions,
    and(
      eq(mailboxOf(caseUpdateSubscriptions.email), mailbox),
      gt(caseUpdateSubscriptions.confirmationSentAt, dayAgo),
    ),
  );
  await tx
    .insert(caseUpdateSubscriptions)
    .values({ donationCaseId: transaction.donationCaseId, email: to, locale: transaction.locale })
    .onConflictDoNothing();
  if (mailedToday >= CONFIRMATIONS_PER_ADDRESS_PER_DAY) {
    log.info({ transactionId: transaction.id }, 'update confirmation not sent: address limit');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  const [asked] = await tx
    .update(caseUpdateSubscriptions)
    // The updates go in the language of the latest gift that asked for them.
    .set({
      confirmTokenHash: hashConfirmationToken(token),
      confirmationSentAt: new Date(),
      locale: transaction.locale,
    })
    .where(
      and(
        eq(caseUpdateSubscriptions.donationCaseId, transaction.donationCaseId),
        sameAddress,
        isNull(caseUpdateSubscriptions.confirmedAt),
        or(
          isNull(caseUpdateSubscriptions.confirmationSentAt),
          lt(caseUpdateSubscriptions.confirmationSentAt, dayAgo),
          lt(caseUpdateSubscriptions.confirmationSentAt, caseUpdateSubscriptions.unsubscribedAt),
        ),
      ),
    )
    .returning({ id: caseUpdateSubscriptions.id });
  if (!asked) return;
  const locale = recipientLocale(transaction.locale, config.defaultLocale);
  await mailer.send(
    confirmationMessage(to, locale, confirmationUrl(config.publicUrl, token), caseTitle),
    tx,
  );
}

/** Where a confirmation link's token is the pending one of its row, and not yet expired. */
export const pendingConfirmation = (token: string) =>
  and(
    eq(caseUpdateSubscriptions.confirmTokenHash, hashConfirmationToken(token)),
    isNull(caseUpdateSubscriptions.confirmedAt),
    gt(
      caseUpdateSubscriptions.confirmationSentAt,
      new Date(Date.now() - CONFIRMATION_LINK_LIFETIME_MS),
    ),
  );
