import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as comments from '#contracts/comments.endpoints.ts';
import { cacheTags, listTags } from '../../cache-invalidation.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
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

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['comments']);
  await route(comments.overview, {
    summary: 'Newest comments with the overview figures (admins)',
    handler: async (request) => {
      await request.requireViewer(authorizeAllCommentsList);
      return commentsOverview(app.services, request.query);
    },
  });

  await route(comments.all, {
    summary: 'Every comment, newest first, for the Comments tab (admins)',
    handler: async (request) => {
      await request.requireViewer(authorizeAllCommentsList);
      return pageAllComments(app.services, request.query);
    },
  });

  await route(comments.onOwnPosts, {
    summary: "Comments on the caller's own posts, newest first (publishers)",
    handler: async (request) => {
      const viewer = await request.requireViewer(authorizeOwnPostsCommentsList);
      return pageCommentsOnPostsOf(app.services, viewer.id, request.query);
    },
  });

  await route(comments.reviewQueue, {
    summary: "New accounts' comments with links awaiting review, oldest first (admins)",
    handler: async (request) => {
      await request.requireViewer(authorizeCommentReview);
      return pageCommentsAwaitingReview(app.services, request.query);
    },
  });

  await route(comments.review, {
    errors: [409],
    summary: 'Approve (publish and announce) or reject (delete) a comment awaiting review',
    description: '409 when the comment is not awaiting review.',
    handler: async (request) => {
      const viewer = await request.requireViewer(authorizeCommentReview);
      const { decision } = request.body;
      await reviewComment(app.services, viewer, request.params.id, decision);
      return {
        success: true,
        message:
          decision === 'approve' ? 'The comment is published' : 'The comment has been rejected',
      };
    },
  });

  await route(comments.create, {
    summary: 'Comment on a post (plain text, 1 to 200 characters; @username mentions)',
    description:
      'An account younger than NEW_ACCOUNT_HOURS or unverified posts at most NEW_ACCOUNT_COMMENTS_PER_HOUR comments and replies an hour (429), mentions at most NEW_ACCOUNT_MENTIONS_PER_COMMENT people in one (400), and its comments with links wait for review (awaitingReview: true, seen by the author only).',
    preHandler: [app.userLimits.comment, app.newAccountCommentLimit],
    handler: async (request, reply) => {
      const viewer = await request.requireViewer();
      const { postId, content } = request.body;
      const comment = await createComment(app.services, viewer, { postId, content });
      return reply.code(201).send(comment);
    },
  });

  await route(comments.reply, {
    summary: 'Reply to a comment; a reply to a reply joins the same thread',
    preHandler: [app.userLimits.comment, app.newAccountCommentLimit],
    handler: async (request, reply) => {
      const viewer = await request.requireViewer();
      const { postId, content, parentId } = request.body;
      const comment = await createComment(app.services, viewer, { postId, content, parentId });
      return reply.code(201).send(comment);
    },
  });

  await route(comments.onPost, {
    summary: "A page of a post's comments, newest first, each with its replies",
    handler: async (request, reply) => {
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
  });

  await route(comments.edit, {
    summary: 'Change the text of a comment (its author or an admin)',
    handler: async (request) => {
      const viewer = await request.requireViewer();
      const { comment, post } = await findComment(app.services, request.params.id);
      authorizeCommentEdit(viewer, comment, post);
      return editComment(app.services, viewer, comment, request.body.content);
    },
  });

  await route(comments.like, {
    summary: 'Like the comment, or take the like back; answers its likes as they are now',
    preHandler: app.userLimits.like,
    handler: async (request) => {
      const viewer = await request.requireViewer();
      return likeComment(app.services, viewer, request.params.id);
    },
  });

  await route(comments.remove, {
    summary: 'Delete a comment and its replies (its author, the post author, or an admin)',
    handler: async (request) => {
      const viewer = await request.requireViewer();
      const { comment, post } = await findComment(app.services, request.params.id);
      authorizeCommentDelete(viewer, comment, post);
      await deleteComment(app.services, viewer, comment);
      return { success: true, message: 'The comment has been deleted' };
    },
  });
};
