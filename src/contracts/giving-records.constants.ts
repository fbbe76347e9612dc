/** A donor's gifts per page of their record. */
export const DONOR_GIFTS_PAGE_SIZE = 10;

/** How many monthly gifts a record lists (the newest); `totalMonthly` says how many there are. */
export const MONTHLY_IN_RECORD = 50;

/** How long a mailed giving-record link opens the record. */
export const RECORDS_LINK_LIFETIME_DAYS = 7;

/** The earliest year a statement may be asked for. */
export const FIRST_STATEMENT_YEAR = 2000;

/** The statuses a donor's record shows, as the API names them (`failed` card payments aside). */
export const DONOR_GIFT_STATUSES = ['pending', 'completed', 'lapsed'] as const;
export type DonorGiftStatus = (typeof DONOR_GIFT_STATUSES)[number];

export const GIVING_RECORDS_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  /** The same answer whether or not the address ever gave. */
  linkRequested:
    'If this address has given through Hearth, a link to its giving record is on its way. It works for 7 days.',
  linkInvalid: 'This giving-record link is not valid. Please ask for a new one.',
  linkExpired: 'This giving-record link has expired. Please ask for a new one.',
  signInOrLink: 'Please sign in, or open the link we e-mailed you, to see your giving record',
  invalidYear: 'Please give a calendar year, such as 2025',
  noGiftsInYear: (year: number) => `There are no gifts received in ${year} in this record`,
} as const;

/**
 * What a statement says of itself, on the page, in the PDF and in the mail: it records gifts, and
 * is no more than that unless the operator's note (`STATEMENT_NOTE`) says so.
 */
export const STATEMENT_RECORDS_GIFTS =
  'This statement records the gifts listed above, received through Hearth. It is a record of your gifts, not an invoice, and Hearth gave nothing in return for them.';
