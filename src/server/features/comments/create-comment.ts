import type { Comment } from '#contracts/comments.ts';
import { comments } from '../../db/schema.ts';
import { isNewAccount } from '../../platform/account-trust.ts';
import type { Viewer } from '../../platform/auth.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { authorizeCommentCreate } from './comments.policy.ts';
import { findPublicComment } from './find-comment.ts';
import { findPost } from './find-post.ts';
import { readComment } from './list-comments.ts';
import { saveMentions } from './mentions.ts';
import { trustRules } from './trust-rules.ts';

export interface NewComment {
  postId: string;
  content: string;
  /** The comment a reply answers; absent for a comment on the post itself. */
  parentId?: string;
}

/** The post a new comment goes on and, for a reply, the thread it joins and whom it answers. */
async function placeComment(services: Pick<Services, 'db'>, input: NewComment) {
  if (input.parentId === undefined) {
    return { post: await findPost(services, input.postId), parent: null };
  }
  const { comment: answered, post } = await findPublicComment(services, input.parentId);
  if (answered.postId !== input.postId) throw badRequest('That comment belongs to another post');
  // One level of threads: a reply to a reply joins its thread, and tells whom it answers.
  return { post, parent: { id: answered.parentId ?? answered.id, userId: answered.userId } };
}

/**
 * Writes a comment or a reply with its `@username` mentions, announces it, and answers it as the
 * lists show it. A new account's comment with a link waits for review (`trust-rules.ts`): it is
 * announced only when an admin approves it.
 */
export async function createComment(
  services: Pick<Services, 'db' | 'events' | 'config'>,
  viewer: Viewer,
  input: NewComment,
): Promise<Comment> {
  const { post, parent } = await placeComment(services, input);
  authorizeCommentCreate(viewer, post);
  const rules = trustRules(
    services.config.newAccounts,
    await isNewAccount(services.db, services.config.newAccounts, viewer.id),
  );
  const held = rules.holds(input.content);
  const { id, mentionedIds } = await services.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(comments)
      .values({
        postId: post.id,
        content: input.content,
        parentId: parent?.id ?? null,
        userId: viewer.id,
        status: held ? 'pending' : 'published',
      })
      .returning({ id: comments.id });
    const mentioned = await saveMentions(tx, created!.id, input.content, viewer.id);
    rules.checkMentions(mentioned);
    return { id: created!.id, mentionedIds: mentioned };
  });
  if (!held) {
    await services.events.emit('comment.created', {
      actor: viewer,
      comment: { id, parentAuthorId: parent?.userId ?? null, mentionedIds },
      post,
    });
  }
  return (await readComment(services, id, viewer))!;
}
