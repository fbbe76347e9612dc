import { z } from 'zod';
import { pageQuerySchema } from './common.ts';
import { currencySchema } from './donations.ts';
import { RECONCILIATION_KINDS, RECONCILIATION_PAGE_SIZE } from './reconciliation.constants.ts';

export * from './reconciliation.constants.ts';

export const reconciliationQuerySchema = pageQuerySchema(RECONCILIATION_PAGE_SIZE);

const kinds = Object.keys(RECONCILIATION_KINDS) as [keyof typeof RECONCILIATION_KINDS];

/** One open disagreement between the ledger and Stripe (admins only), in `currency`. */
export const reconciliationItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(kinds),
  /** The kind, said for people. */
  message: z.string(),
  /** The gift, with its case, when the ledger has one. */
  donationId: z.string().nullable(),
  caseId: z.string().nullable(),
  caseTitle: z.string().nullable(),
  /** Stripe's payment intent, when known. */
  paymentId: z.string().nullable(),
  ledgerAmount: z.number().nullable(),
  stripeAmount: z.number().nullable(),
  /** The case's currency, or Stripe's for a payment the ledger does not know; null if neither. */
  currency: currencySchema.nullable(),
  foundAt: z.string(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItemSchema>;

export const reconciliationResponseSchema = z.object({
  items: z.array(reconciliationItemSchema),
  totalItems: z.number().int(),
  /** When the ledger was last compared with Stripe; null before the first run or without Stripe. */
  checkedAt: z.string().nullable(),
});
export type ReconciliationResponse = z.infer<typeof reconciliationResponseSchema>;
