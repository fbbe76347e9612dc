import { z } from 'zod';

/** Public, non-secret settings the web needs at run time. */
export const siteResponseSchema = z.object({
  name: z.string(),
  contactEmail: z.string(),
  /** `none`: donations are recorded without moving money; `stripe`: paid through Stripe. */
  paymentProvider: z.enum(['none', 'stripe']),
});
export type SiteResponse = z.infer<typeof siteResponseSchema>;
