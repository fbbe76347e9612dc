import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { donationTransactions } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { donationCompleted } from './donation-completed.ts';
import { countGift, storeFee } from './ledger-gifts.ts';
import type { PaymentProvider } from './payment-provider.ts';

type StripeProvider = Extract<PaymentProvider, { name: 'stripe' }>;
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
  paymentId: string | undefined,
  fee: () => Promise<number | null>,
) {
  const settled = await services.db.transaction(async (tx) => {
    const [completed] = await tx
      .update(donationTransactions)
      .set({
        status: 'completed',
        completedAt: new Date(),
        receiptNumber: nextReceiptNumber,
        providerPaymentId: paymentId,
      })
      .where(
        and(
          eq(donationTransactions.providerReference, reference),
          eq(donationTransactions.status, 'pending'),
        ),
      )
      .returning();
    if (!completed) return null;
    const caseTitle = await countGift(tx, completed);
    await queueReceipt(services, tx, completed, caseTitle);
    await queueUpdateConfirmation(services, tx, completed, caseTitle);
    return { transaction: completed, caseTitle };
  });
  if (!settled) return;
  await recordFee(services, settled.transaction, fee);
  await donationCompleted(services, settled.transaction, settled.caseTitle);
}

/**
 * Stripe's fee on a completed gift, stored with it and entered in its case's ledger. A fee
 * Stripe cannot tell yet is left to the reconciliation, never a reason to refuse the payment.
 */
export async function recordFee(
  services: Pick<Services, 'db' | 'log'>,
  gift: typeof donationTransactions.$inferSelect,
  fee: () => Promise<number | null>,
) {
  let feeCents: number | null;
  try {
    feeCents = await fee();
  } catch (error) {
    services.log.warn({ err: error, donationId: gift.id }, 'Stripe did not tell the fee of a gift');
    return;
  }
  if (feeCents === null) return;
  await services.db.transaction((tx) => storeFee(tx, gift, feeCents));
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
  provider: Pick<StripeProvider, 'paymentFee'>,
) {
  const session = event.data.object as Stripe.Checkout.Session;
  const intent = session.payment_intent;
  const intentId = typeof intent === 'string' ? intent : intent?.id;
  const fee = async () => (intentId ? provider.paymentFee(intentId) : null);
  switch (event.type) {
    case 'checkout.session.completed':
      if (session.payment_status === 'paid')
        await completePayment(services, session.id, intentId, fee);
      break;
    case 'checkout.session.async_payment_succeeded':
      await completePayment(services, session.id, intentId, fee);
      break;
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      await failPayment(services, session.id);
      break;
    default:
      break;
  }
}
