/** Every date and time the web shows is written in this one locale. */
export const DISPLAY_LOCALE = 'en-US';

const DATE_STYLE = { month: 'short', day: 'numeric', year: 'numeric' } as const;
const dateFormat = new Intl.DateTimeFormat(DISPLAY_LOCALE, DATE_STYLE);
/** The server's zone, whatever its machine says: what a server-rendered page shows first. */
const utcDateFormat = new Intl.DateTimeFormat(DISPLAY_LOCALE, { ...DATE_STYLE, timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat(DISPLAY_LOCALE, { hour: 'numeric', minute: '2-digit' });

type DateInput = Date | string | number;
const toDate = (date: DateInput) => (date instanceof Date ? date : new Date(date));

/** The spec's date style everywhere: en-US short month, day and year ("Nov 22, 2026"). */
export function formatDate(date: DateInput): string {
  return dateFormat.format(toDate(date));
}

/** The same date as the server writes it, in UTC. */
export function formatUtcDate(date: DateInput): string {
  return utcDateFormat.format(toDate(date));
}

/** A time of day: hours and minutes ("3:04 PM"). */
export function formatTime(date: DateInput): string {
  return timeFormat.format(toDate(date));
}

/** A date and its time: "Nov 22, 2026 at 3:04 PM". */
export function formatDateTime(date: DateInput): string {
  return `${formatDate(date)} at ${formatTime(date)}`;
}
