import { and, eq, gt, sql } from 'drizzle-orm';
import { escapeUTF8 } from 'entities';
import {
  RECEIVED_METHOD_LABELS,
  type Currency,
  type ReceivedMethod,
} from '#contracts/donations.ts';
import type { Transaction } from '../../db/client.ts';
import { donationTransactions } from '../../db/schema.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { mailboxKey, mailboxOf } from '../../platform/mailbox.ts';
import type { Services } from '../../platform/services.ts';
import { currencyOfCase, moneyText } from './case-money.ts';
import { giftDay } from './gift-day.ts';

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
const paymentMethod = (transaction: TransactionRow) =>
  transaction.provider === 'stripe'
    ? 'Card payment (Stripe)'
    : `${RECEIVED_METHOD_LABELS[transaction.receivedMethod as ReceivedMethod] ?? 'Other'} (recorded by the Hearth team)`;

const escape = (value: string) => escapeUTF8(value);

/** The receipt's facts, as lines of text and as an HTML list. */
function receiptDetails(rows: [string, string][]) {
  return {
    text: rows.map(([label, value]) => `${label}: ${value}\n`).join(''),
    html: `<ul>${rows.map(([label, value]) => `<li><strong>${escape(label)}:</strong> ${escape(value)}</li>`).join('')}</ul>`,
  };
}

const paragraphs = (texts: string[]) => texts.map((text) => `<p>${escape(text)}</p>`).join('');

/**
 * What a pledger is told at once: a pledge, nothing taken, what happens next. No greeting: the
 * name, like the address, is whatever the sender typed. No receipt number either: one comes with
 * the receipt, once the money is received.
 */
function pledgeMessage(
  to: string,
  transaction: TransactionRow,
  caseTitle: string,
  contactEmail: string,
  currency: Currency,
): MailMessage {
  const amount = moneyText(currency, transaction.amountCents);
  const opening = `You pledged ${amount} to "${caseTitle}"; no money was taken.`;
  const next = [
    'What happens next: nothing is charged, on this site or anywhere else. This site records pledges without taking payment online.',
    `The Hearth team will write to you at this address about how to give, quoting the pledge reference below. Once your gift arrives, it counts as raised for the case and you get a receipt with its receipt number. Questions: ${contactEmail}.`,
  ];
  const details = receiptDetails([
    ['Pledged amount', `${amount} (${currency})`],
    ['Case', caseTitle],
    ['Date', giftDay(transaction.createdAt)],
    ['Pledge reference', transaction.id],
  ]);
  const ignore = 'If you made no such pledge, you can ignore this message.';
  return {
    to,
    subject: `Your pledge to "${caseTitle}"`,
    text: `${opening}\n\n${next.join('\n\n')}\n\n${details.text}\n${ignore}\n\nThe Hearth community\n`,
    html: `${paragraphs([opening, ...next])}${details.html}${paragraphs([ignore, 'The Hearth community'])}`,
  };
}

/**
 * The receipt of money received: by Stripe's webhook, or recorded by an admin for a pledge. A
 * monthly gift's receipt carries the signed link where its donor changes, pauses or cancels it.
 */
function receiptMessage(
  to: string,
  transaction: TransactionRow,
  caseTitle: string,
  currency: Currency,
  manageUrl?: string,
): MailMessage {
  const amount = moneyText(currency, transaction.amountCents);
  const rows: [string, string][] = [
    ['Receipt number', String(transaction.receiptNumber ?? '')],
    ['Amount received', `${amount} (${currency})`],
    ['Case', caseTitle],
    ['Date', giftDay(transaction.completedAt ?? transaction.createdAt)],
    ['Payment method', paymentMethod(transaction)],
    ['Reference', transaction.id],
  ];
  const pledged = transaction.pledgedAmountCents;
  if (pledged !== null && pledged !== transaction.amountCents) {
    rows.splice(2, 0, ['Pledged', `${moneyText(currency, pledged)} (${currency})`]);
  }
  const details = receiptDetails(rows);
  if (transaction.provider === 'none') {
    const opening = `Your gift of ${amount} to "${caseTitle}" has been received. Thank you.`;
    const ignore = 'If you made no such gift, you can ignore this message.';
    return {
      to,
      subject: `Your gift to "${caseTitle}" has been received`,
      text: `${opening}\n\n${details.text}\n${ignore}\n\nWith gratitude,\nThe Hearth community\n`,
      html: `${paragraphs([opening])}${details.html}${paragraphs([ignore, 'With gratitude,', 'The Hearth community'])}`,
    };
  }
  const greeting = `Dear ${transaction.donorName},`;
  const thanks = manageUrl
    ? "Thank you for your monthly gift: this month's payment has been received."
    : 'Thank you for your donation: your payment has been received.';
  const manage = manageUrl
    ? {
        text: `To change the amount, pause or cancel your monthly gift (no account needed):\n${manageUrl}\n\n`,
        html: `<p>To change the amount, pause or cancel your monthly gift (no account needed): <a href="${escape(manageUrl)}">${escape(manageUrl)}</a></p>`,
      }
    : { text: '', html: '' };
  return {
    to,
    subject: `Thank you for your donation to "${caseTitle}"`,
    text: `${greeting}\n\n${thanks}\n\n${details.text}\n${manage.text}With gratitude,\nThe Hearth community\n`,
    html: `${paragraphs([greeting, thanks])}${details.html}${manage.html}${paragraphs(['With gratitude,', 'The Hearth community'])}`,
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
  { mailer, log }: Pick<Services, 'mailer' | 'log'>,
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
  await mailer.send(receiptMessage(to, transaction, caseTitle, currency, manageUrl), tx);
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
  await mailer.send(pledgeMessage(to, transaction, caseTitle, config.contactEmail, currency), tx);
}
