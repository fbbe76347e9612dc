import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as reports from '#contracts/reports.endpoints.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
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

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['reports']);
  await route(reports.list, {
    summary:
      'Reports with the reported content and its owner, or (count=true) the pending count (admins)',
    handler: async (request) => {
      await request.requireViewer(authorizeReportManagement);
      if (request.query.count === 'true') {
        return { pendingReports: await countPendingReports(app.services) };
      }
      return listReports(app.services, request.query.status, request.query);
    },
  });

  await route(reports.review, {
    summary: 'Mark a report reviewed (admins)',
    handler: async (request) => {
      const viewer = await request.requireViewer(authorizeReportManagement);
      const reviewed = await reviewReport(app.services, viewer, request.params.id);
      // An admin who reviews their own report is not notified of their own action.
      const message =
        reviewed.reporterId === viewer.id
          ? 'The report is marked as reviewed'
          : 'The report is marked as reviewed and the reporter has been notified';
      return { success: true, message };
    },
  });

  await route(reports.remove, {
    summary: 'Delete a report (admins)',
    handler: async (request) => {
      const viewer = await request.requireViewer(authorizeReportManagement);
      await deleteReport(app.services, viewer, request.params.id);
      return { success: true, message: 'The report has been deleted' };
    },
  });

  await route(reports.file, {
    errors: [409],
    summary: 'Report a post or a comment to the admins',
    preHandler: app.userLimits.report,
    handler: async (request, reply) => {
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
  });
};
