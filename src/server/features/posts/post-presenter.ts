import { decodeHTML } from 'entities';
import type { MaybeActor } from '#contracts/policies/actor.ts';
import { postCan } from '#contracts/policies/posts.ts';
import { textExcerpt, type Post, type PostStatus } from '#contracts/posts.ts';
import type { posts } from '../../db/schema.ts';
import { toUserSummary, type Author } from '../../platform/author-summary.ts';
import { coverFocusOf } from '../../platform/cover-focus.ts';
import { htmlToText } from '../../platform/sanitize-html.ts';

type PostRow = typeof posts.$inferSelect;

/** The writer's excerpt, or the first characters of the text when there is none. */
export const effectiveExcerpt = (excerpt: string, content: string) =>
  excerpt || textExcerpt(decodeHTML(htmlToText(content)));

/** The post as `viewer` reads it; lists shared by every visitor are made for `null`. */
export function toPost(
  post: Omit<PostRow, 'searchVector'>,
  author: Author | null,
  viewer: MaybeActor = null,
): Post {
  return {
    _id: post.id,
    slug: post.slug,
    title: post.title,
    content: post.content,
    image: post.image,
    imageAlt: post.imageAlt,
    coverFocus: coverFocusOf(post),
    category: post.category,
    views: post.views,
    status: post.status as PostStatus,
    // Posts written before scheduling existed went out when they were created.
    publishAt:
      (post.publishAt ?? (post.status === 'published' ? post.createdAt : null))?.toISOString() ??
      null,
    excerpt: effectiveExcerpt(post.excerpt, post.content),
    customExcerpt: post.excerpt,
    language: post.language,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    userId: author && toUserSummary(author),
    can: postCan(viewer, post),
  };
}

/** The same post with what `viewer` may do with it. */
export const withPostCan = (post: Post, viewer: MaybeActor): Post => ({
  ...post,
  can: postCan(viewer, { userId: post.userId?._id ?? '' }),
});
