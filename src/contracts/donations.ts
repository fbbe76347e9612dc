import { z } from 'zod';
import { isEmail } from './auth.ts';
import {
  canSchema,
  idSchema,
  listResponseSchema,
  MAX_PAGE_LIMIT,
  messageResponseSchema,
  optionalMultilineText,
  optionalText,
  pageQuerySchema,
  requiredMultilineText,
  requiredText,
  text,
} from './common.ts';
import {
  DONATION_FREQUENCIES,
  DONATIONS_PAGE_SIZE,
  MAX_AMOUNT_OPTIONS,
  MAX_DONATION,
  MAX_GOAL,
  RECEIVED_METHODS,
  SUPPORTERS_PAGE_SIZE,
  TRANSACTION_STATUSES,
} from './donations.constants.ts';
import {
  CURRENCIES,
  CURRENCY_MESSAGES,
  DEFAULT_CURRENCY,
  decimalsMessage,
  isCurrency,
  limitScale,
  minorUnitsOf,
  type Currency,
} from './currency.constants.ts';
import { formatMoney, formatUsd as usd } from './format/en-us.ts';

export * from './donations.constants.ts';
export * from './currency.constants.ts';

/** "At most" messages, given the limit written in the case's currency. */
const TOO_LARGE = {
  gift: (limit: string) => `A single donation can be at most ${limit}`,
  option: (limit: string) => `Each amount option can be at most ${limit}`,
  goal: (limit: string) => `The goal can be at most ${limit}`,
  monthlyTarget: (limit: string) => `The monthly target can be at most ${limit}`,
};

export const DONATION_MESSAGES = {
  invalidAmount: 'Please enter a valid donation amount',
  titleAndDescription: 'Title and description are required',
  optionsPositive: 'All amount options must be greater than 0',
  optionsCount: `Give between 1 and ${MAX_AMOUNT_OPTIONS} amount options`,
  invalidGoal: 'The goal must be a number of at least 0',
  donationTooLarge: TOO_LARGE.gift(usd(MAX_DONATION)),
  optionTooLarge: TOO_LARGE.option(usd(MAX_DONATION)),
  goalTooLarge: TOO_LARGE.goal(usd(MAX_GOAL)),
  invalidEmail: 'Please enter a valid email address',
  invalidImage: 'Invalid image',
  caseNotFound: 'Donation case not found',
  caseClosed: 'This case is no longer accepting donations',
  invalidEndsAt: 'Please give the end as a date and time',
  storyNotApproved: 'Only an approved narrative can be linked to a case',
  storyHasCase: 'This narrative already has a donation case; unlink it there first',
  supporterNotFound: 'Supporter message not found',
  transactionNotFound: 'Donation not found',
  alreadyReceived: 'This gift has already been received',
  lapsedPledge: 'This pledge has lapsed; it can no longer be received',
  notAPledge: 'Only a pledge can be recorded by hand; card payments are confirmed by Stripe',
  notPending: 'Only a pending pledge can be marked as lapsed',
  invalidReceivedAmount: 'Please enter the amount received, in dollars and cents',
  invalidMethod: 'Please choose how the money was received',
  invalidReceivedAt: 'Please give the date the money was received (not in the future)',
  monthlyNeedsCard: 'Monthly giving needs a card payment',
  invalidMonthlyTarget: 'The monthly target must be a number of at least 0',
  monthlyTargetTooLarge: TOO_LARGE.monthlyTarget(usd(MAX_GOAL)),
  invalidFrequency: 'frequency must be once or monthly',
} as const;

/**
 * An amount in the major unit of its case's currency, given as a number or a numeric string with
 * at most three decimals (the most any currency has). Anything else (1.0005, "abc", 1e21, an
 * object) is refused with `invalid`, never rounded, as is an amount below zero, or zero unless
 * `zeroAllowed`. The case's currency then decides its decimals and limits (`amountInCurrency`).
 */
