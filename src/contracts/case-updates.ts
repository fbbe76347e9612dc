import { z } from 'zod';
import {
  listResponseSchema,
  pageQuerySchema,
  requiredMultilineText,
  requiredText,
  text,
} from './common.ts';
import {
  CASE_UPDATE_BODY_MAX,
  CASE_UPDATE_MESSAGES,
  CASE_UPDATE_TITLE_MAX,
  CASE_UPDATES_PAGE_SIZE,
} from './case-updates.constants.ts';

export * from './case-updates.constants.ts';

export const createCaseUpdateSchema = z.object({
  title: requiredText(
    CASE_UPDATE_TITLE_MAX,
    CASE_UPDATE_MESSAGES.titleRequired,
    CASE_UPDATE_MESSAGES.titleTooLong,
  ),
  /** Rich text (HTML from the editor), sanitized before it is stored. */
  body: requiredMultilineText(
    CASE_UPDATE_BODY_MAX,
    CASE_UPDATE_MESSAGES.bodyRequired,
    CASE_UPDATE_MESSAGES.bodyTooLong,
  ),
  /** When the update happened (a day, or a moment); now when left out or empty. */
  postedAt: z
    .union(
      [
        z.literal(''),
        z.iso.date({ message: CASE_UPDATE_MESSAGES.invalidDate }),
        z.iso.datetime({ offset: true, message: CASE_UPDATE_MESSAGES.invalidDate }),
      ],
      { message: CASE_UPDATE_MESSAGES.invalidDate },
    )
    .optional()
    .transform((date) => date || undefined),
});
export type CreateCaseUpdateInput = z.input<typeof createCaseUpdateSchema>;

export const caseUpdateSchema = z.object({
  _id: z.string(),
  donationCaseId: z.string(),
  title: z.string(),
  body: z.string(),
  postedAt: z.string(),
  createdAt: z.string(),
});
export type CaseUpdate = z.infer<typeof caseUpdateSchema>;

export const caseUpdatesQuerySchema = pageQuerySchema(CASE_UPDATES_PAGE_SIZE);

export const caseUpdatesResponseSchema = listResponseSchema('updates', caseUpdateSchema, [
  'totalUpdates',
]);
export type CaseUpdatesResponse = z.infer<typeof caseUpdatesResponseSchema>;

/** The signed token of an unsubscribe link (`?token=`). */
export const unsubscribeQuerySchema = z.object({
  token: text({ message: CASE_UPDATE_MESSAGES.invalidUnsubscribe })
    .min(1, CASE_UPDATE_MESSAGES.invalidUnsubscribe)
    .max(300, CASE_UPDATE_MESSAGES.invalidUnsubscribe),
});

/** The token of a mailed link that confirms e-mail updates (`?token=`). */
export const confirmUpdatesQuerySchema = z.object({
  token: text({ message: CASE_UPDATE_MESSAGES.invalidConfirmation })
    .min(1, CASE_UPDATE_MESSAGES.invalidConfirmation)
    .max(300, CASE_UPDATE_MESSAGES.invalidConfirmation),
});
