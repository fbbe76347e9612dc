import { and, eq, sql } from 'drizzle-orm';
import type { LikeResponse } from '#contracts/comments.ts';
import type { Transaction } from '../../db/client.ts';
import { commentLikes, comments } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import type { Services } from '../../platform/services.ts';
import { findPublicComment } from './find-comment.ts';
import { readComment } from './list-comments.ts';

/**
 * Likes or unlikes for this user. The like rows are the truth; `numberOfLikes` moves with them in
 * the same transaction, so it stays exact under concurrent likes. A like is not an edit. Answers
 * whether the user now likes the comment.
 */
async function toggleLike(tx: Transaction, commentId: string, userId: string) {
  const added = await tx
    .insert(commentLikes)
    .values({ commentId, userId })
    .onConflictDoNothing()
    .returning({ commentId: commentLikes.commentId });
  const isLiked = added.length === 1;
  if (!isLiked) {
    await tx
      .delete(commentLikes)
      .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)));
  }
  await tx
    .update(comments)
    .set({
      numberOfLikes: sql`${comments.numberOfLikes} + ${isLiked ? 1 : -1}`,
      updatedAt: sql`${comments.updatedAt}`,
    })
    .where(eq(comments.id, commentId));
  return isLiked;
}

/** Likes the comment, or takes the like back; answers its likes as they are now. */
export async function likeComment(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  commentId: string,
): Promise<LikeResponse> {
  const { comment, post } = await findPublicComment(services, commentId);
  const isLiked = await services.db.transaction((tx) => toggleLike(tx, comment.id, viewer.id));
  await services.events.emit('comment.liked', {
    actor: viewer,
    comment: { id: comment.id, authorId: comment.userId, postId: post.id, postSlug: post.slug },
    liked: isLiked,
  });
  const { likes, numberOfLikes } = (await readComment(services, comment.id, viewer))!;
  return { _id: comment.id, likes, numberOfLikes, isLiked };
}
