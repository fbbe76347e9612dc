import { and, eq, gt, sql } from 'drizzle-orm';
import { escapeUTF8 } from 'entities';
import { dollarsFromCents } from '#contracts/donations.ts';
import type { Transaction } from '../../db/client.ts';
import { donationTransactions } from '../../db/schema.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { mailboxKey, mailboxOf } from '../../platform/mailbox.ts';
import type { Services } from '../../platform/services.ts';

type TransactionRow = typeof donationTransactions.$inferSelect;

/**
 * Receipts one mailbox gets in a day. Anyone may give any address, and with no payment provider
 * a donation costs nothing, so without a limit receipts would be a free way to mail anyone.
 */
export const RECEIPTS_PER_ADDRESS_PER_DAY = 3;

/**
 * The next receipt number (`donationReceiptNumbers` in the schema), taken as a donation completes. A sequence never hands a number out
 * twice, whatever runs at once; a rolled-back donation leaves a gap rather than a duplicate.
 */
export const nextReceiptNumber = sql<number>`nextval('donation_receipt_numbers')`;

/** How the donation was made, as the receipt says it. */
const PAYMENT_METHODS: Record<string, string> = {
  none: 'Pledge (no payment taken online)',
  stripe: 'Card payment (Stripe)',
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const escape = (value: string) => escapeUTF8(value);

/** The receipt's facts, as lines of text and as an HTML list. */
function receiptDetails(rows: [string, string][]) {
  return {
    text: rows.map(([label, value]) => `${label}: ${value}\n`).join(''),
    html: `<ul>${rows.map(([label, value]) => `<li><strong>${escape(label)}:</strong> ${escape(value)}</li>`).join('')}</ul>`,
  };
}

const paragraphs = (texts: string[]) => texts.map((text) => `<p>${escape(text)}</p>`).join('');

function receiptMessage(
  to: string,
  transaction: TransactionRow,
  caseTitle: string,
  contactEmail: string,
): MailMessage {
  const amount = usd.format(dollarsFromCents(transaction.amountCents));
  const date = (transaction.completedAt ?? transaction.createdAt).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const details = receiptDetails([
    ['Receipt number', String(transaction.receiptNumber ?? '')],
    ['Amount', `${amount} (USD)`],
    ['Case', caseTitle],
    ['Date', date],
    ['Payment method', PAYMENT_METHODS[transaction.provider] ?? transaction.provider],
    ['Reference', transaction.id],
  ]);
  if (transaction.provider === 'none') {
    // A pledge, and no greeting: the name, like the address, is whatever the sender typed.
    const opening = `You pledged ${amount} to "${caseTitle}"; no money was taken.`;
    const next = [
      'What happens next: nothing is charged, on this site or anywhere else. This site records pledges without taking payment online.',
      `The Hearth team will write to you at this address about how to give, quoting the receipt number below. Questions: ${contactEmail}.`,
    ];
    const ignore = 'If you made no such pledge, you can ignore this message.';
    return {
      to,
      subject: `Your pledge to "${caseTitle}"`,
      text: `${opening}\n\n${next.join('\n\n')}\n\n${details.text}\n${ignore}\n\nThe Hearth community\n`,
      html: `${paragraphs([opening, ...next])}${details.html}${paragraphs([ignore, 'The Hearth community'])}`,
    };
  }
  const greeting = `Dear ${transaction.donorName},`;
  const thanks = 'Thank you for your donation: your payment has been received.';
  return {
    to,
    subject: `Thank you for your donation to "${caseTitle}"`,
    text: `${greeting}\n\n${thanks}\n\n${details.text}\nWith gratitude,\nThe Hearth community\n`,
    html: `${paragraphs([greeting, thanks])}${details.html}${paragraphs(['With gratitude,', 'The Hearth community'])}`,
  };
}

/**
 * Whether the mailbox the address reaches (`ada+1@…` is `ada@…`: `platform/mailbox.ts`) is still
 * within its receipts for the day, this donation included. Other donations naming the same
 * mailbox wait for this transaction to end, so the count is exact.
 */
async function withinDailyReceipts(tx: Transaction, address: string) {
  const mailbox = mailboxKey(address);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${mailbox}))`);
  const recent = await tx.$count(
    donationTransactions,
    and(
      sql`${mailboxOf(donationTransactions.donorEmail)} = ${mailbox}`,
      eq(donationTransactions.status, 'completed'),
      gt(donationTransactions.completedAt, sql`now() - interval '1 day'`),
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
) {
  const to = transaction.donorEmail;
  if (!to || transaction.status !== 'completed') return;
  if (!(await withinDailyReceipts(tx, to))) {
    log.info({ transactionId: transaction.id }, 'receipt not sent: address limit for the day');
    return;
  }
  await mailer.send(receiptMessage(to, transaction, caseTitle, config.contactEmail), tx);
}
