import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, messageResponseSchema } from '#contracts/common.ts';
import {
  takedownDecisionSchema,
  takedownListSchema,
  takedownRequestSchema,
  takedownsQuerySchema,
  TAKEDOWN_MESSAGES,
} from '#contracts/story-takedowns.ts';
import { storyContactResponseSchema } from '#contracts/stories.ts';
import { auditSource } from '../../platform/audit-log.ts';
import { commonErrorResponses } from '../../platform/errors.ts';
import { decideTakedown } from './decide-takedown.ts';
import { findStoryContact } from './list-stories.ts';
import { listTakedowns } from './list-takedowns.ts';
import { requestTakedown } from './request-takedown.ts';
import { revealStoryContact } from './reveal-story-contact.ts';
import { authorizeStoryRead, authorizeStoryReview } from './stories.policy.ts';

const errors = commonErrorResponses;
const storyParams = z.object({ storyId: idSchema });

/** What protects the people in narratives: contacts on request, and takedowns. */
export const storyPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;

  app.get(
    '/api/story/:storyId/contact',
    {
      schema: {
        tags: ['stories'],
        summary:
          "A narrative's contact, public or on request (rate-limited per client address; a contact on request is recorded in the audit log)",
        description:
          'Approved narratives for everyone; unpublished ones for their author and admins only (404 for others). Never cached.',
        params: storyParams,
        response: { 200: storyContactResponseSchema, ...errors },
      },
      preHandler: app.storyContactLimit,
    },
    async (request) => {
      const story = await findStoryContact(services, request.params.storyId);
      const viewer = await request.optionalViewer();
      authorizeStoryRead(viewer, story);
      return revealStoryContact(services, auditSource(request, viewer), story);
    },
  );

  app.post(
    '/api/story/:storyId/takedown',
    {
      schema: {
        tags: ['stories'],
        summary: 'Ask for a published narrative to be taken down (anyone; rate-limited)',
        params: storyParams,
        body: takedownRequestSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
      preHandler: app.takedownLimit,
    },
    async (request, reply) => {
      await requestTakedown(services, request.params.storyId, request.body);
      return reply.code(201).send({ success: true, message: TAKEDOWN_MESSAGES.received });
    },
  );

  app.get(
    '/api/story/takedowns',
    {
      schema: {
        tags: ['stories'],
        summary: 'Takedown requests, pending ones first in line (admins)',
        querystring: takedownsQuerySchema,
        response: { 200: takedownListSchema, ...errors },
      },
    },
    async (request) => {
      authorizeStoryReview(await request.requireViewer());
      return listTakedowns(services, request.query);
    },
  );

  app.put(
    '/api/story/takedowns/:takedownId',
    {
      schema: {
        tags: ['stories'],
        summary: 'Unpublish the narrative at once, or dismiss the request (admins)',
        params: z.object({ takedownId: idSchema }),
        body: takedownDecisionSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      authorizeStoryReview(viewer);
      return decideTakedown(services, viewer, request.params.takedownId, request.body);
    },
  );
};
