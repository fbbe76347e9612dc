/** Requests to take a narrative down: constants and messages, free of zod. */
export const TAKEDOWN_STATUSES = ['pending', 'unpublished', 'dismissed'] as const;
export type TakedownStatus = (typeof TAKEDOWN_STATUSES)[number];

export const TAKEDOWNS_PAGE_SIZE = 20;
export const TAKEDOWN_REASON_MIN = 10;
export const TAKEDOWN_REASON_MAX = 2000;

export const TAKEDOWN_MESSAGES = {
  reasonTooShort: 'Please tell us why this should be removed',
  reasonTooLong: `The reason must be at most ${TAKEDOWN_REASON_MAX} characters`,
  invalidEmail: 'Please enter a valid e-mail address, or leave it empty',
  received: 'Thank you. An administrator will review your request.',
  alreadyDecided: 'This request has already been decided',
  unpublished: 'The narrative has been unpublished',
  dismissed: 'The request has been dismissed',
} as const;

/** What the author of an unpublished narrative reads as the reason (never the requester's words). */
export const TAKEDOWN_REJECTION_REASON =
  'Unpublished by an administrator after a request to remove it.';
