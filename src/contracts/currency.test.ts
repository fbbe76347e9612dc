import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CURRENCIES,
  currencyExponent,
  decimalText,
  majorUnitsOf,
  minorUnitsOf,
} from './currency.constants.ts';
import { AMOUNT_RULES, amountInCurrency, checkedInCurrency } from './donations.ts';
import { formatMoney, formatUsd } from './format/en-us.ts';

describe('minor units', () => {
  it('follow each currency’s exponent, through the decimal text', () => {
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KRW')).toBe(0);
    for (const code of ['KWD', 'BHD', 'JOD', 'OMR', 'TND'] as const) {
      expect(currencyExponent(code)).toBe(3);
    }
    expect(currencyExponent('EUR')).toBe(2);
    expect(minorUnitsOf(500, 'JPY')).toBe(500);
    expect(minorUnitsOf(0.5, 'JPY')).toBeNull();
    expect(minorUnitsOf(1.234, 'KWD')).toBe(1234);
    expect(minorUnitsOf(1.2345, 'KWD')).toBeNull();
    // 0.1 + 0.2 in binary is 0.30000000000000004: refused, never rounded.
    expect(minorUnitsOf(0.1 + 0.2, 'USD')).toBeNull();
    expect(minorUnitsOf(19.99, 'USD')).toBe(1999);
    expect(majorUnitsOf(1234, 'KWD')).toBe(1.234);
    expect(decimalText(1234, 'KWD')).toBe('1.234');
    expect(decimalText(5, 'USD')).toBe('0.05');
    expect(decimalText(500, 'JPY')).toBe('500');
    expect(decimalText(-250, 'EUR')).toBe('-2.50');
  });

  it('round-trip every listed currency', () => {
    expect(new Set(CURRENCIES).size).toBe(CURRENCIES.length);
    for (const code of CURRENCIES) {
      const minor = 123_456;
      expect(minorUnitsOf(majorUnitsOf(minor, code), code)).toBe(minor);
    }
  });
});

describe('an amount in a case currency', () => {
  it('names the currency’s decimals, keeping the spec’s message for dollars', () => {
    expect(amountInCurrency(0.5, 'JPY', AMOUNT_RULES.gift)).toEqual({
      message: 'Amounts in JPY are whole numbers, with no decimals',
    });
    expect(amountInCurrency(1.005, 'USD', AMOUNT_RULES.gift)).toEqual({
      message: 'Please enter a valid donation amount',
    });
    expect(amountInCurrency(1.005, 'EUR', AMOUNT_RULES.gift)).toEqual({
      message: 'Amounts in EUR can have at most 2 decimals',
    });
    expect(amountInCurrency(0.999, 'KWD', AMOUNT_RULES.gift)).toEqual({
      message: 'Please enter a valid donation amount',
    });
    expect(amountInCurrency(1.234, 'KWD', AMOUNT_RULES.gift)).toEqual({ minorUnits: 1234 });
    expect(amountInCurrency(2.5, 'KWD', AMOUNT_RULES.gift)).toEqual({ minorUnits: 2500 });
  });

  it('scales the limits for a zero-decimal currency', () => {
    expect(amountInCurrency(99, 'JPY', AMOUNT_RULES.gift)).toEqual({
      message: 'Please enter a valid donation amount',
    });
    expect(amountInCurrency(100, 'JPY', AMOUNT_RULES.gift)).toEqual({ minorUnits: 100 });
    expect(amountInCurrency(100_000_001, 'JPY', AMOUNT_RULES.gift)).toEqual({
      message: 'A single donation can be at most ¥100,000,000',
    });
    expect(amountInCurrency(1_000_001, 'USD', AMOUNT_RULES.gift)).toEqual({
      message: 'A single donation can be at most $1,000,000.00',
    });
  });

  it('is checked by the forms on its field, even when another field is wrong', () => {
    const schema = checkedInCurrency(
      z.object({ amount: z.number(), name: z.string().min(1, 'Name it') }),
      { amount: AMOUNT_RULES.gift },
      'JPY',
    );
    const result = schema.safeParse({ amount: 0.5, name: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Name it'],
      ['amount', 'Amounts in JPY are whole numbers, with no decimals'],
    ]);
  });
});

describe('money as the web writes it', () => {
  it('is byte-identical for US dollars, and in the currency’s own decimals otherwise', () => {
    for (const amount of [0, 1, 12.5, 1250, 1_000_000, 2.675]) {
      expect(formatMoney(amount, 'USD')).toBe(formatUsd(amount));
    }
    expect(formatMoney(500, 'JPY')).toBe('¥500');
    expect(formatMoney(12.5, 'EUR')).toBe('€12.50');
    expect(formatMoney(1.234, 'KWD').replace(/\s/g, ' ')).toBe('KWD 1.234');
  });
});
