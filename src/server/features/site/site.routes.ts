import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as site from '#contracts/site.endpoints.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { siteSettings } from './site-settings.ts';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['site']);
  await route(site.settings, {
    summary: 'Public settings the web app needs (contact address)',
    // Settings of the running process: no write changes them, so nothing drops the answer.
    handler: async (_request, reply) =>
      reply.publicRead({ tags: () => [] }, async () => siteSettings(app.services)),
  });
};
