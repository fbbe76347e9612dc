import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOCALE_DETAILS, LOCALES } from '#contracts/i18n/locales.ts';
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
  await route(site.locales, {
    summary: 'The interface languages Hearth ships: code, name in itself, writing direction',
    // Fixed by the build and the configuration: no write changes them.
    handler: async (_request, reply) =>
      reply.publicRead({ tags: () => [] }, async () => ({
        locales: LOCALES.map((code) => ({ code, ...LOCALE_DETAILS[code] })),
        defaultLocale: app.config.defaultLocale,
      })),
  });
};
