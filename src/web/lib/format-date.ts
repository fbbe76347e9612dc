const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** The spec's date style everywhere: en-US short month, day and year ("Nov 22, 2026"). */
export function formatDate(date: Date | string | number): string {
  return shortDate.format(date instanceof Date ? date : new Date(date));
}
