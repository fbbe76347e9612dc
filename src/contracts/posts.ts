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
  searchSnippetSchema,
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
  POST_EXCERPT_MAX_LENGTH,
  POST_LIST_STATUSES,
  POST_MESSAGES,
  POST_STATUSES,
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

/** Any text: the server turns it into a slug (never refuses one); empty keeps the slug. */
const slugField = text().trim().max(200);

/** A draft may have an empty title or content; publishing or scheduling needs both. */
const titleField = text({ message: POST_MESSAGES.titleRequired })
  .trim()
  .max(POST_TITLE_MAX_LENGTH, POST_MESSAGES.titleTooLong);

const contentField = multilineText({ message: POST_MESSAGES.contentRequired }).max(
  200_000,
  'The content is too long',
);

const excerptField = multilineText()
  .trim()
  .max(POST_EXCERPT_MAX_LENGTH, POST_MESSAGES.excerptTooLong);

export const postStatusSchema = z.enum(POST_STATUSES, {
  message: 'status must be draft, scheduled or published',
});

/** An ISO 8601 time after now, answered in UTC; a past or unreadable one is refused with one message. */
const publishAtField = text({ message: POST_MESSAGES.publishAtInFuture })
  .trim()
  .transform((value, context) => {
    const time = Date.parse(value);
    if (Number.isNaN(time) || time <= Date.now()) {
      context.addIssue({ code: 'custom', message: POST_MESSAGES.publishAtInFuture });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  });

interface StatusFields {
  status?: string;
  publishAt?: string;
}

/** A scheduled post needs its time. */
function requirePublishAt(post: StatusFields, context: z.RefinementCtx) {
  if (post.status === 'scheduled' && !post.publishAt)
    context.addIssue({
      code: 'custom',
      path: ['publishAt'],
      message: POST_MESSAGES.publishAtInFuture,
    });
}

export const createPostSchema = z
  .object({
    title: titleField.default(''),
    content: contentField.default(''),
    category: postCategorySchema.default(DEFAULT_POST_CATEGORY),
    image: imageField.default(''),
    imageAlt: imageAltField().default(''),
    coverFocus: coverFocusField().default(COVER_FOCUS_CENTRE),
    status: postStatusSchema.default('published'),
    publishAt: publishAtField.optional(),
    excerpt: excerptField.default(''),
    slug: slugField.optional(),
    /** Left out: the author's interface language, else `en`. */
    language: contentLanguageField().optional(),
  })
  .superRefine((post, context) => {
    if (post.status !== 'draft') {
      if (post.title === '')
        context.addIssue({ code: 'custom', path: ['title'], message: POST_MESSAGES.titleRequired });
      if (isBlankHtml(post.content))
        context.addIssue({
          code: 'custom',
          path: ['content'],
          message: POST_MESSAGES.contentRequired,
        });
    }
    requirePublishAt(post, context);
  });
export type CreatePostInput = z.input<typeof createPostSchema>;

/**
 * Changed fields only; a new `slug` is taken only when the author sends one. Title and content
 * are checked against the post as it will be: a draft may leave them empty.
 */
export const updatePostSchema = z
  .object({
    title: titleField.optional(),
    content: contentField.optional(),
    category: postCategorySchema.optional(),
    image: imageField.optional(),
    imageAlt: imageAltField().optional(),
    /** Left out while `image` changes, the new image's focal point is its middle. */
    coverFocus: coverFocusField().optional(),
    slug: slugField.optional(),
    status: postStatusSchema.optional(),
    publishAt: publishAtField.optional(),
    excerpt: excerptField.optional(),
    language: contentLanguageField().optional(),
  })
  .superRefine(requirePublishAt);
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
  /** Anything but `published` lists the caller's own posts (everyone's for an admin). */
  status: z
    .enum(POST_LIST_STATUSES, { message: 'status must be draft, scheduled, published or all' })
    .default('published'),
  startIndex: startIndexParam,
  limit: limitParam(POSTS_PAGE_SIZE),
});
export type GetPostsQuery = z.input<typeof getPostsQuerySchema>;

export const postParamsSchema = z.object({ postId: idSchema });
/** The author's id rides in the path for the spec's client; the post's author is what counts. */
export const postAndUserParamsSchema = z.object({ postId: idSchema, userId: text().max(100) });
export const postRevisionParamsSchema = z.object({ postId: idSchema, revisionId: idSchema });

/** What the signed-in viewer may do with the post (all false for a visitor). */
export const postCanSchema = canSchema('edit', 'delete', 'report');

const postFields = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  ...coverFields,
  category: z.string(),
  views: z.number().int(),
  status: postStatusSchema,
  /** When a scheduled post goes out, or when a published one went out; null for a draft. */
  publishAt: z.string().nullable(),
  /** The writer's excerpt, or else the first 160 characters of the text. */
  excerpt: z.string(),
  /** The writer's own excerpt; empty when the text's start stands in. */
  customExcerpt: z.string(),
  /** The language the post is written in, a canonical BCP 47 tag (its content's `lang`). */
  language: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  userId: userSummarySchema.nullable(),
  can: postCanSchema,
  /** With a search term only: the text's passages around the matches. */
  searchSnippet: searchSnippetSchema.optional(),
});
/** A post; the answer naming one published post (by slug or id) carries what to read next. */
export const postSchema = postFields.extend(moreToReadFields(postFields));
export type Post = z.infer<typeof postSchema>;

export const postRevisionSchema = z.object({
  _id: z.string(),
  postId: z.string(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string(),
  ...coverFields,
  category: z.string(),
  /** Who saved this version; null once their account is deleted. */
  editor: userSummarySchema.nullable(),
  createdAt: z.string(),
});
export type PostRevision = z.infer<typeof postRevisionSchema>;

/** Newest first. */
export const postRevisionsResponseSchema = listResponseSchema('revisions', postRevisionSchema);
export type PostRevisionsResponse = z.infer<typeof postRevisionsResponseSchema>;

export const getPostsResponseSchema = listResponseSchema('posts', postSchema, [
  'totalPosts',
  'lastMonthPosts',
]);
export type GetPostsResponse = z.infer<typeof getPostsResponseSchema>;

export const mostReadQuerySchema = z.object({
  limit: limitParam(MOST_READ_DEFAULT_LIMIT, MOST_READ_MAX),
});

export const mostReadResponseSchema = listResponseSchema('posts', postSchema);
export type MostReadResponse = z.infer<typeof mostReadResponseSchema>;
