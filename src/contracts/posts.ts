import { z } from 'zod';
import {
  imageAltField,
  limitParam,
  listResponseSchema,
  multilineText,
  startIndexParam,
  text,
} from './common.ts';
import { userSummarySchema } from './users.ts';
import {
  DEFAULT_POST_CATEGORY,
  MOST_READ_DEFAULT_LIMIT,
  MOST_READ_MAX,
  POSTS_PAGE_SIZE,
  POST_CATEGORIES,
  POST_MESSAGES,
  POST_SORTS,
  POST_TITLE_MAX_LENGTH,
  isBlankHtml,
} from './posts.constants.ts';

export * from './posts.constants.ts';

export const postCategorySchema = z.enum(POST_CATEGORIES, {
  message: POST_MESSAGES.unknownCategory,
});

const imageField = text()
  .trim()
  .max(500)
  .refine((value) => value === '' || value.startsWith('/uploads/') || /^https:\/\//.test(value), {
    message: POST_MESSAGES.invalidImage,
  });

const slugField = text()
  .trim()
  .min(1, POST_MESSAGES.invalidSlug)
  .max(120, POST_MESSAGES.invalidSlug)
  .regex(/^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u, POST_MESSAGES.invalidSlug);

const titleField = text({ message: POST_MESSAGES.titleRequired })
  .trim()
  .min(1, POST_MESSAGES.titleRequired)
  .max(POST_TITLE_MAX_LENGTH, POST_MESSAGES.titleTooLong);

const contentField = multilineText({ message: POST_MESSAGES.contentRequired })
  .max(200_000, 'The content is too long')
  .refine((html) => !isBlankHtml(html), { message: POST_MESSAGES.contentRequired });

export const createPostSchema = z.object({
  title: titleField,
  content: contentField,
  category: postCategorySchema.default(DEFAULT_POST_CATEGORY),
  image: imageField.default(''),
  imageAlt: imageAltField().default(''),
});
export type CreatePostInput = z.input<typeof createPostSchema>;

/** Changed fields only; a new `slug` is taken only when the author sends one. */
export const updatePostSchema = z.object({
  title: titleField.optional(),
  content: contentField.optional(),
  category: postCategorySchema.optional(),
  image: imageField.optional(),
  imageAlt: imageAltField().optional(),
  slug: slugField.optional(),
});
export type UpdatePostInput = z.input<typeof updatePostSchema>;

export const getPostsQuerySchema = z.object({
  postId: z.uuid({ message: 'Invalid post id' }).optional(),
  slug: text().trim().max(200).optional(),
  userId: z.uuid({ message: 'Invalid user id' }).optional(),
  searchTerm: text().trim().max(200).optional(),
  category: text()
    .trim()
    .optional()
    .transform((value) => (value && value !== 'all' ? value : undefined))
    .pipe(postCategorySchema.optional()),
  sort: z.enum(POST_SORTS, { message: 'sort must be views, desc or asc' }).default('desc'),
  startIndex: startIndexParam,
  limit: limitParam(POSTS_PAGE_SIZE),
});
export type GetPostsQuery = z.input<typeof getPostsQuerySchema>;

export const postSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  image: z.string(),
  /** What the cover shows; empty when it has no description (the title is beside it). */
  imageAlt: z.string(),
  category: z.string(),
  views: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  userId: userSummarySchema.nullable(),
});
export type Post = z.infer<typeof postSchema>;

export const getPostsResponseSchema = listResponseSchema('posts', postSchema).extend({
  totalPosts: z.number().int(),
  lastMonthPosts: z.number().int(),
});
export type GetPostsResponse = z.infer<typeof getPostsResponseSchema>;

export const mostReadQuerySchema = z.object({
  limit: limitParam(MOST_READ_DEFAULT_LIMIT, MOST_READ_MAX),
});

export const mostReadResponseSchema = listResponseSchema('posts', postSchema);
export type MostReadResponse = z.infer<typeof mostReadResponseSchema>;
