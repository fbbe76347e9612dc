import { z } from 'zod';
import { isEmail } from './auth.ts';
import {
  limitParam,
  listResponseSchema,
  multilineText,
  pageQuerySchema,
  startIndexParam,
  text,
} from './common.ts';
import { userSummarySchema } from './users.ts';

export const NARRATIVE_CATEGORIES = [
  'general',
  'medical',
  'education',
  'housing',
  'food',
  'clothing',
  'emergency',
  'other',
] as const;
export type NarrativeCategory = (typeof NARRATIVE_CATEGORIES)[number];

export const CONTACT_PLATFORMS = ['email', 'facebook', 'whatsapp', 'telegram', 'discord'] as const;
export type ContactPlatform = (typeof CONTACT_PLATFORMS)[number];

export const NARRATIVE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type NarrativeStatus = (typeof NARRATIVE_STATUSES)[number];

export const STORIES_PAGE_SIZE = 9;

export const STORY_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  unknownCategory: 'Unknown narrative category',
  unknownPlatform: 'Contact platform must be email, facebook, whatsapp, telegram or discord',
  unknownCountry: 'Please choose a country from the list',
  titleTooLong: 'Title must be at most 200 characters',
  invalidImage: 'Invalid image',
} as const;

/** What a contact username must look like on each platform, and what to say when it does not. */
const CONTACT_RULES: Record<
  ContactPlatform,
  { test: (value: string) => boolean; message: string }
> = {
  email: { test: isEmail, message: 'Please enter a valid e-mail address for the contact' },
  whatsapp: {
    test: (value) => /^\+?\d{7,15}$/.test(value.replace(/[\s-]/g, '')),
    message: 'A WhatsApp contact is a phone number in digits, with the country code',
  },
  telegram: {
    test: (value) => /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/.test(value),
    message: 'A Telegram username has 5 to 32 letters, digits or underscores',
  },
  facebook: {
    test: (value) => /^[A-Za-z0-9.]{5,50}$/.test(value),
    message: 'A Facebook username has at least 5 letters, digits or dots',
  },
  discord: {
    test: (value) => /^[a-z0-9_.]{2,32}$/.test(value),
    message: 'A Discord username has 2 to 32 lowercase letters, digits, dots or underscores',
  },
};

/** The reason a contact is invalid for its platform, or null. */
export function contactIssue(platform: ContactPlatform, username: string): string | null {
  const rule = CONTACT_RULES[platform];
  return rule.test(username) ? null : rule.message;
}

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
};

/** The form's fields; `status` and `userId` are never taken from the client. */
export const storyInputSchema = z
  .object({
    ...storyFields,
    category: storyFields.category.default('general'),
    contactPlatform: storyFields.contactPlatform.default('email'),
    image: storyFields.image.default(''),
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
  status: z.enum(NARRATIVE_STATUSES),
  views: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The author's id, as the spec's narrative carries it. */
  userId: z.string(),
  /** The author, for pages that show who wrote it. */
  author: userSummarySchema,
});
export type Story = z.infer<typeof storySchema>;

/** What an admin decides about a narrative. */
export const reviewStoryBodySchema = z.object({
  status: z.enum(['approved', 'rejected'], { message: 'status must be approved or rejected' }),
});

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

export const storyCountsResponseSchema = z.object({ pendingStories: z.number().int() });

export const storyCountriesResponseSchema = z.object({
  /** Countries that approved narratives name: the list's filter. */
  countries: z.array(z.string()),
  /** Every country, for the form. */
  allCountries: z.array(z.string()),
});
export type StoryCountriesResponse = z.infer<typeof storyCountriesResponseSchema>;