const amountField = ({ invalid, zeroAllowed }: { invalid: string; zeroAllowed: boolean }) =>
  z
    .union([z.number(), text().max(20, invalid)], { message: invalid })
    .transform((value, context) => {
      const text = typeof value === 'number' ? String(value) : value.trim();
      const amount = Number(text);
      const isWellFormed = /^\d{1,15}(\.\d{1,3})?$/.test(text) && Number.isFinite(amount);
      if (!isWellFormed || !(zeroAllowed ? amount >= 0 : amount > 0)) {
        context.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return amount;
    });

/**
 * What an amount of a case must be, in the currency's major unit before `limitScale`: a gift is
 * at least 1 and at most MAX_DONATION (¥100 and ¥100,000,000 in yen), a goal at most MAX_GOAL.
 */
export interface AmountRule {
  invalid: string;
  /** The message for an amount above the limit, given the limit written in the currency. */
  tooLarge: (limit: string) => string;
  min: number;
  inclusive: boolean;
  max: number;
}

export const AMOUNT_RULES = {
  gift: {
    invalid: DONATION_MESSAGES.invalidAmount,
    tooLarge: TOO_LARGE.gift,
    min: 1,
    inclusive: true,
    max: MAX_DONATION,
  },
  option: {
    invalid: DONATION_MESSAGES.optionsPositive,
    tooLarge: TOO_LARGE.option,
    min: 0,
    inclusive: false,
    max: MAX_DONATION,
  },
  goal: {
    invalid: DONATION_MESSAGES.invalidGoal,
    tooLarge: TOO_LARGE.goal,
    min: 0,
    inclusive: true,
    max: MAX_GOAL,
  },
  monthlyTarget: {
    invalid: DONATION_MESSAGES.invalidMonthlyTarget,
    tooLarge: TOO_LARGE.monthlyTarget,
    min: 0,
    inclusive: true,
    max: MAX_GOAL,
  },
  received: {
    invalid: DONATION_MESSAGES.invalidReceivedAmount,
    tooLarge: TOO_LARGE.gift,
    min: 0,
    inclusive: false,
    max: MAX_DONATION,
  },
} satisfies Record<string, AmountRule>;

/**
 * An amount in minor units of `currency` once it meets `rule`, else why not: too many decimals
 * for the currency (0.5 in yen), below its minimum or above its maximum, both scaled by the
 * currency (`limitScale`). No floating-point step: 1.234 dinars is 1234 fils exactly.
 */
export function amountInCurrency(
  amount: number,
  currency: Currency,
  rule: AmountRule,
): { minorUnits: number } | { message: string } {
  const minorUnits = minorUnitsOf(amount, currency);
  // The spec's clients give dollars and read its own message for a third decimal.
  if (minorUnits === null) {
    return { message: currency === DEFAULT_CURRENCY ? rule.invalid : decimalsMessage(currency) };
  }
  const scale = limitScale(currency);
  const min = minorUnitsOf(rule.min * scale, currency)!;
  if (rule.inclusive ? minorUnits < min : minorUnits <= min) return { message: rule.invalid };
  if (minorUnits > minorUnitsOf(rule.max * scale, currency)!) {
    return { message: rule.tooLarge(formatMoney(rule.max * scale, currency)) };
  }
  return { minorUnits };
}

/**
 * `schema` with its amounts checked as the server checks them in the case's currency (given, or
 * the value's own `currency`), each refusal on its field (an array's on its item): the forms run
 * it, so a form never restates a rule.
 */
export function checkedInCurrency<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  rules: Record<string, AmountRule>,
  currency?: Currency,
) {
  // It runs even when another field is wrong, so every refusal shows at once; an amount that did
  // not parse is left to its own field's message.
  return schema.superRefine(
    (value, context) => {
      const named = currency ?? value.currency;
      if (typeof named !== 'string' || !isCurrency(named)) return;
      for (const [field, rule] of Object.entries(rules)) {
        const given = value[field];
        const amounts: [unknown, (string | number)[]][] = Array.isArray(given)
          ? given.map((amount, index) => [amount, [field, index]])
          : [[given, [field]]];
        for (const [amount, path] of amounts) {
          if (typeof amount !== 'number') continue;
          const checked = amountInCurrency(amount, named, rule);
          if ('message' in checked) {
            context.addIssue({ code: 'custom', message: checked.message, path });
          }
        }
      }
    },
    { when: () => true },
  );
}

/** A currency in an answer, beside the amounts it applies to. */
export const currencySchema = z.enum(CURRENCIES);

export const currencyField = text({ message: CURRENCY_MESSAGES.unknown })
  .trim()
  .toUpperCase()
  .pipe(z.enum(CURRENCIES, { message: CURRENCY_MESSAGES.unknown }));

