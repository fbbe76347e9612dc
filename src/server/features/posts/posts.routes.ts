import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  idSchema,
  messageResponseSchema,
  text,
  viewCountResponseSchema,
} from '#contracts/common.ts';
import {
  createPostSchema,
  getPostsQuerySchema,
  getPostsResponseSchema,
  mostReadQuerySchema,
  mostReadResponseSchema,
  postSchema,
  updatePostSchema,
} from '#contracts/posts.ts';
import type { Post } from '#contracts/posts.ts';
import { cacheTags, listTags } from '../../cache-invalidation.ts';
import { clientIdentifier } from '../../platform/client-identity.ts';
import { commonErrorResponses } from '../../platform/errors.ts';
import { createViewLedger } from '../../platform/view-ledger.ts';
import { countPostView } from './count-post-view.ts';
import { createPost } from './create-post.ts';
import { deletePost } from './delete-post.ts';
import { findPost } from './find-post.ts';
import { listPosts, mostReadPosts } from './list-posts.ts';
import { authorizePostCreate, authorizePostDelete, authorizePostUpdate } from './posts.policy.ts';
import { updatePost } from './update-post.ts';

const errors = commonErrorResponses;
const postAndUserParams = z.object({ postId: idSchema, userId: text().max(100) });
const postListTags = ({ posts }: { posts: Post[] }) =>
  listTags(
    cacheTags.posts,
    posts.flatMap((post) => (post.userId ? [post.userId._id] : [])),
  );

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const views = createViewLedger();
  const identify = clientIdentifier(app);

  app.get(
    '/api/post/getposts',
    {
      schema: {
        tags: ['posts'],
        summary: 'Posts by id, slug, author, category or search term, paged by startIndex',
        description: `Default page size 9; a larger limit than 100 (the profile list asks 1000) is answered with 100. sort: views | desc (newest) | asc. With searchTerm, posts whose title matches come first.`,
        querystring: getPostsQuerySchema,
        response: { 200: getPostsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.publicRead({ tags: postListTags, showsViews: true }, () =>
        listPosts(services, request.query),
      ),
  );

  app.get(
    '/api/post/most-read',
    {
      schema: {
        tags: ['posts'],
        summary: 'The most viewed posts',
        querystring: mostReadQuerySchema,
        response: { 200: mostReadResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.publicRead({ tags: postListTags, showsViews: true }, async () => ({
        posts: await mostReadPosts(services, request.query.limit),
      })),
  );

  app.post(
    '/api/post/create',
    {
      schema: {
        tags: ['posts'],
        summary: 'Publish a post (publishers and admins); the HTML is sanitized',
        body: createPostSchema,
        response: { 201: postSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.optionalViewer();
      authorizePostCreate(viewer);
      return reply.code(201).send(await createPost(services, viewer, request.body));
    },
  );

  app.put(
    '/api/post/updatepost/:postId/:userId',
    {
      schema: {
        tags: ['posts'],
        summary: 'Change a post (its author or an admin); the slug changes only when sent',
        params: postAndUserParams,
        body: updatePostSchema,
        response: { 200: postSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const post = await findPost(services, request.params.postId);
      authorizePostUpdate(viewer, post);
      return updatePost(services, viewer, post, request.body);
    },
  );

  app.delete(
    '/api/post/deletepost/:postId/:userId',
    {
      schema: {
        tags: ['posts'],
        summary: 'Delete a post with its comments (its author or an admin)',
        params: postAndUserParams,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const post = await findPost(services, request.params.postId);
      authorizePostDelete(viewer, post);
      await deletePost(services, viewer, post);
      return { success: true, message: 'The post has been deleted' };
    },
  );

  app.put(
    '/api/post/view/:postId',
    {
      schema: {
        tags: ['posts'],
        summary: 'Count a view of the post, once per visitor in 6 hours (the post page calls it)',
        params: z.object({ postId: idSchema }),
        response: { 200: viewCountResponseSchema, ...errors },
      },
    },
    async (request) =>
      countPostView(services, views, await identify(request), request.params.postId),
  );
};
