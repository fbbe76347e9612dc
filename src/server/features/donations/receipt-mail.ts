import { and, eq, gt, sql } from 'drizzle-orm';
import { escapeUTF8 } from 'entities';
import { RECEIVED_METHOD_LABELS, type Currency } from '#contracts/donations.ts';
import type { Locale } from '#contracts/i18n/locales.ts';
import type { Transaction } from '../../db/client.ts';
import { donationTransactions } from '../../db/schema.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { mailDay, mailMoney, recipientLocale, say, signOff } from '../../platform/mail-language.ts';
import { mailboxKey, mailboxOf } from '../../platform/mailbox.ts';
import type { Services } from '../../platform/services.ts';
import { currencyOfCase, moneyText } from './case-money.ts';

type TransactionRow = typeof donationTransactions.$inferSelect;

/**
 * Receipts (and, apart, pledge confirmations) one mailbox gets in a day. Anyone may give any
 * address, and a pledge costs nothing, so without a limit they would be a free way to mail anyone.
 */
export const RECEIPTS_PER_ADDRESS_PER_DAY = 3;

/**
 * The next receipt number (`donationReceiptNumbers` in the schema), taken as a donation completes. A sequence never hands a number out
 * twice, whatever runs at once; a rolled-back donation leaves a gap rather than a duplicate.
 */
export const nextReceiptNumber = sql<number>`nextval('donation_receipt_numbers')`;

/** How the donation was paid, as the receipt says it. */
const paymentMethod = (locale: Locale, transaction: TransactionRow) =>
  transaction.provider === 'stripe'
    ? say(locale, 'mail.receipt.card')
    : say(locale, 'mail.receipt.recordedByTeam', {
        method:
          transaction.receivedMethod && transaction.receivedMethod in RECEIVED_METHOD_LABELS
            ? transaction.receivedMethod
            : 'other',
      });

const escape = (value: string) => escapeUTF8(value);

/** The receipt's facts, as lines of text and as an HTML list. */
function receiptDetails(rows: [string, string][]) {
  return {
    text: rows.map(([label, value]) => `${label}: ${value}\n`).join(''),
    html: `<ul>${rows.map(([label, value]) => `<li><strong>${escape(label)}:</strong> ${escape(value)}</li>`).join('')}</ul>`,
  };
}

const paragraphs = (texts: string[]) => texts.map((text) => `<p>${escape(text)}</p>`).join('');

/** What a receipt needs to be written: the case's title and currency, and the donor's language. */
interface ReceiptContext {
  caseTitle: string;
  currency: Currency;
  locale: Locale;
}

/**
 * What a pledger is told at once: a pledge, nothing taken, what happens next. No greeting: the
 * name, like the address, is whatever the sender typed. No receipt number either: one comes with
 * the receipt, once the money is received.
 */
function pledgeMessage(
  to: string,
  transaction: TransactionRow,
  { caseTitle, currency, locale }: ReceiptContext,
  contactEmail: string,
): MailMessage {
  const title = caseTitle;
  const amount = mailMoney(locale, currency, transaction.amountCents, moneyText);
  const opening = say(locale, 'mail.pledge.opening', { amount, title });
  const next = [
    say(locale, 'mail.pledge.nothingCharged'),
    say(locale, 'mail.pledge.whatNext', { contact: contactEmail }),
  ];
  const details = receiptDetails([
    [say(locale, 'mail.receipt.pledgedAmount'), `${amount} (${currency})`],
    [say(locale, 'mail.receipt.case'), caseTitle],
    [say(locale, 'mail.receipt.date'), mailDay(locale, transaction.createdAt)],
    [say(locale, 'mail.receipt.pledgeReference'), transaction.id],
  ]);
  const ignore = say(locale, 'mail.pledge.ignore');
  const closing = signOff(locale);
  return {
    to,
    locale,
    subject: say(locale, 'mail.pledge.subject', { title }),
    text: `${opening}\n\n${next.join('\n\n')}\n\n${details.text}\n${ignore}\n\n${closing}\n`,
    html: `${paragraphs([opening, ...next])}${details.html}${paragraphs([ignore, closing])}`,
  };
}

/**
 * The receipt of money received: by Stripe's webhook, or recorded by an admin for a pledge. A
 * monthly gift's receipt carries the signed link where its donor changes, pauses or cancels it.
 */
