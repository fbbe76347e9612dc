import { describe, expect, it } from 'vitest';
import { formatCount, formatUsd } from './en-us.ts';

const samples = [
  0,
  1,
  7,
  12,
  999,
  1000,
  1001,
  12_345,
  999_999,
  1_000_000,
  123_456_789,
  2 ** 31,
  0.5,
  1.25,
  1234.5,
  1234.567,
  1234.5678,
  999.999,
  0.001,
  19.99,
  1_000_000.1,
  -1,
  -1234,
  -1234.5,
  1e-7,
];

describe('numbers written as US English, without Intl', () => {
  it('writes counts as toLocaleString("en-US") does', () => {
    for (const sample of samples)
      expect(formatCount(sample), String(sample)).toBe(sample.toLocaleString('en-US'));
  });

  it('writes dollars as Intl writes US currency', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const sample of [...samples, 0.005, 0.015, 2.675, 1e9 + 0.99])
      expect(formatUsd(sample), String(sample)).toBe(usd.format(sample));
  });
});
