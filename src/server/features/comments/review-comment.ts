import { and, eq } from 'drizzle-orm';
import { COMMENT_REVIEW_MESSAGES } from '#contracts/comments.ts';
import { commentMentions, comments, users } from '../../db/schema.ts';
import type { EventActor } from '../../events.ts';
import type { Viewer } from '../../platform/auth.ts';
import { conflict } from '../../platform/errors.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import { findComment } from './find-comment.ts';

const isPending = (commentId: string) =>
  and(eq(comments.id, commentId), eq(comments.status, 'pending'));

/**
 * An admin's decision on a comment awaiting review. Approving publishes it and announces it as a
 * new comment would have been (its post's author, the comment it answers and the people it
 * mentions are told, if the post is still public); rejecting deletes it. 409 when it is not
 * awaiting review (decided already, or never held).
 */
export async function reviewComment(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  commentId: string,
  decision: 'approve' | 'reject',
) {
  const { comment, post } = await findComment(services, commentId);
  const target = { type: 'comment', id: comment.id };
  const decided = await services.db.transaction(async (tx) => {
    const changed =
      decision === 'approve'
        ? await tx
            .update(comments)
            .set({ status: 'published' })
            .where(isPending(comment.id))
            .returning({ id: comments.id })
        : await tx.delete(comments).where(isPending(comment.id)).returning({ id: comments.id });
    if (changed.length === 0) return false;
    await logModeration(tx, viewer, `comment.${decision}`, target, {
      authorId: comment.userId,
      content: comment.content,
    });
    return true;
  });
  if (!decided) throw conflict(COMMENT_REVIEW_MESSAGES.notAwaiting);

  if (decision === 'reject') {
    await services.events.emit('comment.deleted', { commentId: comment.id, postId: post.id });
    return;
  }
  await services.events.emit('comment.created', {
    actor: await authorOf(services, comment.userId),
    comment: {
      id: comment.id,
      parentAuthorId: comment.parentId ? await parentAuthor(services, comment.parentId) : null,
      mentionedIds: await mentionedIds(services, comment.id),
    },
    post,
  });
}

async function authorOf(services: Pick<Services, 'db'>, userId: string): Promise<EventActor> {
  const [author] = await services.db
    .select({
      id: users.id,
      username: users.username,
      isAdmin: users.isAdmin,
      isPublisher: users.isPublisher,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return author!;
}

async function parentAuthor(services: Pick<Services, 'db'>, parentId: string) {
  const [parent] = await services.db
    .select({ userId: comments.userId })
    .from(comments)
    .where(eq(comments.id, parentId))
    .limit(1);
  return parent?.userId ?? null;
}

async function mentionedIds(services: Pick<Services, 'db'>, commentId: string) {
  const rows = await services.db
    .select({ userId: commentMentions.userId })
    .from(commentMentions)
    .where(eq(commentMentions.commentId, commentId));
  return rows.map((row) => row.userId);
}
