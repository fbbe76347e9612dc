/**
 * The publisher request's constants and messages, free of zod: the home page shows them on its
 * Become a Publisher button without loading the schemas (they come with the dialog's chunk).
 */
export const PUBLISHER_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PublisherRequestStatus = (typeof PUBLISHER_REQUEST_STATUSES)[number];
export const PUBLISHER_REQUESTS_PAGE_SIZE = 9;
export const MIN_REASON_LENGTH = 10;
/** An admin's reason for rejecting a request is at most this long. */
export const REJECTION_REASON_MAX = 500;

export const PUBLISHER_REQUEST_MESSAGES = {
  reasonTooShort: `Please provide a more detailed explanation (at least ${MIN_REASON_LENGTH} characters).`,
  signInRequired: 'Please sign in to request publisher access.',
  alreadyAdmin: 'Administrators already have full access to create posts.',
  alreadyPublisher: 'You are already a publisher!',
  alreadyPending: 'You already have a pending request. An administrator will review it soon.',
  alreadyDecided: 'This request has already been reviewed',
  rejectionReasonTooLong: `The reason must be at most ${REJECTION_REASON_MAX} characters`,
} as const;
