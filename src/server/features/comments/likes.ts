import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { commentLikes, comments } from '../../db/schema.ts';

/**
 * Likes or unlikes for this user. The like rows are the truth; `numberOfLikes` moves with them in
 * the same transaction, so it stays exact under concurrent likes. A like is not an edit. Answers
 * whether the user now likes the comment.
 */
export async function toggleLike(db: Database, commentId: string, userId: string) {
  return db.transaction(async (tx) => {
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
  });
}
