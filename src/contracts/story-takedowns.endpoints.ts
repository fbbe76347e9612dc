import { endpoint } from './endpoint.ts';

const schemas = async () => ({
  ...(await import('./story-takedowns.ts')),
  ...(await import('./stories.ts')),
  ...(await import('./common.ts')),
});

export const request = endpoint('POST', '/api/story/:storyId/takedown', schemas, (s) => ({
  params: s.storyIdParamsSchema,
  body: s.takedownRequestSchema,
  responses: { 201: s.messageResponseSchema },
}));

export const list = endpoint('GET', '/api/story/takedowns', schemas, (s) => ({
  query: s.takedownsQuerySchema,
  responses: { 200: s.takedownListSchema },
}));

export const decide = endpoint('PUT', '/api/story/takedowns/:takedownId', schemas, (s) => ({
  params: s.takedownIdParamsSchema,
  body: s.takedownDecisionSchema,
  responses: { 200: s.messageResponseSchema },
}));
