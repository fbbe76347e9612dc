import { describe, expect, it } from 'vitest';
import { LOCALES } from '#contracts/i18n/locales.ts';
import { formatCount, formatMoney } from '#contracts/format/en-us.ts';
import { formatsFor, INTL_LOCALES } from './format.ts';
import { relativeTime } from './relative-time.ts';

// The US English dates the web wrote by hand before `Intl` (English must still read the same).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type DateInput = Date | string | number;
const toDate = (date: DateInput) => (date instanceof Date ? date : new Date(date));

/** The spec's date style everywhere: short month, day and year ("Nov 22, 2026"), local time. */
function formatDate(date: DateInput): string {
  const day = toDate(date);
  return `${MONTHS[day.getMonth()]} ${day.getDate()}, ${day.getFullYear()}`;
}

/** The same date as the server writes it, in UTC. */
function formatUtcDate(date: DateInput): string {
  const day = toDate(date);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** A time of day: hours and minutes ("3:04 PM"), local time. */
function formatTime(date: DateInput): string {
  const time = toDate(date);
  const hours = time.getHours();
  const minutes = String(time.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A date and its time: "Nov 22, 2026 at 3:04 PM". */
function formatDateTime(date: DateInput): string {
  return `${formatDate(date)} at ${formatTime(date)}`;
}

const moment = new Date(Date.UTC(2026, 10, 22, 15, 4));
const lateEvening = '2026-11-22T23:30:00.000Z';

// Every hour of two days, the ends of months and years, leap days and far years.
const moments = [
  ...Array.from({ length: 48 }, (_, hour) => Date.UTC(2026, 10, 22, hour, hour % 60)),
  Date.UTC(2024, 1, 29, 23, 59),
  Date.UTC(2025, 11, 31, 23, 59),
  Date.UTC(2026, 0, 1, 0, 0),
  Date.UTC(1999, 6, 4, 12, 0),
  Date.UTC(2099, 8, 9, 0, 30),
].map((time) => new Date(time));

const amounts = [
  0,
  -0,
  1,
  7,
  12,
  999,
  1000,
  1234,
  12_345.6789,
  1_234_567.891,
  2.675,
  1.005,
  0.0004,
  -0.0004,
  -5.5,
  -1234.5,
  0.1 + 0.2,
  1e21,
  123_456_789_012,
  NaN,
  Infinity,
  -Infinity,
];

describe('the formats of each language', () => {
  it('writes English exactly as the hand-written US English functions did', () => {
    const en = formatsFor('en');
    for (const value of amounts) {
      // Past 15 digits the hand-written count wrote nonsense ("1e+21.784"); Intl writes digits.
      if (!(Math.abs(value) >= 1e15)) expect(en.count(value)).toBe(formatCount(value));
      if (Number.isFinite(value) && Math.abs(value) < 1e15) {
        expect(en.money(value)).toBe(formatMoney(value));
        expect(en.money(value, 'USD')).toBe(formatMoney(value, 'USD'));
      }
      // Other currencies went through Intl already, which wrote "-¥0" for an amount that rounds
      // to nothing below zero; that minus is gone (as it always was for dollars).
      if (Number.isFinite(value) && Math.abs(value) < 1e15 && !(value <= 0 && value > -0.5)) {
        expect(en.money(value, 'JPY')).toBe(formatMoney(value, 'JPY'));
        expect(en.money(value, 'KWD')).toBe(formatMoney(value, 'KWD'));
        expect(en.money(value, 'EUR')).toBe(formatMoney(value, 'EUR'));
      }
    }
    for (const value of moments) {
      expect(en.date(value)).toBe(formatDate(value));
      expect(en.utcDate(value.toISOString())).toBe(formatUtcDate(value));
      expect(en.time(value.getTime())).toBe(formatTime(value));
      expect(en.dateTime(value)).toBe(formatDateTime(value));
    }
    expect(en.utcDate(lateEvening)).toBe('Nov 22, 2026');
    expect(en.money(1250)).toBe('$1,250.00');
    expect(en.money(-0.0004, 'JPY')).toBe('¥0');
    expect(en.count(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(en.dateTime(new Date(2026, 10, 22, 15, 4))).toBe('Nov 22, 2026 at 3:04 PM');
  });

  // Recorded from Node 20's ICU; Debian's Chromium 156 (the browser specs' and Lighthouse's)
  // writes the same for every one of these.
  it.each([
    ['es', '1.234.567', '22 nov 2026', '1250,00\u00a0US$', '500\u00a0JPY', '1,234\u00a0KWD'],
    [
      'fr',
      '1\u00a0234\u00a0567',
      '22 nov. 2026',
      '1\u00a0250,00\u00a0$US',
      '500\u00a0JPY',
      '1,234\u00a0KWD',
    ],
    [
      'ar',
      '1,234,567',
      '22 نوفمبر 2026',
      '\u200f1,250.00\u00a0US$',
      '\u200f500\u00a0JP¥',
      '\u200f1.234\u00a0د.ك.\u200f',
    ],
    ['sw', '1,234,567', '22 Nov 2026', 'US$\u00a01,250.00', 'JP¥\u00a0500', 'KWD\u00a01.234'],
  ] as const)(
    'writes %s through Intl, each currency with its decimals',
    (locale, count, date, usd, yen, dinar) => {
      const format = formatsFor(locale);
      expect(format.count(1234567)).toBe(count);
      expect(format.utcDate(moment)).toBe(date);
      expect(format.money(1250, 'USD')).toBe(usd);
      expect(format.money(500, 'JPY')).toBe(yen);
      expect(format.money(1.234, 'KWD')).toBe(dinar);
    },
  );

  it('writes Arabic with Latin digits, as Intl gives for ar today, pinned for older engines', () => {
    expect(INTL_LOCALES.ar).toBe('ar-u-nu-latn');
    expect(new Intl.NumberFormat('ar').resolvedOptions().numberingSystem).toBe('latn');
    expect(formatsFor('ar').count(1234)).toBe(new Intl.NumberFormat('ar').format(1234));
    expect(formatsFor('ar').dateTime(moment)).not.toMatch(/[\u0660-\u0669]/);
  });

  it('never writes a narrow no-break space, whose place differs between ICU versions', () => {
    for (const locale of LOCALES) {
      const format = formatsFor(locale);
      const texts = [format.count(1234567), format.money(1234.5, 'EUR'), format.dateTime(moment)];
      for (const text of texts) expect(text).not.toContain('\u202f');
    }
  });
});

describe('relative times', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  it('are written in the largest unit the distance fills', () => {
    expect(relativeTime('en', now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(relativeTime('en', now - 60_000, now)).toBe('1 minute ago');
    expect(relativeTime('en', now - 3 * 3600_000, now)).toBe('3 hours ago');
    expect(relativeTime('en', now + 2 * 86_400_000, now)).toBe('in 2 days');
    expect(relativeTime('en', now - 14 * 86_400_000, now)).toBe('2 weeks ago');
    expect(relativeTime('en', now - 400 * 86_400_000, now)).toBe('1 year ago');
    expect(relativeTime('en', now - 300, now)).toBe('0 seconds ago');
  });

  it.each([
    ['es', 'hace 5 minutos'],
    ['fr', 'il y a 5 minutes'],
    ['ar', 'قبل 5 دقائق'],
    ['sw', 'dakika 5 zilizopita'],
  ] as const)('in %s', (locale, text) => {
    expect(relativeTime(locale, now - 5 * 60_000, now)).toBe(text);
  });
});
