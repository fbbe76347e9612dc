/**
 * Numbers as Hearth writes them everywhere, in US English: "1,234" and "$1,234.50". Written out
 * rather than through `Intl`: a page's first use of `Intl` loads the browser's locale data, about
 * 50 ms on a fast machine and four times that on a phone, before anything can be drawn.
 */

/** "1234567" → "1,234,567": commas between groups of three digits. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * `value` (not negative) rounded half up to `places` decimals, as its whole part and its
 * decimals. Shifted through its shortest decimal form ("2.675e2"), so 2.675 rounds to 2.68 as
 * people and `Intl` expect, where `toFixed` reads the binary 2.67499… and writes 2.67.
 */
function rounded(value: number, places: number) {
  const scale = 10 ** places;
  // Tiny or huge values are written with an exponent already, and are shifted in binary.
  const shifted = Number(`${value}e${places}`);
  const scaled = Math.round(Number.isNaN(shifted) ? value * scale : shifted);
  return {
    whole: String(Math.floor(scaled / scale)),
    decimals: String(scaled % scale).padStart(places, '0'),
  };
}

/** A count: "0", "12", "1,234". Fractions keep up to three decimals, as `toLocaleString` does. */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return String(count);
  const { whole, decimals } = rounded(Math.abs(count), 3);
  const fraction = decimals.replace(/0+$/, '');
  const sign = count < 0 && (whole !== '0' || fraction) ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** US dollars with cents: "$1,250.00", "-$5.50". */
export function formatUsd(dollars: number): string {
  const { whole, decimals } = rounded(Math.abs(dollars), 2);
  const sign = dollars < 0 && (whole !== '0' || decimals !== '00') ? '-' : '';
  return `${sign}$${groupThousands(whole)}.${decimals}`;
}

/**
 * An amount in its currency: US dollars exactly as `formatUsd` writes them, any other currency
 * through `Intl` with that currency's own decimals ("¥500", "KWD 1.234", "€12.50").
 */
export function formatMoney(amount: number, currency: string = 'USD'): string {
  if (currency === 'USD') return formatUsd(amount);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}
