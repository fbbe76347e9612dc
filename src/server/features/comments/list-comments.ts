import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Comment } from '#contracts/comments.ts';
import type { Database } from '../../db/client.ts';
import { commentLikes, comments, users } from '../../db/schema.ts';
import { toComment, toReply } from './comment-presenter.ts';

const authorColumns = {
  id: users.id,
  username: users.username,
  profilePicture: users.profilePicture,
};

/**
 * A page of a post's top-level comments, newest first, each with all its replies (oldest first),
 * and whether the viewer likes each one.
 */
export async function listPostComments(
  db: Database,
  postId: string,
  viewerId: string | null,
  page: { startIndex: number; limit: number },
): Promise<Comment[]> {
  const topLevel = await db
    .select({ comment: comments, author: authorColumns })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.postId, postId), isNull(comments.parentId)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .offset(page.startIndex)
    .limit(page.limit);
  if (topLevel.length === 0) return [];

  const topIds = topLevel.map(({ comment }) => comment.id);
  const replies = await db
    .select({ comment: comments, author: authorColumns })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(inArray(comments.parentId, topIds))
    .orderBy(asc(comments.createdAt), asc(comments.id));

  const likedIds = new Set<string>();
  if (viewerId) {
    const allIds = [...topIds, ...replies.map(({ comment }) => comment.id)];
    const liked = await db
      .select({ commentId: commentLikes.commentId })
      .from(commentLikes)
      .where(and(eq(commentLikes.userId, viewerId), inArray(commentLikes.commentId, allIds)));
    for (const { commentId } of liked) likedIds.add(commentId);
  }

  const repliesByParent = new Map<string, Comment['replies']>();
  for (const { comment, author } of replies) {
    const list = repliesByParent.get(comment.parentId!) ?? [];
    list.push(toReply(comment, author, likedIds.has(comment.id)));
    repliesByParent.set(comment.parentId!, list);
  }
  return topLevel.map(({ comment, author }) =>
    toComment(comment, author, likedIds.has(comment.id), repliesByParent.get(comment.id)),
  );
}

export async function getCommentWithAuthor(db: Database, commentId: string) {
  const [row] = await db
    .select({ comment: comments, author: authorColumns })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, commentId))
    .limit(1);
  return row;
}
