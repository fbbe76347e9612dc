import { describe, expect, it } from 'vitest';
import { LOCALES } from '#contracts/i18n/locales.ts';
import { formatCount, formatMoney } from '#contracts/format/en-us.ts';
import { formatDate, formatDateTime, formatTime, formatUtcDate } from './format-date.ts';
import { formatsFor, INTL_LOCALES } from './format.ts';

const moment = new Date(Date.UTC(2026, 10, 22, 15, 4));
const lateEvening = '2026-11-22T23:30:00.000Z';

describe('the formats of each language', () => {
  it('writes English exactly as the hand-written US English functions do', () => {
    const en = formatsFor('en');
    for (const value of [0, 1, 1234, 1234567.891, -5.5]) {
      expect(en.count(value)).toBe(formatCount(value));
      expect(en.money(value)).toBe(formatMoney(value));
      expect(en.money(value, 'JPY')).toBe(formatMoney(value, 'JPY'));
    }
    expect(en.date(moment)).toBe(formatDate(moment));
    expect(en.utcDate(lateEvening)).toBe(formatUtcDate(lateEvening));
    expect(en.utcDate(lateEvening)).toBe('Nov 22, 2026');
    expect(en.time(moment)).toBe(formatTime(moment));
    expect(en.dateTime(moment)).toBe(formatDateTime(moment));
    expect(en.currencySymbol('USD')).toBe('$');
    expect(en.currencySymbol('EUR')).toBe('€');
  });

  it('writes English relative times as Intl.RelativeTimeFormat("en") does', () => {
    const en = formatsFor('en');
    const intl = new Intl.RelativeTimeFormat('en');
    const now = Date.UTC(2026, 10, 22, 12);
    const cases: [number, number, Intl.RelativeTimeFormatUnit][] = [
      [-5 * 60_000, -5, 'minute'],
      [-60_000, -1, 'minute'],
      [-3 * 3600_000, -3, 'hour'],
      [-24 * 3600_000, -1, 'day'],
      [2 * 24 * 3600_000, 2, 'day'],
      [-14 * 24 * 3600_000, -2, 'week'],
      [-400 * 24 * 3600_000, -1, 'year'],
      [-10_000, -10, 'second'],
      [-300, -0, 'second'],
    ];
    for (const [offset, amount, unit] of cases) {
      expect(en.relative(now + offset, now)).toBe(intl.format(amount, unit));
    }
    expect(en.relative(now - 5 * 60_000, now)).toBe('5 minutes ago');
  });

  // Recorded from Node 20's ICU (CLDR 44); the browser's Intl writes the same for these tags.
  it.each([
    ['es', '1.234.567', '22 nov 2026', '1250,00\u00a0US$', '500\u00a0JPY', 'hace 5 minutos'],
    [
      'fr',
      '1\u00a0234\u00a0567',
      '22 nov. 2026',
      '1\u00a0250,00\u00a0$US',
      '500\u00a0JPY',
      'il y a 5 minutes',
    ],
    [
      'ar',
      '1,234,567',
      '22 نوفمبر 2026',
      '\u200f1,250.00\u00a0US$',
      '\u200f500\u00a0JP¥',
      'قبل 5 دقائق',
    ],
    ['sw', '1,234,567', '22 Nov 2026', 'US$\u00a01,250.00', 'JP¥\u00a0500', 'dakika 5 zilizopita'],
  ] as const)('writes %s through Intl', (locale, count, date, usd, yen, relative) => {
    const format = formatsFor(locale);
    expect(format.count(1234567)).toBe(count);
    expect(format.utcDate(moment)).toBe(date);
    expect(format.money(1250, 'USD')).toBe(usd);
    expect(format.money(500, 'JPY')).toBe(yen);
    expect(format.relative(moment.getTime() - 5 * 60_000, moment)).toBe(relative);
  });

  it('gives each currency its own decimals', () => {
    expect(formatsFor('es').money(1.234, 'KWD')).toBe('1,234\u00a0KWD');
    expect(formatsFor('fr').money(12.5, 'EUR')).toBe('12,50\u00a0€');
    expect(formatsFor('ar').money(1.234, 'KWD')).toMatch(/^\u200f1\.234/);
  });

  it('writes Arabic with Latin digits, as Intl gives for ar today, pinned for older engines', () => {
    expect(INTL_LOCALES.ar).toBe('ar-u-nu-latn');
    expect(new Intl.NumberFormat('ar').resolvedOptions().numberingSystem).toBe('latn');
    expect(formatsFor('ar').count(1234)).toBe(new Intl.NumberFormat('ar').format(1234));
    expect(formatsFor('ar').count(1234)).not.toMatch(/[\u0660-\u0669]/);
  });

  it('never writes a narrow no-break space, whose use differs between ICU versions', () => {
    for (const locale of LOCALES) {
      const format = formatsFor(locale);
      const texts = [format.count(1234567), format.money(1234.5, 'EUR'), format.dateTime(moment)];
      for (const text of texts) expect(text).not.toContain('\u202f');
    }
  });
});
