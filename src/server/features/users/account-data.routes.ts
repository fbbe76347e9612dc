import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as users from '#contracts/users.endpoints.ts';
import { auditSource } from '../../platform/audit-log.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { exportAccountData } from './export-account-data.ts';
import { getUserById } from './find-user.ts';

/** The download's name: the site, the member and the day, in characters any system takes. */
const exportFileName = (username: string, day: Date) =>
  `hearth-data-${username.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || 'account'}-${day
    .toISOString()
    .slice(0, 10)}.zip`;

/** A member's own data, to take away ("Download my data"). */
export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['users']);
  await route(users.exportData, {
    summary: "Download the signed-in member's own data as a zip of JSON files (audited)",
    description:
      "profile.json, posts.json (drafts and scheduled posts included), narratives.json, comments.json, likes.json, follows.json (following and followers), notifications.json and gifts.json (made while signed in, or with the account's verified address). Nothing of other people but ids and public usernames. At most 5 an hour.",
    preHandler: app.accountExportLimit,
    handler: async (request, reply) => {
      const viewer = await request.requireViewer();
      const user = await getUserById(app.services, viewer.id);
      const zip = await exportAccountData(app.services, auditSource(request, viewer), user);
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(user.username, new Date())}"`,
        )
        .type('application/zip')
        .send(zip);
    },
  });
};
