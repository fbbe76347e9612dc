import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idSchema, messageResponseSchema } from '#contracts/common.ts';
import {
  createReportSchema,
  reportFiledResponseSchema,
  reportListQuerySchema,
  reportsResponseSchema,
  reviewReportSchema,
} from '#contracts/reports.ts';
import { commonErrorResponses } from '../../platform/errors.ts';
import { deleteReport } from './delete-report.ts';
import { fileReport } from './file-report.ts';
import { findReportTarget } from './find-report-target.ts';
import { countPendingReports, listReports } from './list-reports.ts';
import {
  authorizeReportManagement,
  authorizeReporting,
  authorizeReportOn,
} from './reports.policy.ts';
import { reviewReport } from './review-report.ts';

const idParams = z.object({ id: idSchema });

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/report',
    {
      schema: {
        tags: ['reports'],
        summary:
          'Reports with the reported content and its owner, or (count=true) the pending count (admins)',
        querystring: reportListQuerySchema,
        response: {
          200: reportsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      authorizeReportManagement(await request.requireViewer());
      if (request.query.count === 'true') {
        return { pendingReports: await countPendingReports(app.services) };
      }
      return listReports(app.services, request.query.status, request.query);
    },
  );

  app.put(
    '/api/report/:id',
    {
      schema: {
        tags: ['reports'],
        summary: 'Mark a report reviewed (admins)',
        params: idParams,
        body: reviewReportSchema,
        response: { 200: messageResponseSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      authorizeReportManagement(viewer);
      const reviewed = await reviewReport(app.services, viewer, request.params.id);
      // An admin who reviews their own report is not notified of their own action.
      const message =
        reviewed.reporterId === viewer.id
          ? 'The report is marked as reviewed'
          : 'The report is marked as reviewed and the reporter has been notified';
      return { success: true, message };
    },
  );

  app.delete(
    '/api/report/:id',
    {
      schema: {
        tags: ['reports'],
        summary: 'Delete a report (admins)',
        params: idParams,
        response: {
          200: messageResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      authorizeReportManagement(viewer);
      await deleteReport(app.services, viewer, request.params.id);
      return { success: true, message: 'The report has been deleted' };
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
          201: reportFiledResponseSchema,
          ...commonErrorResponses,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.optionalViewer();
      authorizeReporting(viewer);
      const target = await findReportTarget(
        app.services,
        request.body.targetType,
        request.body.targetId,
      );
      authorizeReportOn(viewer, target);
      const id = await fileReport(app.services, viewer, request.body, target);
      return reply.code(201).send({
        success: true,
        message: 'Thank you. The report has been sent to the moderators.',
        _id: id,
      });
    },
  );
};
