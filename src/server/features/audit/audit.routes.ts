import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListSchema, auditQuerySchema } from '#contracts/audit.ts';
import { commonErrorResponses } from '../../platform/errors.ts';
import { authorizeAuditRead } from './audit.policy.ts';
import { listAuditEntries } from './list-audit-entries.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit',
    {
      schema: {
        tags: ['audit'],
        summary:
          'Sensitive reads and account-wide actions, newest first (admins): contacts shown on request, donor details viewed, account exports and deletions',
        description:
          'Each entry names the member (null for a visitor), the action, its target, when, and the client address cut to its network (/24 for IPv4, /48 for IPv6).',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      authorizeAuditRead(await request.requireViewer());
      return listAuditEntries(app.services, request.query);
    },
  );
};
