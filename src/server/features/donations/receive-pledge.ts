import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AMOUNT_RULES, DONATION_MESSAGES, type receivePledgeSchema } from '#contracts/donations.ts';
import { donationTransactions } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { conflict } from '../../platform/errors.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import { queueUpdateConfirmation } from './case-update-confirmation.ts';
import { currencyOfCase, minorUnitsIn } from './case-money.ts';
import { countGift } from './ledger-gifts.ts';
import { lockedPledge } from './locked-pledge.ts';
import { nextReceiptNumber, queueReceipt } from './receipt-mail.ts';

type ReceiveInput = z.output<typeof receivePledgeSchema>;

/**
 * An admin records that a pledge's money arrived: the gift is completed with the amount that
 * actually came (the pledge is kept beside it), takes its receipt number, counts as raised and
 * mails its receipt, all in one database transaction. The row is locked first, so of two admins
 * receiving it at once one succeeds and the other is told it was received.
 */
export async function receivePledge(
  services: Pick<Services, 'db' | 'events' | 'mailer' | 'log' | 'config'>,
  actor: Viewer,
  transactionId: string,
  input: ReceiveInput,
) {
  const received = await services.db.transaction(async (tx) => {
    const pledge = await lockedPledge(tx, transactionId);
    if (pledge.status === 'completed') throw conflict(DONATION_MESSAGES.alreadyReceived);
    if (pledge.status === 'lapsed') throw conflict(DONATION_MESSAGES.lapsedPledge);
    const currency = await currencyOfCase(tx, pledge.donationCaseId);
    const amountCents = minorUnitsIn(currency, input.amount, AMOUNT_RULES.received);
    const [completed] = await tx
      .update(donationTransactions)
      .set({
        status: 'completed',
        amountCents,
        pledgedAmountCents: pledge.amountCents,
        receivedMethod: input.method,
        receivedReference: input.reference,
        completedAt: input.receivedAt,
        receiptNumber: nextReceiptNumber,
      })
      .where(eq(donationTransactions.id, pledge.id))
      .returning();
    const caseTitle = await countGift(tx, completed!);
    await queueReceipt(services, tx, completed!, caseTitle);
    await queueUpdateConfirmation(services, tx, completed!, caseTitle);
    await logModeration(
      tx,
      actor,
      'donation.receive',
      { type: 'donation', id: pledge.id },
      {
        caseId: pledge.donationCaseId,
        pledgedCents: pledge.amountCents,
        receivedCents: amountCents,
        method: input.method,
        reference: input.reference,
        receivedAt: input.receivedAt.toISOString(),
      },
    );
    return { ...completed!, currency };
  });
  await services.events.emit('donation.settled', {
    actor,
    donation: { id: received.id, caseId: received.donationCaseId, status: 'completed' },
  });
  return received;
}
