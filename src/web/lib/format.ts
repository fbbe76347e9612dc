import type { Locale } from '#contracts/i18n/locales.ts';

export type DateInput = Date | string | number;
export const toDate = (date: DateInput) => (date instanceof Date ? date : new Date(date));

/**
 * Dates, counts and money in one language, through `Intl` (relative times: `./relative-time.ts`). English writes
 * exactly what the hand-written US English of `#contracts/format/en-us.ts` and the web's own dates
 * wrote (their tests hold both to `Intl`; `format.test.ts` holds this to them).
 */
export interface Formats {
  readonly locale: Locale;
  /** A count: "1,234" (en), "1.234" (es), "1 234" (fr). */
  count(value: number): string;
  /** An amount in its currency (ISO 4217), with that currency's decimals: "$1,250.00", "1250,00 US$". */
  money(amount: number, currency?: string): string;
  /** A date in the reader's time zone: "Nov 22, 2026", "22 nov 2026", "22 نوفمبر 2026". */
  date(value: DateInput): string;
  /** The same date in UTC, as the server writes it (hydration draws this first). */
  utcDate(value: DateInput): string;
  /** A time of day, local: "3:04 PM", "15:04", "3:04 م". */
  time(value: DateInput): string;
  /** A date and its time, local: "Nov 22, 2026 at 3:04 PM", "22 nov 2026, 15:04". */
  dateTime(value: DateInput): string;
}

/**
 * The `Intl` locale of each language. Arabic is pinned to Latin digits (`nu-latn`): what `Intl`
 * gives for `ar` since CLDR 42 (Node 20, current browsers), written out so that an older engine,
 * which gave Arabic-Indic digits, draws the same text as the server.
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
const UTC = { ...DATE, timeZone: 'UTC' } as const;

function formatsOf(locale: Locale): Formats {
  const tag = INTL_LOCALES[locale];
  const isEnglish = locale === 'en';
  // Each `Intl` object is made the first time it is needed (the first costs the most), then kept.
  const made = new Map<string, { format(value: never, unit?: never): string }>();
  const kept = <T extends { format(value: never, unit?: never): string }>(
    key: string,
    make: () => T,
  ) => (made.get(key) ?? made.set(key, make()).get(key)) as T;
  const numbers = (key: string, options?: Intl.NumberFormatOptions) =>
    kept(key, () => new Intl.NumberFormat(tag, { signDisplay: 'negative', ...options }));
  const dates = (key: string, options: Intl.DateTimeFormatOptions) =>
    kept(key, () => new Intl.DateTimeFormat(tag, options));
  // Engines of different ICU versions disagree on where a narrow no-break space (U+202F) goes:
  // English writes a plain space (as before), the others a no-break space, the same everywhere.
  const steady = (text: string) => text.replace(/\u202f/g, isEnglish ? ' ' : '\u00a0');
  const time = (value: DateInput) => steady(dates('time', TIME).format(toDate(value)));
  const date = (value: DateInput) => steady(dates('date', DATE).format(toDate(value)));
  return {
    locale,
    count: (value) =>
      Number.isFinite(value) ? steady(numbers('count').format(value)) : String(value),
    money: (amount, currency = 'USD') =>
      steady(numbers(currency, { style: 'currency', currency }).format(amount)),
    date,
    utcDate: (value) => steady(dates('utc', UTC).format(toDate(value))),
    time,
    dateTime: (value) =>
      isEnglish
        ? `${date(value)} at ${time(value)}`
        : steady(dates('dateTime', { ...DATE, ...TIME }).format(toDate(value))),
  };
}

const byLocale = new Map<Locale, Formats>();

/** The formats of a language, made once. */
export const formatsFor = (locale: Locale): Formats =>
  byLocale.get(locale) ?? byLocale.set(locale, formatsOf(locale)).get(locale)!;
