import { currencyExponent, type Currency } from '#contracts/donations.ts';
import type { LedgerEntry } from '#contracts/ledger.ts';
import { toCsv } from '../../platform/csv.ts';

const header = (currency: Currency) => [
  'Entry id',
  'Type',
  `Amount (${currency})`,
  'Occurred at',
  'Payee',
  'Purpose',
  'Method',
  'Evidence',
  'Reason',
  'Reverses entry',
  'Reversed by entry',
];

/** A page of a case's ledger as CSV rows, the same entries the JSON answers, with no donor in them. */
export const ledgerCsv = (entries: LedgerEntry[], currency: Currency) =>
  toCsv([
    header(currency),
    ...entries.map((entry) => [
      entry._id,
      entry.type,
      entry.amount.toFixed(currencyExponent(currency)),
      entry.occurredAt,
      entry.payee ?? '',
      entry.purpose ?? '',
      entry.method ?? '',
      entry.evidence.join(' '),
      entry.reason ?? '',
      entry.reversesId ?? '',
      entry.reversedById ?? '',
    ]),
  ]);
