import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as reconciliation from '#contracts/reconciliation.endpoints.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { authorizeTransactionsView } from './donations.policy.ts';
import { listReconciliationItems } from './list-reconciliation-items.ts';

export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['donations']);
  await route(reconciliation.warnings, {
    summary: 'Where the ledger and Stripe disagree, from the last reconciliation (admins)',
    description:
      'Open warnings, newest first: a completed gift Stripe has no payment for, a Stripe payment no gift records, or an amount or fee that differs. `checkedAt` is the last run; a warning a later run no longer finds is resolved.',
    handler: async (request) => {
      await request.requireViewer(authorizeTransactionsView);
      return listReconciliationItems(app.services, request.query);
    },
  });
};
