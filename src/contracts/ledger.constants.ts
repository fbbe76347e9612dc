/** A case's money trail: what each entry records, and the rules an admin's entries meet. */

/**
 * `gift`: money received; `fee`: the payment provider's fee on a gift; `disbursement`: money
 * paid out to the person helped; `reversal`: a mistaken disbursement corrected (both stay).
 */
export const LEDGER_ENTRY_TYPES = ['gift', 'fee', 'disbursement', 'reversal'] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

export const LEDGER_PAGE_SIZE = 50;

/** The admins' list of cases with an update due, a page at a time. */
export const UPDATE_DUE_PAGE_SIZE = 10;

/** At most this many files prove one disbursement. */
export const MAX_EVIDENCE_FILES = 10;

/** An evidence file (an image, or a PDF for receipts and invoices) is at most this large. */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;

/** Paying out more than this many days before a case update asks for one ("Update due"). */
export const UPDATE_DUE_DAYS = 30;

export const LEDGER_MESSAGES = {
  overdrawn: 'This disbursement is more than the case holds',
  awaitingFees:
    'Part of what this case holds awaits its card fees from Stripe; it can be paid out once they are known',
  evidenceRequired: 'Please attach at least one piece of evidence',
  tooMuchEvidence: `Please attach at most ${MAX_EVIDENCE_FILES} files`,
  unknownEvidence: 'Evidence must be a file uploaded here as evidence',
  invalidAmount: 'Please enter the amount paid out, in dollars and cents',
  tooLarge: 'A disbursement can be at most $100,000,000.00',
  invalidOccurredAt: 'Please give the date the money was paid out (not in the future)',
  invalidMethod: 'Please choose how the money was paid out',
  payeeRequired: 'Please name who was paid, as a role or pseudonym (not a contact)',
  purposeRequired: 'Please say what the money was for',
  reasonRequired: 'Please give the reason for the reversal',
  entryNotFound: 'Ledger entry not found',
  notReversible: 'Only a disbursement can be reversed',
  alreadyReversed: 'This disbursement has already been reversed',
  evidenceMissing: 'Please select an image or a PDF',
  evidenceType: 'Evidence must be an image or a PDF',
  evidenceTooLarge: 'An evidence file can be at most 10 MB',
} as const;
