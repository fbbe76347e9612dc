import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { comments, posts, stories, users } from '../db/schema.ts';

/**
 * What the public may see and act on, as SQL: the one rule every public read and every
 * interaction (commenting, replying, liking, reporting, mentioning, counting a view) filters
 * by. `contracts/policies/posts.ts` and `comments.ts` say the same for one row.
 */
export const isPublicPost = eq(posts.status, 'published');

/** A published comment (not awaiting review) on a public post. */
export const isPublicComment = and(isPublicPost, eq(comments.status, 'published'))!;

/** A comment that is published, whatever its post (the post is joined and checked apart). */
export const isPublishedComment = eq(comments.status, 'published');

/**
 * Whether the comment is public at this moment: a notification about it names its post, so a
 * handler asks again after the write (the post may have gone back to draft meanwhile).
 */
export async function isCommentPublicNow(db: Database, commentId: string) {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(comments.id, commentId), isPublicComment))
    .limit(1);
  return row !== undefined;
}

/**
 * The narrative and its author if it is public at this moment (approved, not taken down since):
 * a handler asks again after the review, as for comments.
 */
export async function publicNarrative(db: Database, storyId: string) {
  const [row] = await db
    .select({
      id: stories.id,
      slug: stories.slug,
      title: stories.title,
      authorId: users.id,
      username: users.username,
    })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(and(eq(stories.id, storyId), eq(stories.status, 'approved')))
    .limit(1);
  return row
    ? {
        narrative: { id: row.id, slug: row.slug, title: row.title },
        author: { id: row.authorId, username: row.username },
      }
    : null;
}
