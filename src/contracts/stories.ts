import { z } from 'zod';
import {
  imageAltField,
  limitParam,
  listResponseSchema,
  multilineText,
  pageQuerySchema,
  startIndexParam,
  text,
} from './common.ts';
import { userSummarySchema } from './users.ts';
import {
  CONTACT_PLATFORMS,
  NARRATIVE_CATEGORIES,
  NARRATIVE_STATUSES,
  REJECTION_REASON_MAX,
  STORIES_PAGE_SIZE,
  STORY_MESSAGES,
  contactIssue,
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
  image: text()
    .trim()
    .max(500)
    .refine((value) => value === '' || value.startsWith('/uploads/') || /^https:\/\//.test(value), {
      message: STORY_MESSAGES.invalidImage,
    }),
  imageAlt: imageAltField(),
};

/** The form's fields; `status` and `userId` are never taken from the client. */
export const storyInputSchema = z
  .object({
    ...storyFields,
    category: storyFields.category.default('general'),
    contactPlatform: storyFields.contactPlatform.default('email'),
    image: storyFields.image.default(''),
    imageAlt: storyFields.imageAlt.default(''),
  })
  .superRefine((story, context) => {
    const issue = contactIssue(story.contactPlatform, story.contactUsername);
    if (issue) context.addIssue({ code: 'custom', message: issue, path: ['contactUsername'] });
  });
export type StoryInput = z.input<typeof storyInputSchema>;

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
  startIndex: startIndexParam,
  limit: limitParam(STORIES_PAGE_SIZE),
});
export type GetStoriesQuery = z.input<typeof getStoriesQuerySchema>;

export const userStoriesQuerySchema = pageQuerySchema(STORIES_PAGE_SIZE).extend({
  status: statusFilter.default('all'),
});

export const storySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  country: z.string(),
  category: z.string(),
  contactPlatform: z.string(),
  contactUsername: z.string(),
  image: z.string(),
  /** What the cover shows; empty when it has no description (the title is beside it). */
  imageAlt: z.string(),
  status: z.enum(NARRATIVE_STATUSES),
  /**
   * Why an admin rejected it, when they said: only on a rejected narrative, which only its
   * author and admins can read (approval and edits clear it).
   */
  rejectionReason: z.string().nullable().optional(),
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
      raisedAmount: z.number(),
      goalAmount: z.number().nullable(),
      active: z.boolean(),
    })
    .nullable(),
});
export type Story = z.infer<typeof storySchema>;
export type StoryDonationCase = NonNullable<Story['donationCase']>;

/** What an admin decides about a narrative, and optionally why they rejected it. */
export const reviewStoryBodySchema = z.object({
  status: z.enum(['approved', 'rejected'], { message: 'status must be approved or rejected' }),
  /** Kept with a rejection for the author; ignored with an approval. Blank is no reason. */
  reason: multilineText()
    .trim()
    .max(REJECTION_REASON_MAX, STORY_MESSAGES.reasonTooLong)
    .optional()
    .transform((reason) => reason || undefined),
});
export type ReviewStoryBody = z.input<typeof reviewStoryBodySchema>;

export const storiesResponseSchema = listResponseSchema('stories', storySchema).extend({
  totalStories: z.number().int(),
  lastMonthStories: z.number().int(),
});
export type StoriesResponse = z.infer<typeof storiesResponseSchema>;

export const userStoriesResponseSchema = listResponseSchema('stories', storySchema).extend({
  totalStories: z.number().int(),
});
export type UserStoriesResponse = z.infer<typeof userStoriesResponseSchema>;

export const pendingStoriesResponseSchema = listResponseSchema('stories', storySchema).extend({
  totalPendingStories: z.number().int(),
  message: z.string(),
});
export type PendingStoriesResponse = z.infer<typeof pendingStoriesResponseSchema>;

export const storyCountsResponseSchema = z.object({ pendingStories: z.number().int() });

export const storyCountriesResponseSchema = z.object({
  /** Countries that approved narratives name: the list's filter. */
  countries: z.array(z.string()),
  /** Every country, for the form. */
  allCountries: z.array(z.string()),
});
export type StoryCountriesResponse = z.infer<typeof storyCountriesResponseSchema>;
