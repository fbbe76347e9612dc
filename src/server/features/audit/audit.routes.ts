import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as audit from '#contracts/audit.endpoints.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { authorizeAuditRead } from './audit.policy.ts';
import { listAuditEntries } from './list-audit-entries.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['audit']);
  await route(audit.list, {
    summary:
      'Sensitive reads and account-wide actions, newest first (admins): contacts shown on request, donor details viewed, account exports and deletions',
    description:
      'Each entry names the member (null for a visitor), the action, its target, when, and the client address cut to its network (/24 for IPv4, /48 for IPv6).',
    handler: async (request) => {
      await request.requireViewer(authorizeAuditRead);
      return listAuditEntries(app.services, request.query);
    },
  });
};
