import { endpointsOf } from './endpoint.ts';

const { GET, POST, PUT } = endpointsOf(
  () => import('./story-takedowns.ts'),
  () => import('./stories.ts'),
);

export const request = POST('/api/story/:storyId/takedown', (s) => ({
  params: s.storyIdParamsSchema,
  body: s.takedownRequestSchema,
  responses: { 201: s.messageResponseSchema },
}));

export const list = GET('/api/story/takedowns', (s) => ({
  query: s.takedownsQuerySchema,
  responses: { 200: s.takedownListSchema },
}));

export const decide = PUT('/api/story/takedowns/:takedownId', (s) => ({
  params: s.takedownIdParamsSchema,
  body: s.takedownDecisionSchema,
  responses: { 200: s.messageResponseSchema },
}));
