import { and, eq, gt, sql } from 'drizzle-orm';
import { dollarsFromCents } from '#contracts/donations.ts';
import type { Transaction } from '../../db/client.ts';
import { donationTransactions } from '../../db/schema.ts';
import type { MailMessage } from '../../platform/mail.ts';
import type { Services } from '../../platform/services.ts';

type TransactionRow = typeof donationTransactions.$inferSelect;

/**
 * Receipts one address gets in a day. Anyone may give any address, and with no payment provider
 * a donation costs nothing, so without a limit receipts would be a free way to mail anyone.
 */
export const RECEIPTS_PER_ADDRESS_PER_DAY = 3;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function receiptMessage(to: string, transaction: TransactionRow, caseTitle: string): MailMessage {
  const amount = usd.format(dollarsFromCents(transaction.amountCents));
  const date = (transaction.completedAt ?? transaction.createdAt).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const details = `Amount: ${amount}\nCase: ${caseTitle}\nDate: ${date}\nReference: ${transaction.id}\n`;
  if (transaction.provider === 'none') {
    // A pledge, and no greeting: the name, like the address, is whatever the sender typed.
    return {
      to,
      subject: `Your pledge to "${caseTitle}"`,
      text: `You pledged ${amount} to "${caseTitle}"; no money was taken.\n\nThis site records gifts without taking payment online: the organisers collect pledged gifts directly.\n\n${details}\nIf you made no such pledge, you can ignore this message.\n\nThe Hearth community\n`,
    };
  }
  return {
    to,
    subject: `Thank you for your donation to "${caseTitle}"`,
    text: `Dear ${transaction.donorName},\n\nThank you for your donation.\n\n${details}\nWith gratitude,\nThe Hearth community\n`,
  };
}

/**
 * Whether the address is still within its receipts for the day, this donation included. Other
 * donations naming the same address wait for this transaction to end, so the count is exact.
 */
async function withinDailyReceipts(tx: Transaction, address: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(lower(${address})))`);
  const recent = await tx.$count(
    donationTransactions,
    and(
      sql`lower(${donationTransactions.donorEmail}) = lower(${address})`,
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
  { mailer, log }: Pick<Services, 'mailer' | 'log'>,
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
  await mailer.send(receiptMessage(to, transaction, caseTitle), tx);
}
