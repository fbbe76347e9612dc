import type { donationTransactions } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { currencyOfCase } from './case-money.ts';

/**
 * What follows a completed donation once it is committed, whichever way it was paid: the admins
 * hear of it. (Its receipt was queued by `queueReceipt` in the completing transaction.)
 */
export async function donationCompleted(
  { events, db }: Pick<Services, 'events' | 'db'>,
  transaction: typeof donationTransactions.$inferSelect,
  caseTitle: string,
) {
  await events.emit('donation.received', {
    donation: {
      id: transaction.id,
      amountCents: transaction.amountCents,
      currency: await currencyOfCase(db, transaction.donationCaseId),
      donorName: transaction.donorName,
      caseId: transaction.donationCaseId,
      caseTitle,
    },
  });
}
