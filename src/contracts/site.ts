import { z } from 'zod';

/** Public, non-secret settings the web needs at run time. */
export const siteResponseSchema = z.object({
  name: z.string(),
  contactEmail: z.string(),
});
export type SiteResponse = z.infer<typeof siteResponseSchema>;
