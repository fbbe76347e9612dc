import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as site from '#contracts/site.endpoints.ts';
import { endpointRoute } from '../../platform/endpoint-routes.ts';
import { siteSettings } from './site-settings.ts';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await endpointRoute(site.settings, {
      tags: ['site'],
      summary: 'Public settings the web app needs (contact address)',
    })),
    // Settings of the running process: no write changes them, so nothing drops the answer.
    handler: async (_request, reply) =>
      reply.publicRead({ tags: () => [] }, async () => siteSettings(app.services)),
  });
};
