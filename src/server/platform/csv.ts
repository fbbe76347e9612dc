import { stringify } from 'csv-stringify/sync';

/**
 * Characters that make a spreadsheet run a cell as a formula (OWASP's list): `=`, `+`, `-`, `@`
 * and their compatibility forms (full-width `＝`, small `﹦`, superscript `⁼`…), which some
 * spreadsheets read as the ASCII ones.
 */
const FORMULA_SIGN = /^[=+\-@]/;
/** A tab, carriage return or line feed at the very start starts a formula too. */
const CONTROL_START = /^[\t\r\n]/;
/** What a spreadsheet may skip before reading the first sign: spaces and invisible characters. */
const LEADING_BLANKS = /^[\p{White_Space}\p{Cf}]+/u;

function startsFormula(value: string) {
  if (CONTROL_START.test(value)) return true;
  const first = value.replace(LEADING_BLANKS, '').codePointAt(0);
  return first !== undefined && FORMULA_SIGN.test(String.fromCodePoint(first).normalize('NFKC'));
}

/** A cell as text a spreadsheet shows, never runs: quoted with a leading apostrophe. */
export const spreadsheetSafe = (value: string) => (startsFormula(value) ? `'${value}` : value);

/**
 * Rows as a CSV file for a spreadsheet. Every text cell, whoever wrote it, goes through
 * `spreadsheetSafe`: people's names and messages are not the only cells that could start a
 * formula.
 */
export const toCsv = (rows: unknown[][]) =>
  stringify(rows, { cast: { string: (value) => spreadsheetSafe(value) } });
