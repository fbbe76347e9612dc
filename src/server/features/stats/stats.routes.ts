import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as stats from '#contracts/stats.endpoints.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { readAuthorStats } from './read-author-stats.ts';
import { readSiteStats } from './read-site-stats.ts';
import { authorizeAuthorStats, authorizeSiteStats } from './stats.policy.ts';

/** What authors' work does, and the site's, day by day from the daily rollup. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['stats']);
  await route(stats.author, {
    summary:
      "An author's views, likes, comments, new followers and gifts per day (publishers: their own; admins: anyone's)",
    description:
      'Each day of the period (UTC, ending today) is listed, 0 when nothing happened. Views ' +
      "count both posts and narratives; likes and comments are those on the author's posts; " +
      "gifts are the completed gifts to the cases of the author's narratives, their money per " +
      'currency. The tables list each published post and approved narrative with its totals ' +
      'over the period, the most viewed first.',
    handler: async (request) => {
      const { days, authorId } = request.query;
      const viewer = await request.requireViewer(authorizeAuthorStats(authorId));
      return readAuthorStats(app.services, authorId ?? viewer.id, days);
    },
  });

  await route(stats.site, {
    summary:
      "The site's new members, posts, narratives and gifts per day, money per currency (admins)",
    description:
      'Each day of the period (UTC, ending today) is listed, 0 when nothing happened. Money is ' +
      'never added across currencies: one series per currency that received gifts.',
    handler: async (request) => {
      await request.requireViewer(authorizeSiteStats);
      return readSiteStats(app.services, request.query.days);
    },
  });
};
