import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteResponseSchema } from '#contracts/site.ts';

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
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        name: 'Hearth',
        contactEmail: app.config.contactEmail,
        paymentProvider: app.config.payments.provider,
      };
    },
  );
};
