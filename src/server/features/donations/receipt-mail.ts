import type { FastifyInstance } from 'fastify';
import { dollarsFromCents } from '#contracts/donations.ts';
import type { donationTransactions } from '../../db/schema.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Thanks a donor who left an e-mail address, with the details of the gift. Never fatal. */
export async function sendReceipt(
  app: FastifyInstance,
  transaction: typeof donationTransactions.$inferSelect,
  caseTitle: string,
) {
  if (!transaction.donorEmail || transaction.status !== 'completed') return;
  const date = (transaction.completedAt ?? transaction.createdAt).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const noMoneyMoved =
    transaction.provider === 'none'
      ? '\nThis gift was recorded by the organisers, who collect donations directly; no payment was taken online.\n'
      : '';
  try {
    await app.mailer.send({
      to: transaction.donorEmail,
      subject: `Thank you for your donation to "${caseTitle}"`,
      text: `Dear ${transaction.donorName},\n\nThank you for your donation.\n\nAmount: ${usd.format(dollarsFromCents(transaction.amountCents))}\nCase: ${caseTitle}\nDate: ${date}\nReference: ${transaction.id}\n${noMoneyMoved}\nWith gratitude,\nThe Hearth community\n`,
    });
  } catch (error) {
    app.log.error({ err: error, transactionId: transaction.id }, 'receipt mail failed');
  }
}
