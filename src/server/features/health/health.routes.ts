import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '#contracts/health.ts';
import packageJson from '../../../../package.json' with { type: 'json' };

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
};
