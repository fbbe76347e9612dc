import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#contracts/common.ts';
import {
  decidePublisherRequestSchema,
  PUBLISHER_REQUEST_MESSAGES,
  publisherRequestResponseSchema,
  publisherRequestSchema,
  publisherRequestsQuerySchema,
} from '#contracts/publisher-requests.ts';
import { publisherRequests, users } from '../../db/schema.ts';
import { requireAdmin } from '../../platform/auth.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  commonErrorResponses,
} from '../../platform/errors.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import {
  publisherRequestDecided,
  publisherRequested,
} from '../notifications/notification-events.ts';
import { ADMINS_OUT_OF_REACH, canModerateAccount } from '../users/users.policy.ts';

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
        response: {
          201: z.object({ success: z.literal(true), message: z.string(), _id: z.string() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer().catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 401) {
          throw new HttpError(401, PUBLISHER_REQUEST_MESSAGES.signInRequired);
        }
        throw error;
      });
      if (viewer.isAdmin) throw badRequest(PUBLISHER_REQUEST_MESSAGES.alreadyAdmin);
      if (viewer.isPublisher) throw badRequest(PUBLISHER_REQUEST_MESSAGES.alreadyPublisher);
      try {
        const [created] = await app.db
          .insert(publisherRequests)
          .values({ userId: viewer.id, reason: request.body.reason })
          .returning({ id: publisherRequests.id });
        await publisherRequested(app, viewer, created!.id);
        return reply.code(201).send({
          success: true as const,
          message: 'Your request has been sent. An administrator will review it soon.',
          _id: created!.id,
        });
      } catch (error) {
        // One pending request per user, kept by a partial unique index.
        if (violatedUniqueConstraint(error) !== null) {
          throw conflict(PUBLISHER_REQUEST_MESSAGES.alreadyPending);
        }
        throw error;
      }
    },
  );

  app.get(
    '/api/user/publisher-requests/get',
    {
      schema: {
        tags: ['publisher-requests'],
        summary: 'Publisher requests, pending ones oldest first (admins)',
        querystring: publisherRequestsQuerySchema,
        response: {
          200: z.object({
            requests: z.array(publisherRequestResponseSchema),
            totalRequests: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const { status, startIndex, limit } = request.query;
      const where: SQL | undefined =
        status === 'all' ? undefined : eq(publisherRequests.status, status);
      const order =
        status === 'pending'
          ? [asc(publisherRequests.createdAt), asc(publisherRequests.id)]
          : [desc(publisherRequests.createdAt), desc(publisherRequests.id)];
      const [rows, [total]] = await Promise.all([
        app.db
          .select({
            request: publisherRequests,
            user: {
              _id: users.id,
              username: users.username,
              email: users.email,
              profilePicture: users.profilePicture,
            },
          })
          .from(publisherRequests)
          .innerJoin(users, eq(users.id, publisherRequests.userId))
          .where(where)
          .orderBy(...order)
          .offset(startIndex)
          .limit(limit),
        app.db.select({ value: count() }).from(publisherRequests).where(where),
      ]);
      return {
        requests: rows.map(({ request: row, user }) => ({
          _id: row.id,
          userId: user,
          reason: row.reason,
          status: row.status as 'pending' | 'approved' | 'rejected',
          createdAt: row.createdAt.toISOString(),
        })),
        totalRequests: total?.value ?? 0,
      };
    },
  );

  app.put(
    '/api/user/publisher-requests/update',
    {
      schema: {
        tags: ['publisher-requests'],
        summary: 'Approve (the user becomes a publisher) or reject a pending request (admins)',
        body: decidePublisherRequestSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), status: z.string() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = await requireAdmin(request);
      const { requestId, status } = request.body;
      const decided = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(publisherRequests)
          .set({ status, decidedById: viewer.id, decidedAt: new Date() })
          .where(and(eq(publisherRequests.id, requestId), eq(publisherRequests.status, 'pending')))
          .returning();
        if (!row) return null;
        if (status === 'approved') {
          const [requester] = await tx
            .select({ id: users.id, isAdmin: users.isAdmin })
            .from(users)
            .where(eq(users.id, row.userId));
          // A requester made admin since asking; the transaction leaves the request pending.
          if (!canModerateAccount(viewer, requester!)) throw forbidden(ADMINS_OUT_OF_REACH);
          await tx.update(users).set({ isPublisher: true }).where(eq(users.id, row.userId));
        }
        await logModeration(
          tx,
          viewer,
          status === 'approved' ? 'publisher-request.approve' : 'publisher-request.reject',
          { type: 'publisher-request', id: row.id },
          { userId: row.userId },
        );
        return row;
      });
      if (!decided) {
        const [exists] = await app.db
          .select({ id: publisherRequests.id })
          .from(publisherRequests)
          .where(eq(publisherRequests.id, requestId));
        throw exists
          ? conflict(PUBLISHER_REQUEST_MESSAGES.alreadyDecided)
          : notFound('Request not found');
      }
      await publisherRequestDecided(app, viewer, {
        id: decided.id,
        userId: decided.userId,
        isApproved: status === 'approved',
      });
      return {
        success: true as const,
        message: status === 'approved' ? 'The user is now a publisher' : 'The request was rejected',
        status,
      };
    },
  );
};
