import { z } from 'zod';

/** Every error the API answers has this shape. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  statusCode: z.number().int(),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const idSchema = z.uuid({ message: 'Invalid id' });

/** Largest page any list answers; a bigger `limit` is refused with 400. */
export const MAX_PAGE_LIMIT = 100;

/** `startIndex` and `limit` as the spec's list calls send them. */
export const MIN_AGE_YEARS = 13;
export const MIN_PASSWORD_LENGTH = 6;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const NARROW_SCREEN_PX = 768;
