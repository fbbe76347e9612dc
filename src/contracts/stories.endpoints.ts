import { endpointsOf } from './endpoint.ts';

const { GET, POST, PUT, DELETE } = endpointsOf(() => import('./stories.ts'));

export const list = GET('/api/story/get', (s) => ({
  query: s.getStoriesQuerySchema,
  responses: { 200: s.storiesResponseSchema },
}));

export const countries = GET('/api/story/countries', (s) => ({
  responses: { 200: s.storyCountriesResponseSchema },
}));

export const byId = GET('/api/story/get/:storyId', (s) => ({
  params: s.storyIdParamsSchema,
  responses: { 200: s.storySchema },
}));

export const bySlug = GET('/api/story/getbyslug/:slug', (s) => ({
  params: s.storySlugParamsSchema,
  responses: { 200: s.storySchema },
}));

export const view = PUT('/api/story/view/:storyId', (s) => ({
  params: s.storyIdParamsSchema,
  responses: { 200: s.viewCountResponseSchema },
}));

export const create = POST('/api/story/create', (s) => ({
  body: s.storyInputSchema,
  responses: { 201: s.storySchema },
}));

export const update = PUT('/api/story/update/:storyId', (s) => ({
  params: s.storyIdParamsSchema,
  body: s.storyUpdateSchema,
  responses: { 200: s.storySchema },
}));

export const remove = DELETE('/api/story/delete/:id', (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const byAuthor = GET('/api/story/user/:userId', (s) => ({
  params: s.storyAuthorParamsSchema,
  query: s.userStoriesQuerySchema,
  responses: { 200: s.userStoriesResponseSchema },
}));

export const pending = GET('/api/story/pending', (s) => ({
  query: s.pendingStoriesQuerySchema,
  responses: { 200: s.pendingStoriesResponseSchema },
}));

export const review = PUT('/api/story/status/:id', (s) => ({
  params: s.idParamsSchema,
  body: s.reviewStoryBodySchema,
  responses: { 200: s.storySchema },
}));

export const counts = GET('/api/story/counts', (s) => ({
  responses: { 200: s.storyCountsResponseSchema },
}));

export const contact = GET('/api/story/:storyId/contact', (s) => ({
  params: s.storyIdParamsSchema,
  responses: { 200: s.storyContactResponseSchema },
}));
