import { z } from 'zod';
import { isEmail } from './auth.constants.ts';
import {
  idSchema,
  listResponseSchema,
  pageQuerySchema,
  requiredMultilineText,
  text,
} from './common.ts';
import {
  TAKEDOWN_MESSAGES,
  TAKEDOWN_REASON_MAX,
  TAKEDOWN_REASON_MIN,
  TAKEDOWN_STATUSES,
  TAKEDOWNS_PAGE_SIZE,
} from './story-takedowns.constants.ts';

export * from './story-takedowns.constants.ts';

/** `POST /api/story/{storyId}/takedown`, from anyone. */
export const takedownRequestSchema = z.object({
  reason: requiredMultilineText(
    TAKEDOWN_REASON_MAX,
    TAKEDOWN_MESSAGES.reasonTooShort,
    TAKEDOWN_MESSAGES.reasonTooLong,
    TAKEDOWN_REASON_MIN,
  ),
  /** Where an admin may answer; blank is none. */
  email: text({ message: TAKEDOWN_MESSAGES.invalidEmail })
    .trim()
    .max(254, TAKEDOWN_MESSAGES.invalidEmail)
    .optional()
    .transform((email) => email || undefined)
    .refine((email) => email === undefined || isEmail(email), {
      message: TAKEDOWN_MESSAGES.invalidEmail,
    }),
});
export type TakedownRequestInput = z.input<typeof takedownRequestSchema>;

export const takedownsQuerySchema = pageQuerySchema(TAKEDOWNS_PAGE_SIZE).extend({
  status: z
    .enum(['all', ...TAKEDOWN_STATUSES], {
      message: 'status must be all, pending, unpublished or dismissed',
    })
    .default('pending'),
});

/** An admin's decision: unpublish the narrative at once, or dismiss the request. */
export const takedownIdParamsSchema = z.object({ takedownId: idSchema });

export const takedownDecisionSchema = z.object({
  decision: z.enum(['unpublish', 'dismiss'], { message: 'decision must be unpublish or dismiss' }),
});
export type TakedownDecision = z.infer<typeof takedownDecisionSchema>;

/** A request as admins see it (the requester's e-mail reaches no one else). */
export const takedownSchema = z.object({
  _id: z.string(),
  reason: z.string(),
  email: z.string().nullable(),
  status: z.enum(TAKEDOWN_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  story: z.object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    status: z.string(),
  }),
});
export type Takedown = z.infer<typeof takedownSchema>;

export const takedownListSchema = listResponseSchema('takedowns', takedownSchema, [
  'totalTakedowns',
]);
export type TakedownList = z.infer<typeof takedownListSchema>;
