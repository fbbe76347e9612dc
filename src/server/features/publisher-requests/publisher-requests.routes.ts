import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as publisherRequests from '#contracts/publisher-requests.endpoints.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { decidePublisherRequest } from './decide-publisher-request.ts';
import { findOwnPublisherRequest } from './find-own-publisher-request.ts';
import { listPublisherRequests } from './list-publisher-requests.ts';
import {
  authorizePublisherRequest,
  authorizePublisherRequestDecisions,
} from './publisher-requests.policy.ts';
import { requestPublisher } from './request-publisher.ts';

export const publisherRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['publisher-requests']);
  await route(publisherRequests.request, {
    errors: [409],
    summary: 'Ask to become a publisher (one pending request at a time)',
    preHandler: app.userLimits.publisherRequest,
    handler: async (request, reply) => {
      const viewer = await request.optionalViewer();
      authorizePublisherRequest(viewer);
      const id = await requestPublisher(app.services, viewer, request.body.reason);
      return reply.code(201).send({
        success: true,
        message: 'Your request has been sent. An administrator will review it soon.',
        _id: id,
      });
    },
  });

  await route(publisherRequests.mine, {
    summary:
      "The caller's latest publisher request: pending, approved, or rejected with the reason",
    handler: async (request) =>
      findOwnPublisherRequest(app.services, await request.requireViewer()),
  });

  await route(publisherRequests.list, {
    summary: 'Publisher requests, pending ones oldest first (admins)',
    handler: async (request) => {
      await request.requireViewer(authorizePublisherRequestDecisions);
      return listPublisherRequests(app.services, request.query);
    },
  });

  await route(publisherRequests.decide, {
    errors: [409],
    summary: 'Approve (the user becomes a publisher) or reject a pending request (admins)',
    handler: async (request) => {
      const viewer = await request.requireViewer(authorizePublisherRequestDecisions);
      await decidePublisherRequest(app.services, viewer, request.body);
      const { status } = request.body;
      return {
        success: true,
        message: status === 'approved' ? 'The user is now a publisher' : 'The request was rejected',
        status,
      };
    },
  });
};
