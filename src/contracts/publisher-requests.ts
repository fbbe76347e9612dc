import { z } from 'zod';
import {
  listResponseSchema,
  messageResponseSchema,
  optionalMultilineText,
  pageQuerySchema,
  requiredMultilineText,
  text,
} from './common.ts';
import {
  MIN_REASON_LENGTH,
  PUBLISHER_REQUEST_MESSAGES,
  PUBLISHER_REQUEST_STATUSES,
  PUBLISHER_REQUESTS_PAGE_SIZE,
  REJECTION_REASON_MAX,
} from './publisher-requests.constants.ts';

export * from './publisher-requests.constants.ts';

export const publisherRequestSchema = z.object({
  /** Sent by the spec's client; the request is always the signed-in caller's own. */
  userId: text().optional(),
  reason: requiredMultilineText(
    2000,
    PUBLISHER_REQUEST_MESSAGES.reasonTooShort,
    'The explanation can be at most 2000 characters',
    MIN_REASON_LENGTH,
  ),
});
export type PublisherRequestInput = z.input<typeof publisherRequestSchema>;

/** A request answers its id. */
export const publisherRequestMadeSchema = messageResponseSchema.extend({ _id: z.string() });
export type PublisherRequestMade = z.infer<typeof publisherRequestMadeSchema>;

export const decidePublisherRequestSchema = z.object({
  requestId: z.uuid({ message: 'Invalid request id' }),
  status: z.enum(['approved', 'rejected'], { message: 'status must be approved or rejected' }),
  /** Given to the applicant with a rejection; ignored with an approval. Blank is no reason. */
  reason: optionalMultilineText(
    REJECTION_REASON_MAX,
    PUBLISHER_REQUEST_MESSAGES.rejectionReasonTooLong,
    undefined,
  ),
});
export type PublisherRequestDecision = z.output<typeof decidePublisherRequestSchema>;

/** The caller's latest request, if any: how far it went, and an admin's reason for a rejection. */
export const ownPublisherRequestSchema = z.object({
  request: z
    .object({
      _id: z.string(),
      status: z.enum(PUBLISHER_REQUEST_STATUSES),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
      rejectionReason: z.string().nullable(),
    })
    .nullable(),
});
export type OwnPublisherRequest = z.infer<typeof ownPublisherRequestSchema>;

export const publisherRequestDecidedSchema = messageResponseSchema.extend({ status: z.string() });
export type PublisherRequestDecided = z.infer<typeof publisherRequestDecidedSchema>;

export const publisherRequestsQuerySchema = pageQuerySchema(PUBLISHER_REQUESTS_PAGE_SIZE).extend({
  status: z.enum(['all', ...PUBLISHER_REQUEST_STATUSES]).default('pending'),
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
export type PublisherRequest = z.infer<typeof publisherRequestResponseSchema>;

export const publisherRequestListSchema = listResponseSchema(
  'requests',
  publisherRequestResponseSchema,
  ['totalRequests'],
);
export type PublisherRequestList = z.infer<typeof publisherRequestListSchema>;
