import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '#contracts/common.ts';
import { errorResponseSchema, idSchema, limitParam, text } from '#contracts/common.ts';
import {
  createPostSchema,
  getPostsQuerySchema,
  getPostsResponseSchema,
  MOST_READ_DEFAULT_LIMIT,
  MOST_READ_MAX,
  POST_MESSAGES,
  postSchema,
  updatePostSchema,
} from '#contracts/posts.ts';
import { posts } from '../../db/schema.ts';
import { clientIdentifier } from '../../platform/client-identity.ts';
import { forbidden, HttpError, notFound, commonErrorResponses } from '../../platform/errors.ts';
import { viewCount } from '../../platform/view-counts.ts';
import { createViewLedger } from '../../platform/view-ledger.ts';
import { postPublished } from '../notifications/notification-events.ts';
import { listPosts, mostReadPosts } from './list-posts.ts';
import { createPostCountsCache } from './post-counts-cache.ts';
import { canCreatePosts, canManagePost } from './posts.policy.ts';
import { createPost, deletePost, findPost, updatePost } from './save-post.ts';

const errors = commonErrorResponses;
const postAndUserParams = z.object({ postId: idSchema, userId: text().max(100) });

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const countsCache = createPostCountsCache();
  const views = createViewLedger();
  const identify = clientIdentifier(app);
  const onePost = async (postId: string) => {
    const {
      posts: [post],
    } = await listPosts(app.db, { postId, sort: 'desc', startIndex: 0, limit: 1 });
    if (!post) throw notFound('Post not found');
    return post;
  };

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
    async (request) => listPosts(app.db, request.query, countsCache),
  );

  app.get(
    '/api/post/most-read',
    {
      schema: {
        tags: ['posts'],
        summary: 'The most viewed posts',
        querystring: z.object({ limit: limitParam(MOST_READ_DEFAULT_LIMIT, MOST_READ_MAX) }),
        response: { 200: z.object({ posts: z.array(postSchema) }), ...errors },
      },
    },
    async (request) => ({ posts: await mostReadPosts(app.db, request.query.limit) }),
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
      const viewer = await request.requireViewer().catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 401) {
          throw new HttpError(401, POST_MESSAGES.signInToCreate);
        }
        throw error;
      });
      if (!canCreatePosts(viewer)) throw forbidden('Only publishers and admins can create posts');
      const postId = await createPost(app.db, viewer.id, request.body);
      countsCache.clear();
      const post = await onePost(postId);
      await postPublished(app, viewer, { id: post._id, slug: post.slug, title: post.title });
      return reply.code(201).send(post);
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
      const post = await findPost(app.db, request.params.postId);
      if (!canManagePost(viewer, post)) throw forbidden('You can only update your own posts');
      await updatePost(app.db, post, request.body, viewer);
      countsCache.clear();
      return onePost(post.id);
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
      const post = await findPost(app.db, request.params.postId);
      if (!canManagePost(viewer, post)) throw forbidden('You can only delete your own posts');
      await deletePost(app.db, post, viewer);
      countsCache.clear();
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
        response: { 200: z.object({ views: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const { postId } = request.params;
      const viewed = await views.view(
        await identify(request),
        postId,
        viewCount(app.db, posts, eq(posts.id, postId)),
      );
      if (!viewed) throw notFound('Post not found');
      return viewed;
    },
  );
};
