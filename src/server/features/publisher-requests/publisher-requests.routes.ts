import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contracts/common.ts';
import {
  decidePublisherRequestSchema,
  publisherRequestDecidedSchema,
  publisherRequestListSchema,
  publisherRequestMadeSchema,
  publisherRequestSchema,
  publisherRequestsQuerySchema,
} from '#contracts/publisher-requests.ts';
import { commonErrorResponses } from '../../platform/errors.ts';
import { decidePublisherRequest } from './decide-publisher-request.ts';
import { listPublisherRequests } from './list-publisher-requests.ts';
import {
  authorizePublisherRequest,
  authorizePublisherRequestDecisions,
} from './publisher-requests.policy.ts';
import { requestPublisher } from './request-publisher.ts';

const errors = { ...commonErrorResponses, 409: errorResponseSchema };

export const publisherRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/request-publisher',
    {
      preHandler: app.userLimits.publisherRequest,
      schema: {
        tags: ['publisher-requests'],
        summary: 'Ask to become a publisher (one pending request at a time)',
        body: publisherRequestSchema,
        response: { 201: publisherRequestMadeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.optionalViewer();
      authorizePublisherRequest(viewer);
      const id = await requestPublisher(app.services, viewer, request.body.reason);
      return reply.code(201).send({
        success: true,
        message: 'Your request has been sent. An administrator will review it soon.',
        _id: id,
      });
    },
  );

  app.get(
    '/api/user/publisher-requests/get',
    {
      schema: {
        tags: ['publisher-requests'],
        summary: 'Publisher requests, pending ones oldest first (admins)',
        querystring: publisherRequestsQuerySchema,
        response: { 200: publisherRequestListSchema, ...errors },
      },
    },
    async (request) => {
      authorizePublisherRequestDecisions(await request.requireViewer());
      return listPublisherRequests(app.services, request.query);
    },
  );

  app.put(
    '/api/user/publisher-requests/update',
    {
      schema: {
        tags: ['publisher-requests'],
        summary: 'Approve (the user becomes a publisher) or reject a pending request (admins)',
        body: decidePublisherRequestSchema,
        response: { 200: publisherRequestDecidedSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      authorizePublisherRequestDecisions(viewer);
      await decidePublisherRequest(app.services, viewer, request.body);
      const { status } = request.body;
      return {
        success: true,
        message: status === 'approved' ? 'The user is now a publisher' : 'The request was rejected',
        status,
      };
    },
  );
};
