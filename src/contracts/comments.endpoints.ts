import { endpointsOf } from './endpoint.ts';

const { GET, POST, PUT, DELETE } = endpointsOf(() => import('./comments.ts'));

export const overview = GET('/api/comment/getcomments', (s) => ({
  query: s.dashboardCommentsQuerySchema,
  responses: { 200: s.commentsOverviewSchema },
}));

/** A page of comments for the dashboard's tabs: one query, one answer. */
const dashboardPage = <const Path extends string>(path: Path) =>
  GET(path, (s) => ({
    query: s.dashboardCommentsQuerySchema,
    responses: { 200: s.dashboardCommentPageSchema },
  }));

export const all = dashboardPage('/api/comment/getComments');

export const onOwnPosts = dashboardPage('/api/comment/getPublisherComments');

export const reviewQueue = dashboardPage('/api/comment/review-queue');

export const review = PUT('/api/comment/review/:id', (s) => ({
  params: s.idParamsSchema,
  body: s.reviewCommentSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const create = POST('/api/comment/create', (s) => ({
  body: s.createCommentSchema,
  responses: { 201: s.commentSchema },
}));

export const reply = POST('/api/comment/reply', (s) => ({
  body: s.replySchema,
  responses: { 201: s.commentSchema },
}));

export const onPost = GET('/api/comment/getPostComments/:postId', (s) => ({
  params: s.postIdParamsSchema,
  query: s.postCommentsQuerySchema,
  responses: { 200: s.postCommentsResponseSchema },
}));

export const edit = PUT('/api/comment/editComment/:id', (s) => ({
  params: s.idParamsSchema,
  body: s.editCommentSchema,
  responses: { 200: s.commentSchema },
}));

export const like = PUT('/api/comment/likeComment/:id', (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.likeResponseSchema },
}));

export const remove = DELETE('/api/comment/deleteComment/:id', (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.messageResponseSchema },
}));
