import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useFormat } from '#web/lib/use-format.ts';

/**
 * A date in the reader's time zone and the page's language. A server-rendered page shows it in
 * UTC first, as the server wrote it, and the reader's own date once the page is hydrated (they
 * differ near midnight).
 */
export function LocalDate({ value }: { value: Date | string }) {
  const hydrated = useHydrated();
  const format = useFormat();
  const iso = value instanceof Date ? value.toISOString() : value;
  return <time dateTime={iso}>{hydrated ? format.date(value) : format.utcDate(value)}</time>;
}
