import { z } from 'zod';
import { listResponseSchema, pageQuerySchema } from './common.ts';
import { MAILINGS_PAGE_SIZE } from './mailings.constants.ts';

export * from './mailings.constants.ts';

/**
 * One mailing's status, honest about each mail: handed to the mail server (`sent`), waiting for
 * its first try (`queued`), failed at least once and waiting to be tried again (`deferred`), or
 * given up on after every retry (`failed`).
 */
export const mailingStatusSchema = z.object({
  mailing: z.string(),
  queued: z.number().int(),
  sent: z.number().int(),
  deferred: z.number().int(),
  failed: z.number().int(),
});
export type MailingStatus = z.infer<typeof mailingStatusSchema>;

/** A page of mailings, the latest first, with how many there are to page through. */
export const mailingsQuerySchema = pageQuerySchema(MAILINGS_PAGE_SIZE);

export const mailingListSchema = listResponseSchema('mailings', mailingStatusSchema, [
  'totalMailings',
]);
export type MailingList = z.infer<typeof mailingListSchema>;
