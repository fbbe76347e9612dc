import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
} from '#contracts/health.ts';
import packageJson from '../../../../package.json' with { type: 'json' };
import { checkReadiness } from './check-readiness.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Process and database state',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const databaseOk = await app.database.ping();
      return reply.code(databaseOk ? 200 : 503).send({
        status: databaseOk ? 'ok' : 'degraded',
        uptimeSeconds: Math.round(process.uptime()),
        database: { kind: app.database.kind, ok: databaseOk },
        version: packageJson.version,
      });
    },
  );

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness probe: the process is up and answering (checks nothing else)',
        response: { 200: livenessResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness probe: the database answers, its migrations are applied and uploads can be stored; 503 names the checks that failed',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.services);
      return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};
