import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#contracts/common.ts';
import { createReportSchema, REPORT_MESSAGES, type ReportTargetType } from '#contracts/reports.ts';
import type { Database } from '../../db/client.ts';
import { comments, posts, reports } from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { conflict, forbidden, HttpError, notFound } from '../../platform/errors.ts';

/** The author of the reported post or comment. */
async function findTargetOwner(db: Database, type: ReportTargetType, id: string) {
  const table = type === 'post' ? posts : comments;
  const [target] = await db
    .select({ ownerId: table.userId })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  if (!target) throw notFound(type === 'post' ? 'Post not found' : 'Comment not found');
  return target.ownerId;
}

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/report',
    {
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
      const ownerId = await findTargetOwner(app.db, targetType, targetId);
      if (ownerId === viewer.id) throw forbidden(REPORT_MESSAGES.ownContent);
      try {
        const [created] = await app.db
          .insert(reports)
          .values({ reporterId: viewer.id, targetType, targetId, contentOwnerId: ownerId, reason })
          .returning({ id: reports.id });
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
