import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { useRelativeTime } from '#web/lib/relative-time.ts';

/**
 * How long ago a moment was ("5 minutes ago", "hace 5 minutos"), in the page's language. The
 * server and the hydrating browser write its UTC date (their clocks differ); the relative time
 * follows once the page is hydrated, with the full date and time as its title.
 */
export function RelativeDate({ value }: { value: Date | string }) {
  const hydrated = useHydrated();
  const format = useFormat();
  const relative = useRelativeTime();
  const iso = value instanceof Date ? value.toISOString() : value;
  return (
    <time dateTime={iso} title={hydrated ? format.dateTime(value) : undefined}>
      {hydrated ? relative(value) : format.utcDate(value)}
    </time>
  );
}