export const donationSchema = z.object({
  donationCaseId: z.uuid({ message: DONATION_MESSAGES.caseNotFound }),
  /** In the case's currency; its decimals and limits are checked once the case is known. */
  amount: amountField({ invalid: DONATION_MESSAGES.invalidAmount, zeroAllowed: false }),
  donorName: optionalText(100, 'The name can be at most 100 characters', 'Anonymous'),
  donorEmail: text()
    .trim()
    .max(200)
    .optional()
    .refine((email) => !email || isEmail(email), { message: DONATION_MESSAGES.invalidEmail })
    .transform((email) => email || null),
  message: optionalMultilineText(500, 'The message can be at most 500 characters', null),
  /** "Send me updates about this case": off unless the donor ticks it. */
  wantsUpdates: z.boolean({ message: 'wantsUpdates must be true or false' }).default(false),
  /** The donor's name and message on the public supporters list; off unless asked for. */
  showPublicly: z.boolean({ message: 'showPublicly must be true or false' }).default(false),
  /** `monthly`: a card payment each month until cancelled or the case ends (Stripe only). */
  frequency: z
    .enum(DONATION_FREQUENCIES, { message: DONATION_MESSAGES.invalidFrequency })
    .default('once'),
});
export type DonationInput = z.input<typeof donationSchema>;

const imageField = text()
  .trim()
  .max(500)
  .refine((value) => value === '' || value.startsWith('/uploads/') || /^https:\/\//.test(value), {
    message: DONATION_MESSAGES.invalidImage,
  });

const caseFields = {
  title: requiredText(200, DONATION_MESSAGES.titleAndDescription),
  description: requiredMultilineText(20_000, DONATION_MESSAGES.titleAndDescription),
  amountOptions: z
    .array(amountField({ invalid: DONATION_MESSAGES.optionsPositive, zeroAllowed: false }), {
      message: DONATION_MESSAGES.optionsCount,
    })
    .min(1, DONATION_MESSAGES.optionsCount)
    .max(MAX_AMOUNT_OPTIONS, DONATION_MESSAGES.optionsCount),
  goalAmount: amountField({ invalid: DONATION_MESSAGES.invalidGoal, zeroAllowed: true })
    .nullable()
    .optional(),
  image: imageField,
  /** The approved narrative the case serves; `null` unlinks. */
  storyId: z.uuid({ message: 'Invalid narrative id' }).nullable().optional(),
  showAmounts: z.boolean({ message: 'showAmounts must be true or false' }),
  /** What the case hopes to receive each month from monthly gifts; `null` for none. */
  monthlyTarget: amountField({ invalid: DONATION_MESSAGES.invalidMonthlyTarget, zeroAllowed: true })
    .nullable()
    .optional(),
  /** When the case stops taking gifts (ISO 8601); `null` for never. */
  endsAt: z.iso
    .datetime({ offset: true, message: DONATION_MESSAGES.invalidEndsAt })
    .nullable()
    .optional(),
};

export const createCaseSchema = z.object({
  ...caseFields,
  /** ISO 4217, one of Stripe's presentment currencies; every amount of the case is in it. */
  currency: currencyField.default(DEFAULT_CURRENCY),
  /** Unset: DEFAULT_AMOUNT_OPTIONS, scaled for the currency (`limitScale`). */
  amountOptions: caseFields.amountOptions.optional(),
  image: imageField.default(''),
  showAmounts: caseFields.showAmounts.default(true),
});
export type CreateCaseInput = z.input<typeof createCaseSchema>;

export const updateCaseSchema = z.object({
  title: caseFields.title.optional(),
  description: caseFields.description.optional(),
  amountOptions: caseFields.amountOptions.optional(),
  goalAmount: caseFields.goalAmount,
  image: imageField.optional(),
  active: z.boolean({ message: 'active must be true or false' }).optional(),
  storyId: caseFields.storyId,
  showAmounts: caseFields.showAmounts.optional(),
  endsAt: caseFields.endsAt,
  monthlyTarget: caseFields.monthlyTarget,
  /** Only while the case has had no gift (409 after). */
  currency: currencyField.optional(),
});
export type UpdateCaseInput = z.input<typeof updateCaseSchema>;

/** A day of slack for time zones: a date is refused only when it is surely in the future. */
const DATE_SLACK_MS = 36 * 60 * 60 * 1000;

/**
 * How money moved, as `RECEIVED_METHODS` names it; "Bank transfer" or "mobile-money" are read as
 * the same names, since a client may send the label.
 */
export const receivedMethodField = (message: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .trim()
            .toLowerCase()
            .replace(/[\s-]+/g, '_')
        : value,
    z.enum(RECEIVED_METHODS, { message }),
  );

/** Money an admin records, in the case's currency (number or text), more than 0. */
export const moneyField = (invalid: string) => amountField({ invalid, zeroAllowed: false });

