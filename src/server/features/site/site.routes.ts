import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteResponseSchema } from '#contracts/site.ts';
import { siteSettings } from './site-settings.ts';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site',
    {
      config: { publicCache: 'public, max-age=300' },
      schema: {
        tags: ['site'],
        summary: 'Public settings the web app needs (contact address)',
        response: { 200: siteResponseSchema },
      },
    },
    async () => siteSettings(app.services),
  );
};
