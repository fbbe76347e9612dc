import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteResponseSchema } from '#contracts/site.ts';
import { siteSettings } from './site-settings.ts';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site',
    {
      schema: {
        tags: ['site'],
        summary: 'Public settings the web app needs (contact address)',
        response: { 200: siteResponseSchema },
      },
    },
    // Settings of the running process: no write changes them, so nothing drops the answer.
    async (_request, reply) =>
      reply.publicRead({ tags: () => [] }, async () => siteSettings(app.services)),
  );
};
