import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { donationCases, donationTransactions } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { donationCompleted } from './donation-completed.ts';
import { enterGift } from './ledger-gifts.ts';
import { queueUpdateConfirmation } from './case-update-confirmation.ts';
import { nextReceiptNumber, queueReceipt } from './receipt-mail.ts';

/**
 * Marks the pending donation of a provider reference completed (with its receipt number) and
 * adds it to its case, in one database transaction. Only a pending donation moves, so a replayed event changes nothing.
 * Deactivated or archived cases still count money that was really paid.
 */
async function completePayment(
  services: Pick<Services, 'db' | 'events' | 'mailer' | 'log' | 'config'>,
  reference: string,
) {
  const settled = await services.db.transaction(async (tx) => {
    const [completed] = await tx
      .update(donationTransactions)
      .set({ status: 'completed', completedAt: new Date(), receiptNumber: nextReceiptNumber })
      .where(
        and(
          eq(donationTransactions.providerReference, reference),
          eq(donationTransactions.status, 'pending'),
        ),
      )
      .returning();
    if (!completed) return null;
    const [donationCase] = await tx
      .update(donationCases)
      .set({
        raisedAmountCents: sql`${donationCases.raisedAmountCents} + ${completed.amountCents}`,
        updatedAt: sql`${donationCases.updatedAt}`,
      })
      .where(eq(donationCases.id, completed.donationCaseId))
      .returning({ title: donationCases.title });
    await enterGift(tx, completed);
    await queueReceipt(services, tx, completed, donationCase!.title);
    await queueUpdateConfirmation(services, tx, completed, donationCase!.title);
    return { transaction: completed, caseTitle: donationCase!.title };
  });
  if (settled) await donationCompleted(services, settled.transaction, settled.caseTitle);
}

/** A pending donation whose payment failed or expired; a completed one never goes back. */
async function failPayment({ db }: Pick<Services, 'db'>, reference: string) {
  await db
    .update(donationTransactions)
    .set({ status: 'failed' })
    .where(
      and(
        eq(donationTransactions.providerReference, reference),
        eq(donationTransactions.status, 'pending'),
      ),
    );
}

/**
 * What a verified Stripe event means for its donation: paid completes it, failed or expired fails
 * it; other events change nothing.
 */
export async function settleCheckoutEvent(
  services: Pick<Services, 'db' | 'events' | 'mailer' | 'log' | 'config'>,
  event: Stripe.Event,
) {
  const session = event.data.object as Stripe.Checkout.Session;
  switch (event.type) {
    case 'checkout.session.completed':
      if (session.payment_status === 'paid') await completePayment(services, session.id);
      break;
    case 'checkout.session.async_payment_succeeded':
      await completePayment(services, session.id);
      break;
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      await failPayment(services, session.id);
      break;
    default:
      break;
  }
}
