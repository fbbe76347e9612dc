const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** Where the spec's "last month" figures start: thirty days before now. */
export const lastMonthStart = () => new Date(Date.now() - THIRTY_DAYS_MS);
