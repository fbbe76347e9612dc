import { eq } from 'drizzle-orm';
import type { Comment } from '#contracts/comments.ts';
import { comments } from '../../db/schema.ts';
import { isNewAccount } from '../../platform/account-trust.ts';
import type { Viewer } from '../../platform/auth.ts';
import { logIfAuthorModerated } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import type { CommentRow } from './find-comment.ts';
import { readComment } from './list-comments.ts';
import { saveMentions } from './mentions.ts';
import { trustRules } from './trust-rules.ts';

/**
 * Changes a comment's text and its mentions; an admin's edit of another's comment is logged. A
 * new account that edits a link into its comment sends it back to review, and is held to the
 * same limit of mentions as when writing it.
 */
export async function editComment(
  services: Pick<Services, 'db' | 'events' | 'config'>,
  viewer: Viewer,
  comment: CommentRow,
  content: string,
): Promise<Comment> {
  const limits = services.config.newAccounts;
  const byNewAuthor =
    viewer.id === comment.userId && (await isNewAccount(services.db, limits, viewer.id));
  const rules = trustRules(limits, byNewAuthor);
  const status = rules.holds(content) ? 'pending' : comment.status;
  await services.db.transaction(async (tx) => {
    await tx.update(comments).set({ content, status }).where(eq(comments.id, comment.id));
    rules.checkMentions(await saveMentions(tx, comment.id, content, comment.userId));
    await logIfAuthorModerated(tx, viewer, 'comment.update', comment, { content: comment.content });
  });
  await services.events.emit('comment.edited', { commentId: comment.id, postId: comment.postId });
  return (await readComment(services, comment.id, viewer))!;
}
