import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as stories from '#contracts/stories.endpoints.ts';
import * as takedowns from '#contracts/story-takedowns.endpoints.ts';
import { TAKEDOWN_MESSAGES } from '#contracts/story-takedowns.ts';
import { auditSource } from '../../platform/audit-log.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { decideTakedown } from './decide-takedown.ts';
import { findStoryContact } from './list-stories.ts';
import { listTakedowns } from './list-takedowns.ts';
import { requestTakedown } from './request-takedown.ts';
import { revealStoryContact } from './reveal-story-contact.ts';
import { authorizeStoryRead, authorizeStoryReview } from './stories.policy.ts';

/** What protects the people in narratives: contacts on request, and takedowns. */
export const storyPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['stories']);
  const { services } = app;

  await route(stories.contact, {
    summary:
      "A narrative's contact, public or on request (rate-limited per client address; a contact on request is recorded in the audit log)",
    description:
      'Approved narratives for everyone; unpublished ones for their author and admins only (404 for others). Never cached.',
    preHandler: app.storyContactLimit,
    handler: async (request) => {
      const story = await findStoryContact(services, request.params.storyId);
      const viewer = await request.optionalViewer();
      authorizeStoryRead(viewer, story);
      return revealStoryContact(services, auditSource(request, viewer), story);
    },
  });

  await route(takedowns.request, {
    summary: 'Ask for a published narrative to be taken down (anyone; rate-limited)',
    preHandler: app.takedownLimit,
    handler: async (request, reply) => {
      await requestTakedown(services, request.params.storyId, request.body);
      return reply.code(201).send({ success: true, message: TAKEDOWN_MESSAGES.received });
    },
  });

  await route(takedowns.list, {
    summary: 'Takedown requests, pending ones first in line (admins)',
    handler: async (request) => {
      await request.requireViewer(authorizeStoryReview);
      return listTakedowns(services, request.query);
    },
  });

  await route(takedowns.decide, {
    errors: [409],
    summary: 'Unpublish the narrative at once, or dismiss the request (admins)',
    handler: async (request) => {
      const viewer = await request.requireViewer(authorizeStoryReview);
      return decideTakedown(services, viewer, request.params.takedownId, request.body);
    },
  });
};
