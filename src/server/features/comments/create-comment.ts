import type { Comment } from '#contracts/comments.ts';
import { comments } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { findPublicComment } from './find-comment.ts';
import { findPost } from './find-post.ts';
import { readComment } from './list-comments.ts';
import { saveMentions } from './mentions.ts';

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
 * lists show it.
 */
export async function createComment(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  input: NewComment,
): Promise<Comment> {
  const { post, parent } = await placeComment(services, input);
  const { id, mentionedIds } = await services.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(comments)
      .values({
        postId: post.id,
        content: input.content,
        parentId: parent?.id ?? null,
        userId: viewer.id,
      })
      .returning({ id: comments.id });
    return {
      id: created!.id,
      mentionedIds: await saveMentions(tx, created!.id, input.content, viewer.id),
    };
  });
  await services.events.emit('comment.created', {
    actor: viewer,
    comment: { id, parentAuthorId: parent?.userId ?? null, mentionedIds },
    post,
  });
  return (await readComment(services, id, viewer.id))!;
}
