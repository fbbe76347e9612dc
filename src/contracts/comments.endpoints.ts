import { endpoint } from './endpoint.ts';

const schemas = async () => ({
  ...(await import('./comments.ts')),
  ...(await import('./common.ts')),
});

export const overview = endpoint('GET', '/api/comment/getcomments', schemas, (s) => ({
  query: s.dashboardCommentsQuerySchema,
  responses: { 200: s.commentsOverviewSchema },
}));

export const all = endpoint('GET', '/api/comment/getComments', schemas, (s) => ({
  query: s.dashboardCommentsQuerySchema,
  responses: { 200: s.dashboardCommentPageSchema },
}));

export const onOwnPosts = endpoint('GET', '/api/comment/getPublisherComments', schemas, (s) => ({
  query: s.dashboardCommentsQuerySchema,
  responses: { 200: s.dashboardCommentPageSchema },
}));

export const reviewQueue = endpoint('GET', '/api/comment/review-queue', schemas, (s) => ({
  query: s.dashboardCommentsQuerySchema,
  responses: { 200: s.dashboardCommentPageSchema },
}));

export const review = endpoint('PUT', '/api/comment/review/:id', schemas, (s) => ({
  params: s.idParamsSchema,
  body: s.reviewCommentSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const create = endpoint('POST', '/api/comment/create', schemas, (s) => ({
  body: s.createCommentSchema,
  responses: { 201: s.commentSchema },
}));

export const reply = endpoint('POST', '/api/comment/reply', schemas, (s) => ({
  body: s.replySchema,
  responses: { 201: s.commentSchema },
}));

export const onPost = endpoint('GET', '/api/comment/getPostComments/:postId', schemas, (s) => ({
  params: s.postIdParamsSchema,
  query: s.postCommentsQuerySchema,
  responses: { 200: s.postCommentsResponseSchema },
}));

export const edit = endpoint('PUT', '/api/comment/editComment/:id', schemas, (s) => ({
  params: s.idParamsSchema,
  body: s.editCommentSchema,
  responses: { 200: s.commentSchema },
}));

export const like = endpoint('PUT', '/api/comment/likeComment/:id', schemas, (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.likeResponseSchema },
}));

export const remove = endpoint('DELETE', '/api/comment/deleteComment/:id', schemas, (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.messageResponseSchema },
}));
