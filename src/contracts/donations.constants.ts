export const DEFAULT_AMOUNT_OPTIONS = [10, 25, 50, 100];

export const MAX_AMOUNT_OPTIONS = 6;

export const DONATIONS_PAGE_SIZE = 6;

export const ADMIN_DONATIONS_PAGE_SIZE = 10;

export const SUPPORTERS_PAGE_SIZE = 10;

/** Whether a case takes gifts now: active, not archived, and not past its end. */
export const acceptsDonationsNow = (
  donationCase: { active: boolean; archived: boolean; endsAt: string | null },
  now = new Date(),
) =>
  donationCase.active &&
  !donationCase.archived &&
  (donationCase.endsAt === null || new Date(donationCase.endsAt) > now);

/** A goal is reached once the raised amount meets it; a case without a goal never is. */
export const isGoalReached = (donationCase: { goalAmount: number | null; raisedAmount: number }) =>
  donationCase.goalAmount !== null &&
  donationCase.goalAmount > 0 &&
  donationCase.raisedAmount >= donationCase.goalAmount;

/**
 * The largest single donation (and suggested amount), in dollars. Totals are 64-bit cents, so
 * no number of gifts this size can overflow them.
 */
export const MAX_DONATION = 1_000_000;

/** The largest goal a case may set, in dollars. */
export const MAX_GOAL = 100_000_000;

/**
 * `pending`: a pledge, or a card payment not yet confirmed; `completed`: money received;
 * `failed`: a card payment that did not go through; `lapsed`: a pledge that was never paid.
 */
export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed', 'lapsed'] as const;

/** How the money of a pledge arrived, as an admin records it. */
export const RECEIVED_METHODS = [
  'bank_transfer',
  'cash',
  'mobile_money',
  'card_elsewhere',
  'other',
] as const;

export type ReceivedMethod = (typeof RECEIVED_METHODS)[number];

export const RECEIVED_METHOD_LABELS: Record<ReceivedMethod, string> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  mobile_money: 'Mobile money',
  card_elsewhere: 'Card (elsewhere)',
  other: 'Other',
};

export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** How often a gift repeats: `monthly` is a Stripe subscription. */
export const DONATION_FREQUENCIES = ['once', 'monthly'] as const;
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number];

/**
 * A monthly gift: `pending` until its first payment, `active` or `paused` by its donor, then
 * `cancelled` (by its donor) or `ended` (its case closed or reached its end).
 */
export const MONTHLY_GIFT_STATUSES = ['pending', 'active', 'paused', 'cancelled', 'ended'] as const;
export type MonthlyGiftStatus = (typeof MONTHLY_GIFT_STATUSES)[number];

/** How long before a case's end its monthly donors are told that their gifts will stop. */
export const MONTHLY_END_NOTICE_DAYS = 7;