function receiptMessage(
  to: string,
  transaction: TransactionRow,
  { caseTitle, currency, locale }: ReceiptContext,
  manageUrl?: string,
): MailMessage {
  const title = caseTitle;
  const money = (minorUnits: number) => mailMoney(locale, currency, minorUnits, moneyText);
  const amount = money(transaction.amountCents);
  const rows: [string, string][] = [
    [say(locale, 'mail.receipt.number'), String(transaction.receiptNumber ?? '')],
    [say(locale, 'mail.receipt.amountReceived'), `${amount} (${currency})`],
    [say(locale, 'mail.receipt.case'), caseTitle],
    [
      say(locale, 'mail.receipt.date'),
      mailDay(locale, transaction.completedAt ?? transaction.createdAt),
    ],
    [say(locale, 'mail.receipt.paymentMethod'), paymentMethod(locale, transaction)],
    [say(locale, 'mail.receipt.reference'), transaction.id],
  ];
  const pledged = transaction.pledgedAmountCents;
  if (pledged !== null && pledged !== transaction.amountCents) {
    rows.splice(2, 0, [say(locale, 'mail.receipt.pledged'), `${money(pledged)} (${currency})`]);
  }
  const details = receiptDetails(rows);
  const gratitude = say(locale, 'mail.withGratitude');
  const closing = signOff(locale);
  if (transaction.provider === 'none') {
    const opening = say(locale, 'mail.receipt.receivedOpening', { amount, title });
    const ignore = say(locale, 'mail.receipt.receivedIgnore');
    return {
      to,
      locale,
      subject: say(locale, 'mail.receipt.receivedSubject', { title }),
      text: `${opening}\n\n${details.text}\n${ignore}\n\n${gratitude}\n${closing}\n`,
      html: `${paragraphs([opening])}${details.html}${paragraphs([ignore, gratitude, closing])}`,
    };
  }
  const greeting = say(locale, 'mail.receipt.dear', { name: transaction.donorName });
  const thanks = say(locale, manageUrl ? 'mail.receipt.thanksMonthly' : 'mail.receipt.thanks');
  const manageText = say(locale, 'mail.receipt.manage');
  const manage = manageUrl
    ? {
        text: `${manageText}\n${manageUrl}\n\n`,
        html: `<p>${escape(manageText)} <a href="${escape(manageUrl)}">${escape(manageUrl)}</a></p>`,
      }
    : { text: '', html: '' };
  return {
    to,
    locale,
    subject: say(locale, 'mail.receipt.subject', { title }),
    text: `${greeting}\n\n${thanks}\n\n${details.text}\n${manage.text}${gratitude}\n${closing}\n`,
    html: `${paragraphs([greeting, thanks])}${details.html}${manage.html}${paragraphs([gratitude, closing])}`,
  };
}

/**
 * Whether the mailbox the address reaches (`ada+1@…` is `ada@…`: `platform/mailbox.ts`) is still
 * within its mails of this kind for the day, this one included: receipts (gifts completed in the
 * last day) or pledge confirmations (pledges made in the last day). Other gifts naming the same
 * mailbox wait for this transaction to end, so the count is exact.
 */
async function withinDailyMails(tx: Transaction, address: string, kind: 'receipt' | 'pledge') {
  const mailbox = mailboxKey(address);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${mailbox}))`);
  const recent = await tx.$count(
    donationTransactions,
    and(
      sql`${mailboxOf(donationTransactions.donorEmail)} = ${mailbox}`,
      kind === 'receipt'
        ? and(
            eq(donationTransactions.status, 'completed'),
            gt(donationTransactions.completedAt, sql`now() - interval '1 day'`),
          )
        : and(
            eq(donationTransactions.provider, 'none'),
            gt(donationTransactions.createdAt, sql`now() - interval '1 day'`),
          ),
    ),
  );
  return recent <= RECEIPTS_PER_ADDRESS_PER_DAY;
}

/**
 * Queues the receipt of a completed donation whose donor left an address, in the transaction that
 * completes it: it goes out once that commits, and never for a donation that did not happen.
 */
export async function queueReceipt(
  { mailer, log, config }: Pick<Services, 'mailer' | 'log' | 'config'>,
  tx: Transaction,
  transaction: TransactionRow,
  caseTitle: string,
  /** A monthly gift's manage link (`monthly-gift-links.ts`). */
  manageUrl?: string,
) {
  const to = transaction.donorEmail;
  if (!to || transaction.status !== 'completed') return;
  if (!(await withinDailyMails(tx, to, 'receipt'))) {
    log.info({ transactionId: transaction.id }, 'receipt not sent: address limit for the day');
    return;
  }
  const currency = await currencyOfCase(tx, transaction.donationCaseId);
  const locale = recipientLocale(transaction.locale, config.defaultLocale);
  await mailer.send(
    receiptMessage(to, transaction, { caseTitle, currency, locale }, manageUrl),
    tx,
  );
}

/** Queues, in the transaction that records a pledge, the mail that says what happens next. */
export async function queuePledgeConfirmation(
  { mailer, log, config }: Pick<Services, 'mailer' | 'log' | 'config'>,
  tx: Transaction,
  transaction: TransactionRow,
  caseTitle: string,
) {
  const to = transaction.donorEmail;
  if (!to) return;
  if (!(await withinDailyMails(tx, to, 'pledge'))) {
    log.info({ transactionId: transaction.id }, 'pledge mail not sent: address limit for the day');
    return;
  }
  const currency = await currencyOfCase(tx, transaction.donationCaseId);
  const locale = recipientLocale(transaction.locale, config.defaultLocale);
  await mailer.send(
    pledgeMessage(to, transaction, { caseTitle, currency, locale }, config.contactEmail),
    tx,
  );
}
