import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '#contracts/common.ts';
import {
  commentSchema,
  createCommentSchema,
  DASHBOARD_COMMENTS_PAGE_SIZE,
  dashboardCommentSchema,
  editCommentSchema,
  likeResponseSchema,
  postCommentsQuerySchema,
  replySchema,
} from '#contracts/comments.ts';
import { idSchema, pageQuerySchema } from '#contracts/common.ts';
import type { Database } from '../../db/client.ts';
import { comments, posts } from '../../db/schema.ts';
import { requireAdmin, type Viewer } from '../../platform/auth.ts';
import { badRequest, forbidden, notFound, commonErrorResponses } from '../../platform/errors.ts';
import { isModeration, logModeration } from '../../platform/moderation-log.ts';
import { commentAdded, commentLiked } from '../notifications/notification-events.ts';
import { canDeleteComment, canEditComment } from './comments.policy.ts';
import { countComments, listDashboardComments, onPostsOf } from './dashboard-comments.ts';
import { toggleLike } from './likes.ts';
import { listPostComments, readComment } from './list-comments.ts';
import { saveMentions } from './mentions.ts';

const errors = commonErrorResponses;
const idParams = z.object({ id: idSchema });

async function findPostOwner(db: Database, postId: string) {
  const [post] = await db
    .select({ id: posts.id, userId: posts.userId, slug: posts.slug, title: posts.title })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  if (!post) throw notFound('Post not found');
  return post;
}

