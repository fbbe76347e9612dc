import { eq } from 'drizzle-orm';
import type { Comment } from '#contracts/comments.ts';
import { comments } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { logIfModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import type { CommentRow } from './find-comment.ts';
import { readComment } from './list-comments.ts';
import { saveMentions } from './mentions.ts';

/** Changes a comment's text and its mentions; an admin's edit of another's comment is logged. */
export async function editComment(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  comment: CommentRow,
  content: string,
): Promise<Comment> {
  await services.db.transaction(async (tx) => {
    await tx.update(comments).set({ content }).where(eq(comments.id, comment.id));
    await saveMentions(tx, comment.id, content, comment.userId);
    await logIfModeration(
      tx,
      viewer,
      comment.userId,
      'comment.update',
      { type: 'comment', id: comment.id },
      { authorId: comment.userId, content: comment.content },
    );
  });
  await services.events.emit('comment.edited', { commentId: comment.id, postId: comment.postId });
  return (await readComment(services, comment.id, viewer.id))!;
}
