import { and, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { donationCases, donationTransactions, monthlyGifts } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { recipientLocale } from '../../platform/mail-language.ts';
import { donationCompleted } from './donation-completed.ts';
import { countGift } from './ledger-gifts.ts';
import { monthlyPaymentFailedMessage } from './monthly-gift-mail.ts';
import type { MonthlyGiftLinks } from './monthly-gift-links.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { nextReceiptNumber, queueReceipt } from './receipt-mail.ts';
import { recordFee } from './settle-payment.ts';

type StripeProvider = Extract<PaymentProvider, { name: 'stripe' }>;
type SettleServices = Pick<Services, 'db' | 'events' | 'mailer' | 'log' | 'config'>;
type Gift = typeof monthlyGifts.$inferSelect;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription an invoice bills and the metadata it carries (older API versions too). */
function invoiceSubscription(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  const legacy = invoice as unknown as { subscription?: string | { id: string } | null };
  return {
    subscriptionId: idOf(details?.subscription ?? legacy.subscription),
    giftId: details?.metadata?.monthlyGiftId ?? null,
  };
}

/**
 * The monthly gift an event names: by its subscription, or (before Stripe's checkout event has
 * told us the subscription) by the gift id in the metadata, which then records the subscription.
 */
async function giftOf(
  { db }: Pick<Services, 'db'>,
  subscriptionId: string | null,
  giftId: string | null,
  customerId: string | null,
): Promise<Gift | null> {
  if (subscriptionId) {
    const [known] = await db
      .select()
      .from(monthlyGifts)
      .where(eq(monthlyGifts.stripeSubscriptionId, subscriptionId));
    if (known) return known;
  }
  if (!giftId || !/^[0-9a-f-]{36}$/.test(giftId)) return null;
  const learnt = {
    ...(subscriptionId && { stripeSubscriptionId: subscriptionId }),
    ...(customerId && { stripeCustomerId: customerId }),
  };
  const [found] =
    Object.keys(learnt).length > 0
      ? await db.update(monthlyGifts).set(learnt).where(eq(monthlyGifts.id, giftId)).returning()
      : await db.select().from(monthlyGifts).where(eq(monthlyGifts.id, giftId));
  return found ?? null;
}

/** A pending gift whose first payment went through starts. */
async function activate(services: SettleServices, gift: Gift) {
  if (gift.status !== 'pending') return;
  const [started] = await services.db
    .update(monthlyGifts)
    .set({ status: 'active' })
    .where(and(eq(monthlyGifts.id, gift.id), eq(monthlyGifts.status, 'pending')))
    .returning({ caseId: monthlyGifts.donationCaseId });
  if (started) await services.events.emit('donation-case.monthly-changed', started);
}

/**
 * A paid invoice of a monthly gift is a completed gift of its own: its receipt number, its
 * receipt (with the gift's manage link), its line in the case's ledger and Stripe's fee. The
 * invoice id is the gift's provider reference, so a replayed event adds nothing.
 */
async function recordPaidInvoice(
  services: SettleServices,
  provider: Pick<StripeProvider, 'referencePayment' | 'paymentFee'>,
  links: MonthlyGiftLinks,
  gift: Gift,
  invoice: Stripe.Invoice,
) {
  if (invoice.amount_paid <= 0) return;
  const settled = await services.db.transaction(async (tx) => {
    const [completed] = await tx
      .insert(donationTransactions)
      .values({
        donationCaseId: gift.donationCaseId,
        amountCents: invoice.amount_paid,
        donorName: gift.donorName,
        donorEmail: gift.donorEmail ?? invoice.customer_email,
        donorUserId: gift.donorUserId,
        locale: gift.locale,
        provider: 'stripe',
        providerReference: invoice.id,
        monthlyGiftId: gift.id,
        status: 'completed',
        completedAt: new Date(),
        receiptNumber: nextReceiptNumber,
      })
      .onConflictDoNothing({ target: donationTransactions.providerReference })
      .returning();
    if (!completed) return null;
    const caseTitle = await countGift(tx, completed);
    await queueReceipt(services, tx, completed, caseTitle, links.url(gift.id));
    return { transaction: completed, caseTitle };
  });
  if (!settled) return;
  const paymentId = await invoicePayment(services, provider, settled.transaction);
  if (paymentId) {
    await recordFee(services, settled.transaction, () => provider.paymentFee(paymentId));
  }
  await donationCompleted(services, settled.transaction, settled.caseTitle);
}

/**
 * An invoice paid after its gift stopped means Stripe never heard the cancel (it failed when the
 * case closed). The money was taken, so it counts as a gift above; the subscription is cancelled
 * again so that it is the last.
 */
async function cancelStoppedAgain(
  services: Pick<SettleServices, 'log'>,
  provider: Pick<StripeProvider, 'cancelMonthly'>,
  gift: Gift,
) {
  const stopped = gift.status === 'ended' || gift.status === 'cancelled';
  if (!stopped || !gift.stripeSubscriptionId) return;
  try {
    await provider.cancelMonthly(gift.stripeSubscriptionId);
  } catch (error) {
    services.log.warn(
      { err: error, monthlyGiftId: gift.id },
      'Stripe did not cancel a stopped monthly gift',
    );
  }
}

/**
 * The payment intent that paid an invoice's gift, stored with it for the reconciliation. One
 * Stripe cannot tell yet is left to the reconciliation, never a reason to refuse the invoice.
 */
async function invoicePayment(
  services: Pick<SettleServices, 'db' | 'log'>,
  provider: Pick<StripeProvider, 'referencePayment'>,
  gift: typeof donationTransactions.$inferSelect,
) {
  let paymentId: string | null;
  try {
    paymentId = await provider.referencePayment(gift.providerReference!);
  } catch (error) {
    services.log.warn(
      { err: error, donationId: gift.id },
      'Stripe did not tell the payment of an invoice',
    );
    return null;
  }
  if (paymentId) {
    await services.db
      .update(donationTransactions)
      .set({ providerPaymentId: paymentId })
      .where(eq(donationTransactions.id, gift.id));
  }
  return paymentId;
}

/** The donor hears once per failed invoice, with the link where they update their card. */
async function tellPaymentFailed(
  services: SettleServices,
  links: MonthlyGiftLinks,
  gift: Gift,
  invoice: Stripe.Invoice,
) {
  const to = gift.donorEmail ?? invoice.customer_email;
  if (!to || !invoice.id) return;
  await services.db.transaction(async (tx) => {
    const [first] = await tx
      .update(monthlyGifts)
      .set({ lastFailedInvoiceId: invoice.id })
      .where(
        and(
          eq(monthlyGifts.id, gift.id),
          sql`${monthlyGifts.lastFailedInvoiceId} is distinct from ${invoice.id}`,
        ),
      )
      .returning({ id: monthlyGifts.id });
    if (!first) return;
    const [donationCase] = await tx
      .select({ title: donationCases.title, currency: donationCases.currency })
      .from(donationCases)
      .where(eq(donationCases.id, gift.donationCaseId));
    await services.mailer.send(
      monthlyPaymentFailedMessage(to, recipientLocale(gift.locale, services.config.defaultLocale), {
        caseTitle: donationCase!.title,
        amountCents: invoice.amount_due,
        currency: donationCase!.currency,
        manageUrl: links.url(gift.id),
      }),
      tx,
    );
  });
}

/** Changes the donor made on Stripe's customer portal: paused or not, the amount, cancelled. */
async function followSubscription(
  services: SettleServices,
  subscription: Stripe.Subscription,
  deleted: boolean,
) {
  const item = subscription.items?.data[0];
  const amountCents = item?.price.unit_amount
    ? item.price.unit_amount * (item.quantity ?? 1)
    : null;
  const [changed] = await services.db
    .update(monthlyGifts)
    .set(
      deleted
        ? { status: 'cancelled', endsReason: 'donor', endedAt: new Date() }
        : {
            status: subscription.pause_collection ? 'paused' : 'active',
            ...(amountCents && { amountCents }),
          },
    )
    .where(
      and(
        eq(monthlyGifts.stripeSubscriptionId, subscription.id),
        inArray(
          monthlyGifts.status,
          deleted ? ['pending', 'active', 'paused'] : ['active', 'paused'],
        ),
      ),
    )
    .returning({ caseId: monthlyGifts.donationCaseId });
  if (changed) await services.events.emit('donation-case.monthly-changed', changed);
}

/**
 * What a verified Stripe event means for monthly gifts: a subscription checkout completed starts
 * its gift; a paid invoice is a gift received; a failed one is told to the donor; the
 * subscription's changes on Stripe's portal are followed. Other events change nothing here.
 */
export async function settleMonthlyEvent(
  services: SettleServices,
  event: Stripe.Event,
  provider: Pick<StripeProvider, 'referencePayment' | 'paymentFee' | 'cancelMonthly'>,
  links: MonthlyGiftLinks,
) {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return;
      const gift = await giftOf(
        services,
        idOf(session.subscription),
        session.metadata?.monthlyGiftId ?? null,
        idOf(session.customer),
      );
      if (gift) await activate(services, gift);
      return;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const { subscriptionId, giftId } = invoiceSubscription(invoice);
      const gift = await giftOf(services, subscriptionId, giftId, idOf(invoice.customer));
      if (!gift) return;
      if (event.type === 'invoice.payment_failed') {
        await tellPaymentFailed(services, links, gift, invoice);
        return;
      }
      await activate(services, gift);
      await recordPaidInvoice(services, provider, links, gift, invoice);
      await cancelStoppedAgain(services, provider, gift);
      return;
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await followSubscription(
        services,
        event.data.object,
        event.type === 'customer.subscription.deleted',
      );
      return;
    default:
      return;
  }
}