async function findComment(db: Database, commentId: string) {
  const [comment] = await db.select().from(comments).where(eq(comments.id, commentId)).limit(1);
  if (!comment) throw notFound('Comment not found');
  return comment;
}

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Writes the comment and its mentions together and answers it as the lists show it. */
  async function addComment(
    author: Viewer,
    post: { id: string; userId: string; slug: string; title: string },
    values: { content: string; parent?: { id: string; userId: string } },
  ) {
    const { id, mentionedIds } = await app.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(comments)
        .values({
          postId: post.id,
          content: values.content,
          parentId: values.parent?.id ?? null,
          userId: author.id,
        })
        .returning({ id: comments.id });
      return {
        id: created!.id,
        mentionedIds: await saveMentions(tx, created!.id, values.content, author.id),
      };
    });
    await commentAdded(
      app,
      author,
      { id, parentAuthorId: values.parent?.userId ?? null, mentionedIds },
      post,
    );
    return (await readComment(app.db, id, author.id))!;
  }

  const dashboardPage = pageQuerySchema(DASHBOARD_COMMENTS_PAGE_SIZE);
  const dashboardList = z.object({ comments: z.array(dashboardCommentSchema) });

  app.get(
    '/api/comment/getcomments',
    {
      schema: {
        tags: ['comments'],
        summary: 'Newest comments with the overview figures (admins)',
        querystring: dashboardPage,
        response: {
          200: dashboardList.extend({
            totalComments: z.number().int(),
            lastMonthComments: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const [list, figures] = await Promise.all([
        listDashboardComments(app.db, undefined, request.query),
        countComments(app.db),
      ]);
      return { comments: list, ...figures };
    },
  );

  app.get(
    '/api/comment/getComments',
    {
      schema: {
        tags: ['comments'],
        summary: 'Every comment, newest first, for the Comments tab (admins)',
        querystring: dashboardPage,
        response: { 200: dashboardList, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { comments: await listDashboardComments(app.db, undefined, request.query) };
    },
  );

  app.get(
    '/api/comment/getPublisherComments',
    {
      schema: {
        tags: ['comments'],
        summary: "Comments on the caller's own posts, newest first (publishers)",
        querystring: dashboardPage,
        response: { 200: dashboardList, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      if (!viewer.isPublisher && !viewer.isAdmin) {
        throw forbidden('Only publishers manage comments on their posts');
      }
      return {
        comments: await listDashboardComments(app.db, onPostsOf(viewer.id), request.query),
      };
    },
  );

  app.post(
    '/api/comment/create',
    {
      preHandler: app.userLimits.comment,
      schema: {
        tags: ['comments'],
        summary: 'Comment on a post (plain text, 1 to 200 characters; @username mentions)',
        body: createCommentSchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const post = await findPostOwner(app.db, request.body.postId);
      const comment = await addComment(viewer, post, { content: request.body.content });
      return reply.code(201).send(comment);
    },
  );

  app.post(
    '/api/comment/reply',
    {
      preHandler: app.userLimits.comment,
      schema: {
        tags: ['comments'],
        summary: 'Reply to a comment; a reply to a reply joins the same thread',
        body: replySchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const parent = await findComment(app.db, request.body.parentId);
      if (parent.postId !== request.body.postId) {
        throw badRequest('That comment belongs to another post');
      }
      const post = await findPostOwner(app.db, parent.postId);
      // One level of threads: a reply to a reply joins its thread, and tells whom it answers.
      const comment = await addComment(viewer, post, {
        content: request.body.content,
        parent: { id: parent.parentId ?? parent.id, userId: parent.userId },
      });
      return reply.code(201).send(comment);
    },
  );

  app.get(
    '/api/comment/getPostComments/:postId',
    {
      schema: {
        tags: ['comments'],
        summary: "A page of a post's comments, newest first, each with its replies",
        params: z.object({ postId: idSchema }),
        querystring: postCommentsQuerySchema,
        response: { 200: z.array(commentSchema), ...errors },
      },
    },
    async (request) => {
      await findPostOwner(app.db, request.params.postId);
      const viewer = await request.optionalViewer();
      return listPostComments(app.db, request.params.postId, viewer?.id ?? null, request.query);
    },
  );

  app.put(
    '/api/comment/editComment/:id',
    {
      schema: {
        tags: ['comments'],
        summary: 'Change the text of a comment (its author or an admin)',
        params: idParams,
        body: editCommentSchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const comment = await findComment(app.db, request.params.id);
      if (!canEditComment(viewer, comment)) throw forbidden('You can only edit your own comments');
      await app.db.transaction(async (tx) => {
        await tx
          .update(comments)
          .set({ content: request.body.content })
          .where(eq(comments.id, comment.id));
        await saveMentions(tx, comment.id, request.body.content, comment.userId);
        if (isModeration(viewer, comment.userId)) {
          await logModeration(
            tx,
            viewer,
            'comment.update',
            { type: 'comment', id: comment.id },
            { authorId: comment.userId, content: comment.content },
          );
        }
      });
      return (await readComment(app.db, comment.id, viewer.id))!;
    },
  );

  app.put(
    '/api/comment/likeComment/:id',
    {
      preHandler: app.userLimits.like,
      schema: {
        tags: ['comments'],
        summary: 'Like the comment, or take the like back; answers its likes as they are now',
        params: idParams,
        response: { 200: likeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const comment = await findComment(app.db, request.params.id);
      const isLiked = await toggleLike(app.db, comment.id, viewer.id);
      if (isLiked) {
        const post = await findPostOwner(app.db, comment.postId);
        await commentLiked(app, viewer, {
          id: comment.id,
          authorId: comment.userId,
          postSlug: post.slug,
        });
      }
      const { likes, numberOfLikes } = (await readComment(app.db, comment.id, viewer.id))!;
      return { _id: comment.id, likes, numberOfLikes, isLiked };
    },
  );

  app.delete(
    '/api/comment/deleteComment/:id',
    {
      schema: {
        tags: ['comments'],
        summary: 'Delete a comment and its replies (its author, the post author, or an admin)',
        params: idParams,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const comment = await findComment(app.db, request.params.id);
      const post = await findPostOwner(app.db, comment.postId);
      if (!canDeleteComment(viewer, comment, post)) {
        throw forbidden('You can only delete your own comments');
      }
      await app.db.transaction(async (tx) => {
        await tx.delete(comments).where(eq(comments.id, comment.id));
        if (isModeration(viewer, comment.userId)) {
          await logModeration(
            tx,
            viewer,
            'comment.delete',
            { type: 'comment', id: comment.id },
            {
              content: comment.content,
              authorId: comment.userId,
            },
          );
        }
      });
      return { success: true, message: 'The comment has been deleted' };
    },
  );
};
