import { eq } from 'drizzle-orm';
import { comments } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { logIfAuthorModerated } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import type { CommentRow } from './find-comment.ts';

/** Deletes a comment with its replies; an admin's deletion of another's comment is logged. */
export async function deleteComment(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  comment: CommentRow,
) {
  await services.db.transaction(async (tx) => {
    await tx.delete(comments).where(eq(comments.id, comment.id));
    await logIfAuthorModerated(tx, viewer, 'comment.delete', comment, { content: comment.content });
  });
  await services.events.emit('comment.deleted', { commentId: comment.id, postId: comment.postId });
}
