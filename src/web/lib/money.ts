/**
 * Money is shown in its case's currency: US dollars with cents as always ("$1,250.00"), any
 * other currency through `Intl` with its own decimals ("¥500", "KWD 1.234").
 */
export { formatMoney, formatUsd } from '#contracts/format/en-us.ts';

/** The sign written before an amount in `currency`: "$", "€", "¥", or the code ("KWD"). */
export function currencySymbol(currency: string): string {
  if (currency === 'USD') return '$';
  const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/**
 * How far a case is toward its goal, in whole percent and capped at 100 (the spec). Rounded
 * down, so "100%" never shows before the goal is really met. Null when the case has no goal.
 */
export function goalPercent(raised: number, goal: number | null): number | null {
  if (goal === null || goal <= 0) return null;
  return Math.min(100, Math.floor((raised / goal) * 100));
}
