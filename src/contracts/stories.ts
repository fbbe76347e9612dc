import { z } from 'zod';
import {
  canSchema,
  contentLanguageField,
  coverFields,
  idSchema,
  coverFocusField,
  COVER_FOCUS_CENTRE,
  imageAltField,
  limitParam,
  moreToReadFields,
  listResponseSchema,
  multilineText,
  optionalMultilineText,
  pageQuerySchema,
  searchSnippetSchema,
  startIndexParam,
  text,
} from './common.ts';
import { CURRENCIES } from './currency.constants.ts';
import { userSummarySchema } from './users.ts';
import {
  CONTACT_PLATFORMS,
  CONTACT_VISIBILITIES,
  NARRATIVE_CATEGORIES,
  NARRATIVE_STATUSES,
  REJECTION_REASON_MAX,
  STORIES_PAGE_SIZE,
  STORY_MESSAGES,
  contactIssue,
  type ContactPlatform,
} from './stories.constants.ts';

export * from './stories.constants.ts';

const isBlankHtml = (html: string) =>
  !/<img\s/i.test(html) &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

const required = () =>
  text({ message: STORY_MESSAGES.requiredFields }).trim().min(1, STORY_MESSAGES.requiredFields);

const storyFields = {
  title: required().max(200, STORY_MESSAGES.titleTooLong),
  body: multilineText({ message: STORY_MESSAGES.requiredFields })
    .max(200_000, 'The narrative is too long')
    .refine((html) => !isBlankHtml(html), { message: STORY_MESSAGES.requiredFields }),
  country: required().max(100),
  category: z.enum(NARRATIVE_CATEGORIES, { message: STORY_MESSAGES.unknownCategory }),
  contactPlatform: z.enum(CONTACT_PLATFORMS, { message: STORY_MESSAGES.unknownPlatform }),
  contactUsername: required().max(100),
  contactVisibility: z.enum(CONTACT_VISIBILITIES, {
    message: STORY_MESSAGES.chooseContactVisibility,
  }),
  image: text()
    .trim()
    .max(500)
    .refine((value) => value === '' || value.startsWith('/uploads/') || /^https:\/\//.test(value), {
      message: STORY_MESSAGES.invalidImage,
    }),
  imageAlt: imageAltField(),
  coverFocus: coverFocusField(),
};

const storyInputObject = z.object({
  ...storyFields,
  category: storyFields.category.default('general'),
  contactPlatform: storyFields.contactPlatform.default('email'),
  /**
   * Left out: on request for a WhatsApp number or a narrative already on request, else public
   * (the server decides, `story-fields.ts`); the form always sends a choice.
   */
  contactVisibility: storyFields.contactVisibility.optional(),
  image: storyFields.image.default(''),
  imageAlt: storyFields.imageAlt.default(''),
  coverFocus: storyFields.coverFocus.default(COVER_FOCUS_CENTRE),
  /** Left out: on creation the author's interface language, else `en`; on an edit, unchanged. */
  language: contentLanguageField().optional(),
});

const checkContact = (
  story: { contactPlatform: ContactPlatform; contactUsername: string },
  context: z.RefinementCtx,
) => {
  const issue = contactIssue(story.contactPlatform, story.contactUsername);
  if (issue) context.addIssue({ code: 'custom', message: issue, path: ['contactUsername'] });
};

/** The form's fields; `status` and `userId` are never taken from the client. */
export const storyInputSchema = storyInputObject.superRefine(checkContact);

/**
 * An edit's fields. A narrative answer sent back as the edit has an empty contact when it is
 * shown on request: empty then keeps the stored one (`update-story.ts`).
 */
export const storyUpdateSchema = storyInputObject
  .extend({ contactUsername: text().trim().max(100) })
  .superRefine((story, context) => {
    if (story.contactUsername !== '') checkContact(story, context);
  });
export type StoryInput = z.input<typeof storyInputSchema>;

/** The form's schema: the same fields, and the author must say how the contact is shown. */
export const storyFormSchema = storyInputSchema.superRefine((story, context) => {
  if (!story.contactVisibility) {
    context.addIssue({
      code: 'custom',
      message: STORY_MESSAGES.chooseContactVisibility,
      path: ['contactVisibility'],
    });
  }
});

const statusFilter = z.enum(['all', ...NARRATIVE_STATUSES], {
  message: 'status must be all, pending, approved or rejected',
});

