import type { Locale } from '#contracts/i18n/locales.ts';
import { useLocale } from '#web/i18n/locale.tsx';
import { INTL_LOCALES, toDate, type DateInput } from './format.ts';

/** The units of a relative time, with their length in seconds, largest first. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const formats = new Map<Locale, Intl.RelativeTimeFormat>();

/**
 * How far `value` is from `now` in a language, in the largest unit it fills: "5 minutes ago",
 * "hace 5 minutos", "قبل 5 دقائق", "in 2 days". It depends on the clock: on a server-rendered
 * page, draw it once hydrated (`RelativeDate`).
 */
export function relativeTime(locale: Locale, value: DateInput, now: DateInput = Date.now()) {
  const seconds = (toDate(value).getTime() - toDate(now).getTime()) / 1000;
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? UNITS[6]!;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(INTL_LOCALES[locale]);
    formats.set(locale, format);
  }
  return format.format(Math.trunc(seconds / size), unit).replace(/\u202f/g, '\u00a0');
}

/** `relativeTime` in the page's language. */
export function useRelativeTime() {
  const locale = useLocale();
  return (value: DateInput, now?: DateInput) => relativeTime(locale, value, now);
}
