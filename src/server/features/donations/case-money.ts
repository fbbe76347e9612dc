import { eq } from 'drizzle-orm';
import {
  amountInCurrency,
  DONATION_MESSAGES,
  limitScale,
  majorUnitsOf,
  type AmountRule,
  type Currency,
} from '#contracts/donations.ts';
import { formatMoney } from '#contracts/format/en-us.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { donationCases } from '../../db/schema.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { isAnswerMessage, translator } from '../../platform/i18n.ts';

/**
 * An amount from a request in minor units of the case's currency; 400 naming what is wrong. A
 * limit it names is written in the reader's language (`$1,000,000.00` in English).
 */
export function minorUnitsIn(currency: Currency, amount: number, rule: AmountRule): number {
  const checked = amountInCurrency(amount, currency, rule);
  if ('message' in checked) {
    const recognized = translator.recognize(checked.message, isAnswerMessage);
    const limit = { amount: rule.max * limitScale(currency), currency };
    const localized =
      recognized?.values && 'limit' in recognized.values
        ? { ...recognized, values: { ...recognized.values, limit } }
        : undefined;
    throw new HttpError(400, checked.message, undefined, localized);
  }
  return checked.minorUnits;
}

/** The same for an amount a request may clear with `null`. */
export const nullableMinorUnitsIn = (
  currency: Currency,
  amount: number | null,
  rule: AmountRule,
) => (amount === null ? null : minorUnitsIn(currency, amount, rule));

/** A stored amount as the API answers it, in the major unit of its currency. */
export const majorUnits = (currency: Currency, minorUnits: number) =>
  majorUnitsOf(minorUnits, currency);

export const nullableMajorUnits = (currency: Currency, minorUnits: number | null) =>
  minorUnits === null ? null : majorUnitsOf(minorUnits, currency);

/**
 * A stored amount written for people in its currency: "$1,234.50" (from integer cents, with no
 * floating-point step, as receipts and statements always wrote it), "¥500", "KWD 1.234".
 */
export function moneyText(currency: Currency, minorUnits: number): string {
  if (currency !== 'USD') return formatMoney(majorUnitsOf(minorUnits, currency), currency);
  const whole = String(Math.trunc(minorUnits / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `$${whole}.${String(minorUnits % 100).padStart(2, '0')}`;
}

/** The currency a case keeps its money in; 404 for a case that does not exist. */
export async function currencyOfCase(db: Database | Transaction, caseId: string) {
  const [row] = await db
    .select({ currency: donationCases.currency })
    .from(donationCases)
    .where(eq(donationCases.id, caseId))
    .limit(1);
  if (!row) throw notFound(DONATION_MESSAGES.caseNotFound);
  return row.currency;
}
