import { z } from 'zod';

export const PUBLISHER_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PublisherRequestStatus = (typeof PUBLISHER_REQUEST_STATUSES)[number];
export const PUBLISHER_REQUESTS_PAGE_SIZE = 9;
export const MIN_REASON_LENGTH = 10;

export const PUBLISHER_REQUEST_MESSAGES = {
  reasonTooShort: `Please provide a more detailed explanation (at least ${MIN_REASON_LENGTH} characters).`,
  signInRequired: 'Please sign in to request publisher access.',
  alreadyAdmin: 'Administrators already have full access to create posts.',
  alreadyPublisher: 'You are already a publisher!',
  alreadyPending: 'You already have a pending request. An administrator will review it soon.',
  alreadyDecided: 'This request has already been reviewed',
} as const;

export const publisherRequestSchema = z.object({
  /** Sent by the spec's client; the request is always the signed-in caller's own. */
  userId: z.string().optional(),
  reason: z
    .string({ message: PUBLISHER_REQUEST_MESSAGES.reasonTooShort })
    .trim()
    .min(MIN_REASON_LENGTH, PUBLISHER_REQUEST_MESSAGES.reasonTooShort)
    .max(2000, 'The explanation can be at most 2000 characters'),
});

export const decidePublisherRequestSchema = z.object({
  requestId: z.uuid({ message: 'Invalid request id' }),
  status: z.enum(['approved', 'rejected'], { message: 'status must be approved or rejected' }),
});

export const publisherRequestsQuerySchema = z.object({
  status: z.enum(['all', ...PUBLISHER_REQUEST_STATUSES]).default('pending'),
  startIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(PUBLISHER_REQUESTS_PAGE_SIZE),
});

export const publisherRequestResponseSchema = z.object({
  _id: z.string(),
  userId: z
    .object({
      _id: z.string(),
      username: z.string(),
      email: z.string(),
      profilePicture: z.string(),
    })
    .nullable(),
  reason: z.string(),
  status: z.enum(PUBLISHER_REQUEST_STATUSES),
  createdAt: z.string(),
});
