import { z } from 'zod';
import { LOCALES } from './i18n/locales.ts';

/** Public, non-secret settings the web needs at run time. */
export const siteResponseSchema = z.object({
  name: z.string(),
  contactEmail: z.string(),
  /** `none`: donations are recorded without moving money; `stripe`: paid through Stripe. */
  paymentProvider: z.enum(['none', 'stripe']),
});
export type SiteResponse = z.infer<typeof siteResponseSchema>;

/** `GET /api/site/locales`: the interface languages Hearth ships, English first. */
export const localesResponseSchema = z.object({
  locales: z.array(
    z.object({
      /** The language's code (`Accept-Language`, a user's `locale`). */
      code: z.enum(LOCALES),
      /** Its name in itself ("العربية"). */
      name: z.string(),
      direction: z.enum(['ltr', 'rtl']),
    }),
  ),
  /** The installation's language for a reader who chose none and whose browser names none. */
  defaultLocale: z.enum(LOCALES),
});
export type LocalesResponse = z.infer<typeof localesResponseSchema>;
