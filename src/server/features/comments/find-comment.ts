import { and, eq, type SQL } from 'drizzle-orm';
import { comments, posts } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { isPublicComment } from '../../platform/public-targets.ts';
import type { Services } from '../../platform/services.ts';

export type CommentRow = typeof comments.$inferSelect;

export const COMMENT_NOT_FOUND = 'Comment not found';

/** A comment and the post it is on, where `where` holds; 404 when there is none. */
async function findCommentWhere({ db }: Pick<Services, 'db'>, where: SQL | undefined) {
  const [found] = await db
    .select({
      comment: comments,
      post: {
        id: posts.id,
        userId: posts.userId,
        slug: posts.slug,
        title: posts.title,
        status: posts.status,
      },
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(where)
    .limit(1);
  if (!found) throw notFound(COMMENT_NOT_FOUND);
  return found;
}

/**
 * A comment and the post it is on (what deciding who may change it needs), whatever either's
 * state; 404 when there is none. The policy then says who may find it (`comments.policy.ts`).
 */
export function findComment(services: Pick<Services, 'db'>, commentId: string) {
  return findCommentWhere(services, eq(comments.id, commentId));
}

/**
 * A public comment (published, on a public post) to reply to, like or report; anything else
 * answers the 404 of a comment that does not exist, for every role.
 */
export function findPublicComment(services: Pick<Services, 'db'>, commentId: string) {
  return findCommentWhere(services, and(eq(comments.id, commentId), isPublicComment));
}