export const getStoriesQuerySchema = z.object({
  searchTerm: text().trim().max(200).optional(),
  category: text()
    .trim()
    .optional()
    .transform((value) => (value && value !== 'all' ? value : undefined))
    .pipe(storyFields.category.optional()),
  country: text().trim().max(100).optional(),
  sort: z
    .enum(['views', 'desc', 'asc'], { message: 'sort must be views, desc or asc' })
    .default('desc'),
  /** Admins only; everyone else sees approved narratives. */
  status: statusFilter.optional(),
  /** One author's narratives (their profile lists their approved ones). */
  userId: z.uuid({ message: 'Invalid user id' }).optional(),
  startIndex: startIndexParam,
  limit: limitParam(STORIES_PAGE_SIZE),
});
export type GetStoriesQuery = z.input<typeof getStoriesQuerySchema>;

export const userStoriesQuerySchema = pageQuerySchema(STORIES_PAGE_SIZE).extend({
  status: statusFilter.default('all'),
});
export const pendingStoriesQuerySchema = pageQuerySchema(STORIES_PAGE_SIZE);

export const storyIdParamsSchema = z.object({ storyId: idSchema });
export const storySlugParamsSchema = z.object({ slug: text().min(1).max(200) });
export const storyAuthorParamsSchema = z.object({ userId: idSchema });

/**
 * What the signed-in viewer may do with the narrative (all false for a visitor); `review` is
 * approving or rejecting it.
 */
export const storyCanSchema = canSchema('edit', 'delete', 'review');

const storyAnswerFields = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  country: z.string(),
  category: z.string(),
  contactPlatform: z.string(),
  /** Empty when the contact is shown on request: `GET /api/story/{storyId}/contact` answers it. */
  contactUsername: z.string(),
  contactVisibility: z.enum(CONTACT_VISIBILITIES),
  ...coverFields,
  status: z.enum(NARRATIVE_STATUSES),
  /**
   * Why an admin rejected it, when they said: only on a rejected narrative, which only its
   * author and admins can read (approval and edits clear it).
   */
  rejectionReason: z.string().nullable().optional(),
  /** The language the narrative is written in, a canonical BCP 47 tag (its content's `lang`). */
  language: z.string(),
  views: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The author's id, as the spec's narrative carries it. */
  userId: z.string(),
  /** The author, for pages that show who wrote it. */
  author: userSummarySchema,
  /** The donation case that serves this narrative, unless there is none (or it is archived). */
  donationCase: z
    .object({
      _id: z.string(),
      title: z.string(),
      /** ISO 4217, the case's: its amounts are in it. */
      currency: z.enum(CURRENCIES),
      raisedAmount: z.number(),
      goalAmount: z.number().nullable(),
      active: z.boolean(),
    })
    .nullable(),
  can: storyCanSchema,
  /** With a search term only: the text's passages around the matches. */
  searchSnippet: searchSnippetSchema.optional(),
});
/** A narrative; the answer naming one approved narrative carries what to read next. */
export const storySchema = storyAnswerFields.extend(moreToReadFields(storyAnswerFields));
export type Story = z.infer<typeof storySchema>;
export type StoryDonationCase = NonNullable<Story['donationCase']>;

/** What an admin decides about a narrative, and optionally why they rejected it. */
export const reviewStoryBodySchema = z.object({
  status: z.enum(['approved', 'rejected'], { message: 'status must be approved or rejected' }),
  /** Kept with a rejection for the author; ignored with an approval. Blank is no reason. */
  reason: optionalMultilineText(REJECTION_REASON_MAX, STORY_MESSAGES.reasonTooLong, undefined),
});
export type ReviewStoryBody = z.input<typeof reviewStoryBodySchema>;

export const storiesResponseSchema = listResponseSchema('stories', storySchema, [
  'totalStories',
  'lastMonthStories',
]);
export type StoriesResponse = z.infer<typeof storiesResponseSchema>;

export const userStoriesResponseSchema = listResponseSchema('stories', storySchema, [
  'totalStories',
]);
export type UserStoriesResponse = z.infer<typeof userStoriesResponseSchema>;

export const pendingStoriesResponseSchema = listResponseSchema('stories', storySchema, [
  'totalPendingStories',
]).extend({ message: z.string() });
export type PendingStoriesResponse = z.infer<typeof pendingStoriesResponseSchema>;

export const storyCountsResponseSchema = z.object({ pendingStories: z.number().int() });

export const storyCountriesResponseSchema = z.object({
  /** Countries that approved narratives name: the list's filter. */
  countries: z.array(z.string()),
  /** Every country, for the form. */
  allCountries: z.array(z.string()),
});
export type StoryCountriesResponse = z.infer<typeof storyCountriesResponseSchema>;

/** `GET /api/story/{storyId}/contact`: the one contact a visitor asked for. */
export const storyContactResponseSchema = z.object({
  contactPlatform: z.string(),
  contactUsername: z.string(),
});
export type StoryContactResponse = z.infer<typeof storyContactResponseSchema>;