/** A day (`2026-11-27`, read as noon UTC) or a date and time with its offset, not in the future. */
export const pastMomentField = (invalid: string) =>
  z
    .union([z.iso.date({ message: invalid }), z.iso.datetime({ offset: true, message: invalid })], {
      message: invalid,
    })
    .transform((value) => new Date(value.length === 10 ? `${value}T12:00:00Z` : value))
    .refine((date) => date.getTime() <= Date.now() + DATE_SLACK_MS, { message: invalid });

/** An admin records a pledge's money as received: what arrived, how, and when. */
export const receivePledgeSchema = z.object({
  /** It may differ from the pledge. */
  amount: moneyField(DONATION_MESSAGES.invalidReceivedAmount),
  method: receivedMethodField(DONATION_MESSAGES.invalidMethod),
  reference: optionalText(200, 'The reference can be at most 200 characters', null),
  receivedAt: pastMomentField(DONATION_MESSAGES.invalidReceivedAt),
});
export type ReceivePledgeInput = z.input<typeof receivePledgeSchema>;

/** An admin marks a pledge as never paid. */
export const lapsePledgeSchema = z.object({
  reason: optionalMultilineText(500, 'The reason can be at most 500 characters', null),
});
export type LapsePledgeInput = z.input<typeof lapsePledgeSchema>;

/**
 * What the signed-in viewer may do with the case (all false for a visitor). `manage`: change,
 * (de)activate or delete it, and post its updates; `seeDonations`: read its donations and settle
 * its pledges; `moderate`: hide a supporter's message; `keepLedger`: record disbursements and
 * reverse them.
 */
export const donationCaseCanSchema = canSchema('manage', 'seeDonations', 'moderate', 'keepLedger');

export const donationCaseSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  /** ISO 4217: every amount of the case (goal, raised, options, ledger) is in it. */
  currency: currencySchema,
  /** Whether the case has had any gift or pledge: its currency can no longer change. */
  hasGifts: z.boolean(),
  goalAmount: z.number().nullable(),
  /** Money received (completed gifts) only. */
  raisedAmount: z.number(),
  /** Pledges not yet received, shown apart from the money. */
  pledgedAmount: z.number(),
  /** The payment provider's fees, the money paid out, and what the case holds (received − both). */
  feesAmount: z.number(),
  disbursedAmount: z.number(),
  heldAmount: z.number(),
  /** A disbursement has waited more than UPDATE_DUE_DAYS for a case update. */
  updateDue: z.boolean(),
  amountOptions: z.array(z.number()),
  active: z.boolean(),
  /** Kept for its transactions after a deletion; hidden from the public. */
  archived: z.boolean(),
  createdAt: z.string(),
  /** The narrative the case serves, while it is published. */
  story: z.object({ _id: z.string(), slug: z.string(), title: z.string() }).nullable(),
  /** How many completed gifts the case has had. */
  supportersCount: z.number().int(),
  /** Whether the supporters list shows amounts. */
  showAmounts: z.boolean(),
  endsAt: z.string().nullable(),
  /** The monthly income the case hopes for, or null. */
  monthlyTarget: z.number().nullable(),
  /** Active monthly gifts, and what they give each month. */
  monthlySupporters: z.number().int(),
  monthlyIncome: z.number(),
  can: donationCaseCanSchema,
});
export type DonationCase = z.infer<typeof donationCaseSchema>;

