import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AMOUNT_RULES,
  currencyExponent,
  type Currency,
  type donationSchema,
} from '#contracts/donations.ts';
import type { Locale } from '#contracts/i18n/locales.ts';
import { donationTransactions } from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { caseTakingGifts } from './accepting-donations.ts';
import { currencyOfCase, minorUnitsIn } from './case-money.ts';
import { queueUpdateConfirmation } from './case-update-confirmation.ts';
import { queuePledgeConfirmation } from './receipt-mail.ts';

type DonationInput = z.output<typeof donationSchema>;
type TransactionRow = typeof donationTransactions.$inferSelect;

export interface RecordedDonation {
  transaction: TransactionRow;
  /** The case's, which the amount is in. */
  currency: Currency;
  /** Where to send the donor to pay (Stripe), if anywhere. */
  checkoutUrl: string | null;
  /** True when an earlier request with the same Idempotency-Key already made this donation. */
  isRepeat: boolean;
}

/** An `Idempotency-Key` header with the client that sent it (`platform/client-identity.ts`). */
export interface IdempotencyKey {
  client: string;
  key: string;
}

/**
 * What is stored of an Idempotency-Key: a hash of the key with its client, so a key repeats only
 * its own client's donation, and the column links no two donations to one client.
 */
const storedKey = ({ client, key }: IdempotencyKey) =>
  createHash('sha256').update(`${client}\n${key}`).digest('base64url');

async function findByIdempotencyKey({ db }: Pick<Services, 'db'>, stored: string) {
  const [row] = await db
    .select()
    .from(donationTransactions)
    .where(eq(donationTransactions.idempotencyKey, stored))
    .limit(1);
  return row;
}

/** The first donation made with this key answers again, if it was for the same case. */
async function repeated(
  { db }: Pick<Services, 'db'>,
  earlier: TransactionRow,
  input: DonationInput,
): Promise<RecordedDonation> {
  if (earlier.donationCaseId !== input.donationCaseId) {
    throw badRequest('This Idempotency-Key was used for another donation');
  }
  const currency = await currencyOfCase(db, earlier.donationCaseId);
  return { transaction: earlier, currency, checkoutUrl: null, isRepeat: true };
}

/**
 * Stripe takes a three-decimal currency (KWD, BHD…) only in steps of ten of its minor unit, so a
 * card gift of 1.234 dinars is refused before Checkout; a pledge keeps every fils.
 */
function assertCardPayable(currency: Currency, minorUnits: number) {
  if (currencyExponent(currency) === 3 && minorUnits % 10 !== 0) {
    throw badRequest(`Card payments in ${currency} must be in steps of 0.010`);
  }
}

/**
 * Records a donation. It waits as pending: with no payment provider it is a pledge, confirmed to
 * the donor by mail, until an admin records its money as received (`receive-pledge.ts`) or as
 * never paid (`lapse-pledge.ts`); with Stripe, until the verified webhook.
 * The same Idempotency-Key again from the same client answers the first donation instead of
 * making a second (the same key for another case is refused); from another client it is another
 * key.
 * A donor's wish for updates is kept with the gift; once it is completed, the address is mailed a
 * link to confirm it (`case-update-confirmation.ts`), and only a confirmed address gets updates.
 */
export async function recordDonation(
  services: Pick<Services, 'db' | 'events' | 'mailer' | 'log' | 'config' | 'payments'>,
  input: DonationInput,
  idempotency: IdempotencyKey | undefined,
  /** The signed-in donor, who then hears of the case's updates in the app if they asked. */
  donorUserId: string | null = null,
  /** The language the donor gives in: their receipt's and mails'. */
  locale: Locale | null = null,
): Promise<RecordedDonation> {
  const idempotencyKey = idempotency ? storedKey(idempotency) : null;
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(services, idempotencyKey);
    if (earlier) return repeated(services, earlier, input);
  }
  const { db, payments: provider } = services;
  const donationCase = await caseTakingGifts(db, input.donationCaseId);

  const { currency } = donationCase;
  const amountCents = minorUnitsIn(currency, input.amount, AMOUNT_RULES.gift);
  const isPledge = provider.name === 'none';
  if (!isPledge) assertCardPayable(currency, amountCents);
  let transaction: TransactionRow;
  try {
    transaction = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(donationTransactions)
        .values({
          donationCaseId: donationCase.id,
          amountCents,
          donorName: input.donorName,
          donorEmail: input.donorEmail,
          message: input.message,
          wantsUpdates: input.wantsUpdates,
          donorUserId,
          locale,
          showPublicly: input.showPublicly,
          provider: provider.name,
          status: 'pending',
          idempotencyKey,
        })
        .returning();
      if (isPledge) {
        await queuePledgeConfirmation(services, tx, created!, donationCase.title);
        await queueUpdateConfirmation(services, tx, created!, donationCase.title);
      }
      return created!;
    });
  } catch (error) {
    if (idempotencyKey && violatedUniqueConstraint(error) !== null) {
      const earlier = await findByIdempotencyKey(services, idempotencyKey);
      if (earlier) return repeated(services, earlier, input);
    }
    throw error;
  }

  if (isPledge) {
    // The case's pledged amount moved, and the admins hear of the pledge they are to follow up.
    await services.events.emit('donation.pledged', {
      donation: {
        id: transaction.id,
        amountCents: transaction.amountCents,
        currency,
        donorName: transaction.donorName,
        caseId: transaction.donationCaseId,
        caseTitle: donationCase.title,
      },
    });
    return { transaction, currency, checkoutUrl: null, isRepeat: false };
  }

  try {
    const checkout = await provider.startCheckout({
      transactionId: transaction.id,
      amountCents,
      currency,
      caseId: donationCase.id,
      caseTitle: donationCase.title,
      donorEmail: transaction.donorEmail,
    });
    const [withReference] = await db
      .update(donationTransactions)
      .set({ providerReference: checkout.reference })
      .where(eq(donationTransactions.id, transaction.id))
      .returning();
    return { transaction: withReference!, currency, checkoutUrl: checkout.url, isRepeat: false };
  } catch (error) {
    services.log.error({ err: error, transactionId: transaction.id }, 'Stripe checkout failed');
    await db
      .update(donationTransactions)
      .set({ status: 'failed' })
      .where(eq(donationTransactions.id, transaction.id));
    throw new HttpError(502, 'The payment service is not available. Please try again later.');
  }
}
