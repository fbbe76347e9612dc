import { endpoint } from './endpoint.ts';

const schemas = async () => ({
  ...(await import('./posts.ts')),
  ...(await import('./common.ts')),
});

export const list = endpoint('GET', '/api/post/getposts', schemas, (s) => ({
  query: s.getPostsQuerySchema,
  responses: { 200: s.getPostsResponseSchema },
}));

export const mostRead = endpoint('GET', '/api/post/most-read', schemas, (s) => ({
  query: s.mostReadQuerySchema,
  responses: { 200: s.mostReadResponseSchema },
}));

export const create = endpoint('POST', '/api/post/create', schemas, (s) => ({
  body: s.createPostSchema,
  responses: { 201: s.postSchema },
}));

export const update = endpoint('PUT', '/api/post/updatepost/:postId/:userId', schemas, (s) => ({
  params: s.postAndUserParamsSchema,
  body: s.updatePostSchema,
  responses: { 200: s.postSchema },
}));

export const remove = endpoint('DELETE', '/api/post/deletepost/:postId/:userId', schemas, (s) => ({
  params: s.postAndUserParamsSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const revisions = endpoint('GET', '/api/post/:postId/revisions', schemas, (s) => ({
  params: s.postParamsSchema,
  responses: { 200: s.postRevisionsResponseSchema },
}));

export const restoreRevision = endpoint(
  'POST',
  '/api/post/:postId/revisions/:revisionId/restore',
  schemas,
  (s) => ({
    params: s.postRevisionParamsSchema,
    responses: { 200: s.postSchema },
  }),
);

export const view = endpoint('PUT', '/api/post/view/:postId', schemas, (s) => ({
  params: s.postParamsSchema,
  responses: { 200: s.viewCountResponseSchema },
}));