export const transactionSchema = z.object({
  _id: z.string(),
  donationCaseId: z.string(),
  amount: z.number(),
  /** The case's currency, for `amount` and `pledgedAmount`. */
  currency: currencySchema,
  donorName: z.string(),
  donorEmail: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(TRANSACTION_STATUSES),
  provider: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  showPublicly: z.boolean(),
  messageHidden: z.boolean(),
  /** Given when the donation completes; null until then. */
  receiptNumber: z.number().int().nullable(),
  /** What was pledged, when the amount received differed or not; null unless received by hand. */
  pledgedAmount: z.number().nullable(),
  receivedMethod: z.enum(RECEIVED_METHODS).nullable(),
  receivedReference: z.string().nullable(),
  lapsedAt: z.string().nullable(),
  lapseReason: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const casesQuerySchema = pageQuerySchema(DONATIONS_PAGE_SIZE).extend({
  active: z.enum(['true', 'all'], { message: 'active must be true or all' }).default('true'),
});

export const casesResponseSchema = listResponseSchema('donationCases', donationCaseSchema, [
  'totalCases',
]);
export type CasesResponse = z.infer<typeof casesResponseSchema>;

export const deleteCaseResponseSchema = messageResponseSchema.extend({ archived: z.boolean() });
export type DeleteCaseResponse = z.infer<typeof deleteCaseResponseSchema>;

/**
 * The answer to a donation, first or repeated. The spec's transaction fields are at the top
 * level (its client reads them there); the donor details in them echo what this request sent,
 * never what is stored, so a replayed key gives none the replaying request did not send.
 */
export const recordedDonationResponseSchema = z.object({
  success: z.literal(true),
  /** What happens next, for people: thanks, or continue to the payment page. */
  notice: z.string(),
  _id: z.string(),
  donationCaseId: z.string(),
  amount: z.number(),
  currency: currencySchema,
  status: z.string(),
  createdAt: z.string(),
  donorName: z.string(),
  donorEmail: z.string().nullable(),
  /** The donor's own message, as the spec's transaction has it. */
  message: z.string().nullable(),
  transaction: z.object({
    _id: z.string(),
    donationCaseId: z.string(),
    amount: z.number(),
    currency: currencySchema,
    status: z.string(),
    /** Given once the donation completes (at once with no payment provider). */
    receiptNumber: z.number().int().nullable(),
  }),
  checkoutUrl: z.string().nullable(),
});
export type RecordedDonationResponse = z.infer<typeof recordedDonationResponseSchema>;

/**
 * Where a Stripe Checkout gift stands, read by the success page until the webhook has confirmed
 * it: the same facts as the donation's answer, never the donor's.
 */
export const checkoutStatusResponseSchema = z.object({
  status: z.enum(TRANSACTION_STATUSES),
  amount: z.number(),
  currency: currencySchema,
  donationCaseId: z.string(),
  caseTitle: z.string(),
  /** Whether the donor left an address for a receipt (never the address). */
  hasEmail: z.boolean(),
  /** Whether the gift asked for e-mail updates: a link to confirm them went to the address. */
  confirmsUpdatesByEmail: z.boolean(),
});
export type CheckoutStatusResponse = z.infer<typeof checkoutStatusResponseSchema>;

/** A gift on the public supporters list: never the donor's e-mail. */
export const supporterSchema = z.object({
  _id: z.string(),
  /** The name the donor chose, or "Anonymous" unless they asked to be shown. */
  name: z.string(),
  /** Only when the donor asked to be shown and no admin hid it. */
  message: z.string().nullable(),
  /** Only when the case shows amounts; in `currency`, the case's. */
  amount: z.number().nullable(),
  currency: currencySchema,
  createdAt: z.string(),
});
export type Supporter = z.infer<typeof supporterSchema>;

export const supportersQuerySchema = pageQuerySchema(SUPPORTERS_PAGE_SIZE);

export const supportersResponseSchema = listResponseSchema('supporters', supporterSchema, [
  'totalSupporters',
]);
export type SupportersResponse = z.infer<typeof supportersResponseSchema>;

/** The `:caseId` of a path naming a case's donations. */
export const caseIdParamsSchema = z.object({ caseId: idSchema });
/** The `:sessionId` of a Stripe Checkout session the success page asks about. */
export const checkoutParamsSchema = z.object({ sessionId: text().min(1).max(255) });
/** A case and one of its supporters. */
export const supporterParamsSchema = z.object({ id: idSchema, supporterId: idSchema });
/** A case's donations as a CSV file. */
export const transactionsCsvSchema = z.string().describe('text/csv');
/** A case's donations, paged, their count in the `X-Total-Count` header. */
export const transactionsQuerySchema = pageQuerySchema(MAX_PAGE_LIMIT);
export const transactionsResponseSchema = z.array(transactionSchema);

/** The donate form's rules: the contract's, with the amount checked in the case's currency. */
export const donationInCurrencySchema = (currency: Currency) =>
  checkedInCurrency(donationSchema, { amount: AMOUNT_RULES.gift }, currency);

/** Recording a pledge as received, its amount checked in the case's currency. */
export const receivePledgeInCurrencySchema = (currency: Currency) =>
  checkedInCurrency(receivePledgeSchema, { amount: AMOUNT_RULES.received }, currency);

/** A case form's fields with its amounts checked in the currency the form names. */
export const caseAmountsInCurrencySchema = <Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
) =>
  checkedInCurrency(schema, {
    amountOptions: AMOUNT_RULES.option,
    goalAmount: AMOUNT_RULES.goal,
    monthlyTarget: AMOUNT_RULES.monthlyTarget,
  });
