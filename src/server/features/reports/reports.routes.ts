import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idSchema, limitParam } from '#contracts/common.ts';
import {
  createReportSchema,
  REPORT_MESSAGES,
  REPORT_STATUS_FILTERS,
  REPORTS_PAGE_SIZE,
  reportListResponseSchema,
  type ReportTargetType,
} from '#contracts/reports.ts';
import type { Database } from '../../db/client.ts';
import { comments, posts, reports } from '../../db/schema.ts';
import { requireAdmin } from '../../platform/auth.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import { contentReported, reportReviewed } from '../notifications/notification-events.ts';
import { countPendingReports, listReports } from './list-reports.ts';
import { conflict, forbidden, HttpError, notFound } from '../../platform/errors.ts';

/** The author of the reported post or comment, and the post it is on. */
async function findTarget(db: Database, type: ReportTargetType, id: string) {
  const [target] =
    type === 'post'
      ? await db
          .select({ ownerId: posts.userId, postSlug: posts.slug })
          .from(posts)
          .where(eq(posts.id, id))
          .limit(1)
      : await db
          .select({ ownerId: comments.userId, postSlug: posts.slug })
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .where(eq(comments.id, id))
          .limit(1);
  if (!target) throw notFound(type === 'post' ? 'Post not found' : 'Comment not found');
  return target;
}

const reportListQuery = z.object({
  count: z.enum(['true', 'false']).optional(),
  status: z
    .enum(REPORT_STATUS_FILTERS, { message: 'status must be pending, reviewed or all' })
    .default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: limitParam(REPORTS_PAGE_SIZE),
});

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/report',
    {
      schema: {
        tags: ['reports'],
        summary:
          'Reports with the reported content and its owner, or (count=true) the pending count (admins)',
        querystring: reportListQuery,
        response: {
          200: z.union([reportListResponseSchema, z.object({ pendingReports: z.number().int() })]),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      if (request.query.count === 'true') {
        return { pendingReports: await countPendingReports(app.db) };
      }
      return listReports(app.db, request.query.status, request.query);
    },
  );

  app.put(
    '/api/report/:id',
    {
      schema: {
        tags: ['reports'],
        summary: 'Mark a report reviewed (admins)',
        params: z.object({ id: idSchema }),
        body: z.object({ status: z.literal('reviewed', { message: 'status must be reviewed' }) }),
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const viewer = await requireAdmin(request);
      const reviewed = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(reports)
          .set({ status: 'reviewed', reviewedById: viewer.id, reviewedAt: new Date() })
          .where(eq(reports.id, request.params.id))
          .returning({
            id: reports.id,
            reporterId: reports.reporterId,
            targetType: reports.targetType,
          });
        if (row) await logModeration(tx, viewer, 'report.review', { type: 'report', id: row.id });
        return row;
      });
      if (!reviewed) throw notFound('Report not found');
      await reportReviewed(app, viewer, reviewed);
      // An admin who reviews their own report is not notified of their own action.
      const message =
        reviewed.reporterId === viewer.id
          ? 'The report is marked as reviewed'
          : 'The report is marked as reviewed and the reporter has been notified';
      return { success: true as const, message };
    },
  );

  app.delete(
    '/api/report/:id',
    {
      schema: {
        tags: ['reports'],
        summary: 'Delete a report (admins)',
        params: z.object({ id: idSchema }),
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const viewer = await requireAdmin(request);
      const deleted = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .delete(reports)
          .where(eq(reports.id, request.params.id))
          .returning({ id: reports.id, reason: reports.reason });
        if (row) {
          await logModeration(
            tx,
            viewer,
            'report.delete',
            { type: 'report', id: row.id },
            {
              reason: row.reason,
            },
          );
        }
        return row;
      });
      if (!deleted) throw notFound('Report not found');
      return { success: true as const, message: 'The report has been deleted' };
    },
  );

  app.post(
    '/api/report',
    {
      preHandler: app.userLimits.report,
      schema: {
        tags: ['reports'],
        summary: 'Report a post or a comment to the admins',
        body: createReportSchema,
        response: {
          201: z.object({ success: z.literal(true), message: z.string(), _id: z.string() }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer().catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 401) {
          throw new HttpError(401, REPORT_MESSAGES.signInRequired);
        }
        throw error;
      });
      const { targetId, targetType, reason } = request.body;
      const { ownerId, postSlug } = await findTarget(app.db, targetType, targetId);
      if (ownerId === viewer.id) throw forbidden(REPORT_MESSAGES.ownContent);
      try {
        const [created] = await app.db
          .insert(reports)
          .values({ reporterId: viewer.id, targetType, targetId, contentOwnerId: ownerId, reason })
          .returning({ id: reports.id });
        await contentReported(app, viewer, { id: created!.id, targetType, postSlug });
        return reply.code(201).send({
          success: true as const,
          message: 'Thank you. The report has been sent to the moderators.',
          _id: created!.id,
        });
      } catch (error) {
        // One pending report per reporter and target, kept by a partial unique index.
        if (violatedUniqueConstraint(error) !== null)
          throw conflict(REPORT_MESSAGES.alreadyReported);
        throw error;
      }
    },
  );
};
