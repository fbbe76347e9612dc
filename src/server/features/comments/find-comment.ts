import { eq } from 'drizzle-orm';
import { comments, posts } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

export type CommentRow = typeof comments.$inferSelect;

/** A comment and the post it is on (what deciding who may change it needs); 404 when there is none. */
export async function findComment(services: Pick<Services, 'db'>, commentId: string) {
  const [found] = await services.db
    .select({
      comment: comments,
      post: { id: posts.id, userId: posts.userId, slug: posts.slug, title: posts.title },
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.id, commentId))
    .limit(1);
  if (!found) throw notFound('Comment not found');
  return found;
}
