import type { FastifyInstance } from 'fastify';
import type { donationTransactions } from '../../db/schema.ts';
import { donationReceived } from '../notifications/notification-events.ts';

/**
 * What follows a completed donation once it is committed, whichever way it was paid: the admins
 * hear of it. (Its receipt was queued by `queueReceipt` in the completing transaction.)
 */
export async function donationCompleted(
  app: FastifyInstance,
  transaction: typeof donationTransactions.$inferSelect,
  caseTitle: string,
) {
  await donationReceived(app, {
    id: transaction.id,
    amountCents: transaction.amountCents,
    donorName: transaction.donorName,
    caseId: transaction.donationCaseId,
    caseTitle,
  });
}
