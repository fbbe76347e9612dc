import { formatDate, formatUtcDate } from '#web/lib/format-date.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/**
 * A date in the reader's time zone. A server-rendered page shows it in UTC first, as the server
 * wrote it, and the reader's own date once the page is hydrated (they differ near midnight).
 */
export function LocalDate({ value }: { value: Date | string }) {
  const hydrated = useHydrated();
  const iso = value instanceof Date ? value.toISOString() : value;
  return <time dateTime={iso}>{hydrated ? formatDate(value) : formatUtcDate(value)}</time>;
}
