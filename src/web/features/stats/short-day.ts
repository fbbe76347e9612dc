import { useMemo } from 'react';
import { INTL_LOCALES } from '#web/lib/format.ts';
import { useFormat } from '#web/lib/use-format.ts';

/** A chart axis's day, short and in UTC as the stats count days: "Nov 28", "28 nov". */
export function useShortDay() {
  const { locale } = useFormat();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    // A bare ISO date (`2026-11-28`) is read as midnight UTC.
    return (day: string) => format.format(new Date(day));
  }, [locale]);
}
