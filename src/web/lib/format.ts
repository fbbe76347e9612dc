import { formatCount, formatMoney } from '#contracts/format/en-us.ts';
import type { Locale } from '#contracts/i18n/locales.ts';
import { formatDate, formatDateTime, formatTime, formatUtcDate } from './format-date.ts';

type DateInput = Date | string | number;
const toDate = (date: DateInput) => (date instanceof Date ? date : new Date(date));

/**
 * Dates, counts, relative times and money in one language. English is written by hand
 * (`#contracts/format/en-us.ts`, `./format-date.ts`: a page's first use of `Intl` costs time on
 * phones, and the English pages stay as they were); the other languages go through `Intl`.
 */
export interface Formats {
  readonly locale: Locale;
  /** A count: "1,234" (en), "1.234" (es), "1 234" (fr). */
  count(value: number): string;
  /** An amount in its currency (ISO 4217) with that currency's decimals: "$1,250.00", "1250,00 US$". */
  money(amount: number, currency?: string): string;
  /** The sign written with an amount in `currency`: "$", "€", "US$", "د.ك.‏". */
  currencySymbol(currency: string): string;
  /** A date in the reader's time zone: "Nov 22, 2026", "22 nov 2026", "22 نوفمبر 2026". */
  date(value: DateInput): string;
  /** The same date in UTC, as the server writes it (hydration draws this first). */
  utcDate(value: DateInput): string;
  /** A time of day, local: "3:04 PM", "15:04", "3:04 م". */
  time(value: DateInput): string;
  /** A date and its time, local: "Nov 22, 2026 at 3:04 PM", "22 nov 2026, 15:04". */
  dateTime(value: DateInput): string;
  /** How long ago (or ahead) `value` is from `now`: "5 minutes ago", "hace 5 minutos", "in 2 days". */
  relative(value: DateInput, now?: DateInput): string;
}

/**
 * The `Intl` locale of each language. Arabic is pinned to Latin digits (`nu-latn`): what
 * `Intl` gives for `ar` since CLDR 42 (Node 20, current Chrome, Firefox and Safari), written out
 * so an older engine (which gave Arabic-Indic digits) draws the same text as the server.
 */
export const INTL_LOCALES: Record<Locale, string> = {
  en: 'en-US',
  es: 'es',
  fr: 'fr',
  ar: 'ar-u-nu-latn',
  sw: 'sw',
};

const DATE = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;

/** The units a relative time is written in, each with its length in seconds, largest first. */
const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** `value` from `now` as a whole number of the largest unit it fills (seconds at least). */
function relativeParts(value: DateInput, now: DateInput = Date.now()) {
  const seconds = (toDate(value).getTime() - toDate(now).getTime()) / 1000;
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? UNITS.at(-1)!;
  return { amount: Math.trunc(seconds / size), unit };
}

/** English relative time by hand, as `Intl.RelativeTimeFormat('en')` writes it. */
function englishRelative(value: DateInput, now?: DateInput) {
  const { amount, unit } = relativeParts(value, now);
  const size = Math.abs(amount);
  const phrase = `${formatCount(size)} ${unit}${size === 1 ? '' : 's'}`;
  return amount < 0 || Object.is(amount, -0) ? `${phrase} ago` : `in ${phrase}`;
}

/**
 * Intl's text with every narrow no-break space (U+202F) as a no-break space (U+00A0): engines
 * of different ICU versions disagree on which one French groups digits and Swahili spaces
 * times with, and the server's text must be the browser's for hydration.
 */
const steady = (text: string) => text.replace(/\u202f/g, '\u00a0');

const english: Formats = {
  locale: 'en',
  count: formatCount,
  money: formatMoney,
  currencySymbol(currency) {
    if (currency === 'USD') return '$';
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  },
  date: formatDate,
  utcDate: formatUtcDate,
  time: formatTime,
  dateTime: formatDateTime,
  relative: englishRelative,
};

function intlFormats(locale: Locale): Formats {
  const tag = INTL_LOCALES[locale];
  // Each `Intl` object is made the first time it is needed, then kept.
  const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
  const once = <T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
    key: string,
    make: () => T,
  ): T => {
    let made = kept.get(key) as T | undefined;
    if (!made) {
      made = make();
      kept.set(key, made);
    }
    return made;
  };
  const moneyFormat = (currency: string) =>
    once(`money-${currency}`, () => new Intl.NumberFormat(tag, { style: 'currency', currency }));
  const dates = (key: string, options: Intl.DateTimeFormatOptions) =>
    once(key, () => new Intl.DateTimeFormat(tag, options));
  return {
    locale,
    count: (value) => steady(once('count', () => new Intl.NumberFormat(tag)).format(value)),
    money: (amount, currency = 'USD') => steady(moneyFormat(currency).format(amount)),
    currencySymbol: (currency) =>
      moneyFormat(currency)
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? currency,
    date: (value) => steady(dates('date', DATE).format(toDate(value))),
    utcDate: (value) =>
      steady(dates('utcDate', { ...DATE, timeZone: 'UTC' }).format(toDate(value))),
    time: (value) => steady(dates('time', TIME).format(toDate(value))),
    dateTime: (value) => steady(dates('dateTime', { ...DATE, ...TIME }).format(toDate(value))),
    relative(value, now) {
      const { amount, unit } = relativeParts(value, now);
      const format = once('relative', () => new Intl.RelativeTimeFormat(tag));
      return steady(format.format(amount, unit));
    },
  };
}

const byLocale = new Map<Locale, Formats>([['en', english]]);

/** The formats of a language, made once. */
export function formatsFor(locale: Locale): Formats {
  let formats = byLocale.get(locale);
  if (!formats) {
    formats = intlFormats(locale);
    byLocale.set(locale, formats);
  }
  return formats;
}
