import { z } from 'zod';

export * from './uploads.constants.ts';

/** Where the stored image is served. */
export const uploadResponseSchema = z.object({ url: z.string() });
