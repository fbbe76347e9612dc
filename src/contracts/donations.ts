export const DEFAULT_AMOUNT_OPTIONS = [10, 25, 50, 100];
export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Money travels as dollars in JSON and is stored as integer cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;
