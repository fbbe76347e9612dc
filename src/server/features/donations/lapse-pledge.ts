import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { DONATION_MESSAGES, type lapsePledgeSchema } from '#contracts/donations.ts';
import { donationTransactions } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { conflict } from '../../platform/errors.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import { currencyOfCase } from './case-money.ts';
import { lockedPledge } from './locked-pledge.ts';

/**
 * An admin marks a pending pledge as never paid. Nothing is deleted: the gift stays, `lapsed`,
 * with the reason, and leaves the case's pledged amount.
 */
export async function lapsePledge(
  services: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  transactionId: string,
  input: z.output<typeof lapsePledgeSchema>,
) {
  const lapsed = await services.db.transaction(async (tx) => {
    const pledge = await lockedPledge(tx, transactionId);
    if (pledge.status === 'completed') throw conflict(DONATION_MESSAGES.alreadyReceived);
    if (pledge.status !== 'pending') throw conflict(DONATION_MESSAGES.notPending);
    const [row] = await tx
      .update(donationTransactions)
      .set({ status: 'lapsed', lapsedAt: new Date(), lapseReason: input.reason })
      .where(eq(donationTransactions.id, pledge.id))
      .returning();
    await logModeration(
      tx,
      actor,
      'donation.lapse',
      { type: 'donation', id: pledge.id },
      { caseId: pledge.donationCaseId, pledgedCents: pledge.amountCents, reason: input.reason },
    );
    return { ...row!, currency: await currencyOfCase(tx, row!.donationCaseId) };
  });
  await services.events.emit('donation.settled', {
    actor,
    donation: { id: lapsed.id, caseId: lapsed.donationCaseId, status: 'lapsed' },
  });
  return lapsed;
}
