import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { comments, posts } from '../db/schema.ts';

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
