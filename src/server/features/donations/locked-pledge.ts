import { eq } from 'drizzle-orm';
import { DONATION_MESSAGES } from '#contracts/donations.ts';
import type { Transaction } from '../../db/client.ts';
import { donationTransactions } from '../../db/schema.ts';
import { conflict, notFound } from '../../platform/errors.ts';

/**
 * A gift an admin settles by hand, locked until the caller's transaction ends, so two admins
 * acting on it at once are served one after the other. Only a pledge (no payment provider) is
 * settled by hand: a card payment is Stripe's to confirm.
 */
export async function lockedPledge(tx: Transaction, transactionId: string) {
  const [row] = await tx
    .select()
    .from(donationTransactions)
    .where(eq(donationTransactions.id, transactionId))
    .for('update')
    .limit(1);
  if (!row) throw notFound(DONATION_MESSAGES.transactionNotFound);
  if (row.provider !== 'none') throw conflict(DONATION_MESSAGES.notAPledge);
  return row;
}
