/** A date as receipts and statements print it: "Jan 5, 2026", in UTC. */
export const giftDay = (date: Date) =>
  date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
