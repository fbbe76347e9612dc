import type { FastifyInstance } from 'fastify';
import type { donationTransactions } from '../../db/schema.ts';
import { donationReceived } from '../notifications/notification-events.ts';
import { sendReceipt } from './receipt-mail.ts';

/** What follows a completed donation, whichever way it was paid: the receipt and the admins. */
export async function donationCompleted(
  app: FastifyInstance,
  transaction: typeof donationTransactions.$inferSelect,
  caseTitle: string,
) {
  await sendReceipt(app, transaction, caseTitle);
  await donationReceived(app, {
    id: transaction.id,
    amountCents: transaction.amountCents,
    donorName: transaction.donorName,
    caseId: transaction.donationCaseId,
    caseTitle,
  });
}
