import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentSchema,
  commentsOverviewSchema,
  createCommentSchema,
  dashboardCommentPageSchema,
  dashboardCommentsQuerySchema,
  editCommentSchema,
  likeResponseSchema,
  postCommentsQuerySchema,
  postCommentsResponseSchema,
  replySchema,
  reviewCommentSchema,
} from '#contracts/comments.ts';
import { idSchema, messageResponseSchema } from '#contracts/common.ts';
import { cacheTags, listTags } from '../../cache-invalidation.ts';
import { commonErrorResponses } from '../../platform/errors.ts';
import {
  authorizeAllCommentsList,
  authorizeCommentDelete,
  authorizeCommentEdit,
  authorizeCommentReview,
  authorizeOwnPostsCommentsList,
} from './comments.policy.ts';
import { createComment } from './create-comment.ts';
import {
  commentsOverview,
  pageAllComments,
  pageCommentsAwaitingReview,
  pageCommentsOnPostsOf,
} from './dashboard-comments.ts';
import { deleteComment } from './delete-comment.ts';
import { editComment } from './edit-comment.ts';
import { findComment } from './find-comment.ts';
import { likeComment } from './like-comment.ts';
import { reviewComment } from './review-comment.ts';
import { commentAuthorIds, listPostComments } from './list-comments.ts';

const errors = commonErrorResponses;
const idParams = z.object({ id: idSchema });

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/comment/getcomments',
    {
      schema: {
        tags: ['comments'],
        summary: 'Newest comments with the overview figures (admins)',
        querystring: dashboardCommentsQuerySchema,
        response: { 200: commentsOverviewSchema, ...errors },
      },
    },
    async (request) => {
      authorizeAllCommentsList(await request.requireViewer());
      return commentsOverview(app.services, request.query);
    },
  );

  app.get(
    '/api/comment/getComments',
    {
      schema: {
        tags: ['comments'],
        summary: 'Every comment, newest first, for the Comments tab (admins)',
        querystring: dashboardCommentsQuerySchema,
        response: { 200: dashboardCommentPageSchema, ...errors },
      },
    },
    async (request) => {
      authorizeAllCommentsList(await request.requireViewer());
      return pageAllComments(app.services, request.query);
    },
  );

  app.get(
    '/api/comment/getPublisherComments',
    {
      schema: {
        tags: ['comments'],
        summary: "Comments on the caller's own posts, newest first (publishers)",
        querystring: dashboardCommentsQuerySchema,
        response: { 200: dashboardCommentPageSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      authorizeOwnPostsCommentsList(viewer);
      return pageCommentsOnPostsOf(app.services, viewer.id, request.query);
    },
  );

  app.get(
    '/api/comment/review-queue',
    {
      schema: {
        tags: ['comments'],
        summary: "New accounts' comments with links awaiting review, oldest first (admins)",
        querystring: dashboardCommentsQuerySchema,
        response: { 200: dashboardCommentPageSchema, ...errors },
      },
    },
    async (request) => {
      authorizeCommentReview(await request.requireViewer());
      return pageCommentsAwaitingReview(app.services, request.query);
    },
  );

  app.put(
    '/api/comment/review/:id',
    {
      schema: {
        tags: ['comments'],
        summary: 'Approve (publish and announce) or reject (delete) a comment awaiting review',
        description: '409 when the comment is not awaiting review.',
        params: idParams,
        body: reviewCommentSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      authorizeCommentReview(viewer);
      const { decision } = request.body;
      await reviewComment(app.services, viewer, request.params.id, decision);
      return {
        success: true,
        message:
          decision === 'approve' ? 'The comment is published' : 'The comment has been rejected',
      };
    },
  );

  app.post(
    '/api/comment/create',
    {
      preHandler: [app.userLimits.comment, app.newAccountCommentLimit],
      schema: {
        tags: ['comments'],
        description:
          'An account younger than NEW_ACCOUNT_HOURS or unverified posts at most NEW_ACCOUNT_COMMENTS_PER_HOUR comments and replies an hour (429), mentions at most NEW_ACCOUNT_MENTIONS_PER_COMMENT people in one (400), and its comments with links wait for review (awaitingReview: true, seen by the author only).',
        summary: 'Comment on a post (plain text, 1 to 200 characters; @username mentions)',
        body: createCommentSchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const { postId, content } = request.body;
      const comment = await createComment(app.services, viewer, { postId, content });
      return reply.code(201).send(comment);
    },
  );

  app.post(
    '/api/comment/reply',
    {
      preHandler: [app.userLimits.comment, app.newAccountCommentLimit],
      schema: {
        tags: ['comments'],
        summary: 'Reply to a comment; a reply to a reply joins the same thread',
        body: replySchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const { postId, content, parentId } = request.body;
      const comment = await createComment(app.services, viewer, { postId, content, parentId });
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
        response: { 200: postCommentsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { postId } = request.params;
      const viewer = await request.optionalViewer();
      // A reader's own likes are in their answer (`isLiked`): only visitors share one.
      if (viewer) return listPostComments(app.services, postId, viewer, request.query);
      return reply.publicRead(
        {
          tags: (comments) => listTags(cacheTags.comments(postId), commentAuthorIds(comments)),
          variesByViewer: true,
        },
        () => listPostComments(app.services, postId, null, request.query),
      );
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
      const { comment, post } = await findComment(app.services, request.params.id);
      authorizeCommentEdit(viewer, comment, post);
      return editComment(app.services, viewer, comment, request.body.content);
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
      return likeComment(app.services, viewer, request.params.id);
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
      const { comment, post } = await findComment(app.services, request.params.id);
      authorizeCommentDelete(viewer, comment, post);
      await deleteComment(app.services, viewer, comment);
      return { success: true, message: 'The comment has been deleted' };
    },
  );
};
