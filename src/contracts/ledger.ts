import { z } from 'zod';
import { idSchema, pageQuerySchema, requiredMultilineText, requiredText, text } from './common.ts';
import { RECEIVED_METHODS } from './donations.constants.ts';
import {
  casesResponseSchema,
  checkedInCurrency,
  currencySchema,
  MAX_GOAL,
  moneyField,
  pastMomentField,
  receivedMethodField,
  type AmountRule,
  type Currency,
} from './donations.ts';
import {
  LEDGER_ENTRY_TYPES,
  LEDGER_MESSAGES,
  LEDGER_PAGE_SIZE,
  MAX_EVIDENCE_FILES,
  UPDATE_DUE_PAGE_SIZE,
} from './ledger.constants.ts';

export * from './ledger.constants.ts';

/** An admin records money paid out of a case, with the files that prove it. */
export const disbursementSchema = z.object({
  /** In the case's currency (`DISBURSEMENT_RULE`). */
  amount: moneyField(LEDGER_MESSAGES.invalidAmount),
  occurredAt: pastMomentField(LEDGER_MESSAGES.invalidOccurredAt),
  method: receivedMethodField(LEDGER_MESSAGES.invalidMethod),
  payee: requiredText(
    100,
    LEDGER_MESSAGES.payeeRequired,
    'The payee can be at most 100 characters',
  ),
  purpose: requiredMultilineText(
    500,
    LEDGER_MESSAGES.purposeRequired,
    'The purpose can be at most 500 characters',
  ),
  /** URLs answered by the evidence upload. */
  evidence: z
    .array(text().max(500, LEDGER_MESSAGES.unknownEvidence), {
      message: LEDGER_MESSAGES.evidenceRequired,
    })
    .min(1, LEDGER_MESSAGES.evidenceRequired)
    .max(MAX_EVIDENCE_FILES, LEDGER_MESSAGES.tooMuchEvidence),
});
export const DISBURSEMENT_RULE: AmountRule = {
  invalid: LEDGER_MESSAGES.invalidAmount,
  tooLarge: (limit) => `A disbursement can be at most ${limit}`,
  min: 0,
  inclusive: false,
  max: MAX_GOAL,
};
/** The disbursement form's rules, the amount checked in the case's currency. */
export const disbursementInCurrencySchema = (currency: Currency) =>
  checkedInCurrency(disbursementSchema, { amount: DISBURSEMENT_RULE }, currency);
export type DisbursementInput = z.input<typeof disbursementSchema>;

export const reversalSchema = z.object({
  reason: requiredMultilineText(
    500,
    LEDGER_MESSAGES.reasonRequired,
    'The reason can be at most 500 characters',
  ),
});
export type ReversalInput = z.input<typeof reversalSchema>;

export const ledgerEntryParamsSchema = z.object({ id: idSchema, entryId: idSchema });

export const ledgerQuerySchema = pageQuerySchema(LEDGER_PAGE_SIZE);

/** A case's money, in its currency: held is received − fees − disbursed. */
export const ledgerTotalsSchema = z.object({
  currency: currencySchema,
  received: z.number(),
  fees: z.number(),
  disbursed: z.number(),
  held: z.number(),
});
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>;

/** A case update as an entry of the trail names it. */
export const nearbyUpdateSchema = z.object({
  _id: z.string(),
  title: z.string(),
  postedAt: z.string(),
});
export type NearbyUpdate = z.infer<typeof nearbyUpdateSchema>;

/** One entry of the trail; nothing in it names or reaches a donor. */
export const ledgerEntrySchema = z.object({
  _id: z.string(),
  type: z.enum(LEDGER_ENTRY_TYPES),
  /** In the case's currency (the answer's `currency`), always positive: the type says which way. */
  amount: z.number(),
  occurredAt: z.string(),
  payee: z.string().nullable(),
  purpose: z.string().nullable(),
  method: z.enum(RECEIVED_METHODS).nullable(),
  evidence: z.array(z.string()),
  /** A reversal's reason, and the disbursement it corrects. */
  reason: z.string().nullable(),
  reversesId: z.string().nullable(),
  /** For a disbursement, the reversal that corrected it, if any. */
  reversedById: z.string().nullable(),
  /**
   * For a disbursement, the case updates nearest to it in time: the last one posted before it
   * and the first one posted since, oldest first (none for other entries).
   */
  nearbyUpdates: z.array(nearbyUpdateSchema),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerResponseSchema = z.object({
  /** The case's currency: every amount of its totals and entries is in it. */
  currency: currencySchema,
  totals: ledgerTotalsSchema,
  entries: z.array(ledgerEntrySchema),
  totalEntries: z.number().int(),
});
export type LedgerResponse = z.infer<typeof ledgerResponseSchema>;

export const evidenceResponseSchema = z.object({ url: z.string() });

/** One day of the trail's chart: the money in and out up to the end of that day, in the case's currency. */
export const ledgerPointSchema = z.object({
  /** `YYYY-MM-DD`, UTC. */
  day: z.string(),
  /** Gifts received so far. */
  received: z.number(),
  /** Fees and disbursements so far, less the reversed ones. */
  paidOut: z.number(),
});
export type LedgerPoint = z.infer<typeof ledgerPointSchema>;

/** The chart's days, oldest first: only the days something was entered, at most one per day. */
export const ledgerSeriesResponseSchema = z.object({
  currency: currencySchema,
  points: z.array(ledgerPointSchema),
});
export type LedgerSeriesResponse = z.infer<typeof ledgerSeriesResponseSchema>;

export const updateDueQuerySchema = pageQuerySchema(UPDATE_DUE_PAGE_SIZE);

/** Cases whose donors are owed news of a disbursement (admins), as the cases list answers. */
export const updateDueResponseSchema = casesResponseSchema;
