import { endpointsOf } from './endpoint.ts';

const { GET, POST, PUT, DELETE } = endpointsOf(() => import('./posts.ts'));

export const list = GET('/api/post/getposts', (s) => ({
  query: s.getPostsQuerySchema,
  responses: { 200: s.getPostsResponseSchema },
}));

export const mostRead = GET('/api/post/most-read', (s) => ({
  query: s.mostReadQuerySchema,
  responses: { 200: s.mostReadResponseSchema },
}));

export const create = POST('/api/post/create', (s) => ({
  body: s.createPostSchema,
  responses: { 201: s.postSchema },
}));

export const update = PUT('/api/post/updatepost/:postId/:userId', (s) => ({
  params: s.postAndUserParamsSchema,
  body: s.updatePostSchema,
  responses: { 200: s.postSchema },
}));

export const remove = DELETE('/api/post/deletepost/:postId/:userId', (s) => ({
  params: s.postAndUserParamsSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const revisions = GET('/api/post/:postId/revisions', (s) => ({
  params: s.postParamsSchema,
  responses: { 200: s.postRevisionsResponseSchema },
}));

export const restoreRevision = POST('/api/post/:postId/revisions/:revisionId/restore', (s) => ({
  params: s.postRevisionParamsSchema,
  responses: { 200: s.postSchema },
}));

export const view = PUT('/api/post/view/:postId', (s) => ({
  params: s.postParamsSchema,
  responses: { 200: s.viewCountResponseSchema },
}));
