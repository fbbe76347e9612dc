/**
 * The currencies a donation case may take: Stripe's presentment currencies, each with its
 * minor-unit exponent as Stripe counts it (the decimals an amount may have). Amounts are stored
 * as integers of the minor unit (cents, fils, or whole yen) and travel in JSON in major units.
 */
const ZERO_DECIMAL = [
  'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV',
  'XAF', 'XOF', 'XPF',
] as const; // prettier-ignore

const THREE_DECIMAL = ['BHD', 'JOD', 'KWD', 'OMR', 'TND'] as const;

const TWO_DECIMAL = [
  'USD', 'AED', 'AFN', 'ALL', 'AMD', 'ANG', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD',
  'BDT', 'BGN', 'BMD', 'BND', 'BOB', 'BRL', 'BSD', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF',
  'CNY', 'COP', 'CRC', 'CVE', 'CZK', 'DKK', 'DOP', 'DZD', 'EGP', 'ETB', 'EUR', 'FJD', 'FKP',
  'GBP', 'GEL', 'GIP', 'GMD', 'GTQ', 'GYD', 'HKD', 'HNL', 'HTG', 'HUF', 'IDR', 'ILS', 'INR',
  'ISK', 'JMD', 'KES', 'KGS', 'KHR', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'MAD',
  'MDL', 'MKD', 'MMK', 'MNT', 'MOP', 'MUR', 'MVR', 'MWK', 'MXN', 'MYR', 'MZN', 'NAD', 'NGN',
  'NIO', 'NOK', 'NPR', 'NZD', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN', 'QAR', 'RON', 'RSD',
  'RUB', 'SAR', 'SBD', 'SCR', 'SEK', 'SGD', 'SHP', 'SLE', 'SOS', 'SRD', 'SZL', 'THB', 'TJS',
  'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'UYU', 'UZS', 'WST', 'XCD', 'YER', 'ZAR', 'ZMW',
] as const; // prettier-ignore

export const CURRENCIES = [...TWO_DECIMAL, ...ZERO_DECIMAL, ...THREE_DECIMAL] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = 'USD';

const EXPONENTS = new Map<string, number>([
  ...TWO_DECIMAL.map((code) => [code, 2] as const),
  ...ZERO_DECIMAL.map((code) => [code, 0] as const),
  ...THREE_DECIMAL.map((code) => [code, 3] as const),
]);

export const isCurrency = (code: string): code is Currency => EXPONENTS.has(code);

/** How many decimals an amount in `currency` may have: 0 for JPY, 3 for KWD, 2 for USD. */
export const currencyExponent = (currency: Currency) => EXPONENTS.get(currency) ?? 2;

/**
 * What the limits (smallest gift, largest gift, largest goal) are multiplied by in a currency:
 * 100 in a zero-decimal currency, whose unit is worth about what a cent is in the others (¥, ₩,
 * CFA francs), else 1. So the smallest gift is 1 of a two- or three-decimal currency and 100 of
 * a zero-decimal one, and a suggested ¥10 becomes ¥1,000.
 */
export const limitScale = (currency: Currency) => (currencyExponent(currency) === 0 ? 100 : 1);

/** Minor units of a major-unit amount, through its decimal text, never a binary multiplication. */
export function minorUnitsOf(amount: number, currency: Currency): number | null {
  const exponent = currencyExponent(currency);
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(String(amount));
  if (!match || (match[2] ?? '').length > exponent) return null;
  return Number(match[1]) * 10 ** exponent + Number((match[2] ?? '').padEnd(exponent, '0') || 0);
}

/** A stored minor-unit amount in major units, as the API answers it: 1234 fils is 1.234. */
export const majorUnitsOf = (minorUnits: number, currency: Currency) =>
  minorUnits / 10 ** currencyExponent(currency);

/** Why an amount with too many decimals is refused, naming the currency's decimals. */
export function decimalsMessage(currency: Currency) {
  const exponent = currencyExponent(currency);
  return exponent === 0
    ? `Amounts in ${currency} are whole numbers, with no decimals`
    : `Amounts in ${currency} can have at most ${exponent} decimals`;
}

export const CURRENCY_MESSAGES = {
  unknown: 'Please choose one of the currencies Stripe takes, as its ISO 4217 code (like USD)',
  changeAfterGift: 'The currency of a case cannot change after its first gift',
} as const;

/** A stored amount as plain decimal text with the currency's decimals, for files: "12.50", "500", "1.234". */
export function decimalText(minorUnits: number, currency: Currency) {
  const exponent = currencyExponent(currency);
  const digits = String(Math.abs(minorUnits)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const sign = minorUnits < 0 ? '-' : '';
  return exponent === 0 ? `${sign}${whole}` : `${sign}${whole}.${digits.slice(-exponent)}`;
}
