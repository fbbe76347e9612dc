/** What a reconciliation of the ledger with Stripe can find wrong, said for an admin. */
export const RECONCILIATION_KINDS = {
  missing_in_stripe: 'Stripe has no payment for this gift',
  missing_in_ledger: 'Stripe holds a payment that no gift records',
  amount_differs: "The gift's amount differs from Stripe's",
  fee_differs: "The gift's fee differs from Stripe's",
} as const;
export type ReconciliationKind = keyof typeof RECONCILIATION_KINDS;

export const RECONCILIATION_PAGE_SIZE = 20;
