import { endpoint } from './endpoint.ts';

const schemas = async () => ({
  ...(await import('./stories.ts')),
  ...(await import('./common.ts')),
});

export const list = endpoint('GET', '/api/story/get', schemas, (s) => ({
  query: s.getStoriesQuerySchema,
  responses: { 200: s.storiesResponseSchema },
}));

export const countries = endpoint('GET', '/api/story/countries', schemas, (s) => ({
  responses: { 200: s.storyCountriesResponseSchema },
}));

export const byId = endpoint('GET', '/api/story/get/:storyId', schemas, (s) => ({
  params: s.storyIdParamsSchema,
  responses: { 200: s.storySchema },
}));

export const bySlug = endpoint('GET', '/api/story/getbyslug/:slug', schemas, (s) => ({
  params: s.storySlugParamsSchema,
  responses: { 200: s.storySchema },
}));

export const view = endpoint('PUT', '/api/story/view/:storyId', schemas, (s) => ({
  params: s.storyIdParamsSchema,
  responses: { 200: s.viewCountResponseSchema },
}));

export const create = endpoint('POST', '/api/story/create', schemas, (s) => ({
  body: s.storyInputSchema,
  responses: { 201: s.storySchema },
}));

export const update = endpoint('PUT', '/api/story/update/:storyId', schemas, (s) => ({
  params: s.storyIdParamsSchema,
  body: s.storyUpdateSchema,
  responses: { 200: s.storySchema },
}));

export const remove = endpoint('DELETE', '/api/story/delete/:id', schemas, (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const byAuthor = endpoint('GET', '/api/story/user/:userId', schemas, (s) => ({
  params: s.storyAuthorParamsSchema,
  query: s.userStoriesQuerySchema,
  responses: { 200: s.userStoriesResponseSchema },
}));

export const pending = endpoint('GET', '/api/story/pending', schemas, (s) => ({
  query: s.pendingStoriesQuerySchema,
  responses: { 200: s.pendingStoriesResponseSchema },
}));

export const review = endpoint('PUT', '/api/story/status/:id', schemas, (s) => ({
  params: s.idParamsSchema,
  body: s.reviewStoryBodySchema,
  responses: { 200: s.storySchema },
}));

export const counts = endpoint('GET', '/api/story/counts', schemas, (s) => ({
  responses: { 200: s.storyCountsResponseSchema },
}));

export const contact = endpoint('GET', '/api/story/:storyId/contact', schemas, (s) => ({
  params: s.storyIdParamsSchema,
  responses: { 200: s.storyContactResponseSchema },
}));
