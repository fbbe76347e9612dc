import { z } from 'zod';
import { text } from './common.ts';
import {
  currencySchema,
  DONATION_MESSAGES,
  moneyField,
  MONTHLY_GIFT_STATUSES,
} from './donations.ts';

export * from './donations.constants.ts';

export const MONTHLY_GIFT_MESSAGES = {
  notFound: 'This link is not valid. Please use the link in your latest receipt.',
  stopped: 'This monthly gift has stopped; it can no longer be changed',
  notStarted: 'This monthly gift has not started yet',
  noCustomer: 'Stripe has not set up this monthly gift yet; please try again in a minute',
} as const;

/** The `:token` of a signed manage link (`monthly-gift-links.ts`). */
export const monthlyGiftParamsSchema = z.object({ token: text().min(10).max(300) });

/** A monthly gift as its donor sees it, in their record or through its link. */
export const monthlyGiftSummarySchema = z.object({
  _id: z.string(),
  donationCaseId: z.string(),
  caseTitle: z.string(),
  /** Each month, in the case's `currency`. */
  amount: z.number(),
  currency: currencySchema,
  status: z.enum(MONTHLY_GIFT_STATUSES),
  /** Why it stopped: `donor`, `case-closed` or `case-ended`; null while it runs. */
  endsReason: z.string().nullable(),
  createdAt: z.string(),
});

/** A monthly gift as its donor sees it through their link: never anyone else's data. */
export const monthlyGiftSchema = monthlyGiftSummarySchema.extend({
  /** When the case ends (its monthly gifts stop then), if it says. */
  caseEndsAt: z.string().nullable(),
});
export type MonthlyGift = z.infer<typeof monthlyGiftSchema>;

/** A new monthly amount in the case's currency (number or text), a gift's limits (`AMOUNT_RULES.gift`). */
export const changeMonthlyAmountSchema = z.object({
  amount: moneyField(DONATION_MESSAGES.invalidAmount),
});
export type ChangeMonthlyAmountInput = z.input<typeof changeMonthlyAmountSchema>;

/** Where Stripe's customer portal opens for this gift's card and invoices. */
export const portalResponseSchema = z.object({ url: z.string() });
