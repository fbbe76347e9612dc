/**
 * Every date and time the web shows, in US English ("Nov 22, 2026", "3:04 PM"). Written out
 * rather than through `Intl.DateTimeFormat`: a page's first use of `Intl` loads the browser's
 * locale data, about 50 ms on a fast machine and four times that on a phone, before anything can
 * be drawn.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type DateInput = Date | string | number;
const toDate = (date: DateInput) => (date instanceof Date ? date : new Date(date));

/** The spec's date style everywhere: short month, day and year ("Nov 22, 2026"), local time. */
export function formatDate(date: DateInput): string {
  const day = toDate(date);
  return `${MONTHS[day.getMonth()]} ${day.getDate()}, ${day.getFullYear()}`;
}

/** The same date as the server writes it, in UTC. */
export function formatUtcDate(date: DateInput): string {
  const day = toDate(date);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** A time of day: hours and minutes ("3:04 PM"), local time. */
export function formatTime(date: DateInput): string {
  const time = toDate(date);
  const hours = time.getHours();
  const minutes = String(time.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A date and its time: "Nov 22, 2026 at 3:04 PM". */
export function formatDateTime(date: DateInput): string {
  return `${formatDate(date)} at ${formatTime(date)}`;
}
