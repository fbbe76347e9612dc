import { z } from 'zod';
import { isEmail } from './auth.ts';
import { pageQuerySchema, text } from './common.ts';
import {
  DONOR_GIFT_STATUSES,
  DONOR_GIFTS_PAGE_SIZE,
  FIRST_STATEMENT_YEAR,
  GIVING_RECORDS_MESSAGES,
} from './giving-records.constants.ts';
import { currencySchema } from './donations.ts';
import { monthlyGiftSummarySchema } from './monthly-gifts.ts';

export * from './giving-records.constants.ts';

/**
 * A mailed giving-record link's token: it opens the record of the address it was mailed to,
 * instead of a signed-in session.
 */
const recordsTokenField = text().min(1).max(1000).optional();

export const donorRecordQuerySchema = pageQuerySchema(DONOR_GIFTS_PAGE_SIZE).extend({
  token: recordsTokenField,
});

/** One gift of the donor's own record. */
export const donorGiftSchema = z.object({
  _id: z.string(),
  status: z.enum(DONOR_GIFT_STATUSES),
  /** What was received once completed, else what was pledged, in its case's `currency`. */
  amount: z.number(),
  currency: currencySchema,
  /** When the gift was made. */
  createdAt: z.string(),
  /** When its money was received; null until then. */
  completedAt: z.string().nullable(),
  donationCase: z.object({ _id: z.string(), title: z.string() }),
  /** Given when the gift is received; null until then. */
  receiptNumber: z.number().int().nullable(),
});
export type DonorGift = z.infer<typeof donorGiftSchema>;

/** A monthly gift of the donor, with the signed link where they change, pause or cancel it. */
export const donorMonthlyGiftSchema = monthlyGiftSummarySchema.extend({ manageUrl: z.string() });
export type DonorMonthlyGift = z.infer<typeof donorMonthlyGiftSchema>;

export const donorRecordResponseSchema = z.object({
  gifts: z.array(donorGiftSchema),
  totalGifts: z.number().int(),
  /** The newest MONTHLY_IN_RECORD monthly gifts (started at Stripe), and how many there are. */
  monthly: z.array(donorMonthlyGiftSchema),
  totalMonthly: z.number().int(),
  /** The calendar years with received gifts, newest first: each has its annual statement. */
  statementYears: z.array(z.number().int()),
});
export type DonorRecordResponse = z.infer<typeof donorRecordResponseSchema>;

export const recordsLinkSchema = z.object({
  email: text({ message: GIVING_RECORDS_MESSAGES.invalidEmail })
    .trim()
    .max(200, GIVING_RECORDS_MESSAGES.invalidEmail)
    .refine(isEmail, { message: GIVING_RECORDS_MESSAGES.invalidEmail }),
});
export type RecordsLinkInput = z.input<typeof recordsLinkSchema>;

export const statementParamsSchema = z.object({
  year: z.coerce
    .number({ message: GIVING_RECORDS_MESSAGES.invalidYear })
    .int(GIVING_RECORDS_MESSAGES.invalidYear)
    .min(FIRST_STATEMENT_YEAR, GIVING_RECORDS_MESSAGES.invalidYear)
    .max(9999, GIVING_RECORDS_MESSAGES.invalidYear),
});

export const statementQuerySchema = z.object({ token: recordsTokenField });

/** An annual statement as a web page (`text/html`). */
export const statementHtmlSchema = z.string().describe('text/html');
/** An annual statement as a PDF file (`application/pdf`). */
export const statementPdfSchema = z.unknown().describe('application/pdf');
