import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  banSchema,
  getUsersQuerySchema,
  privateUserSchema,
  unbanParamsSchema,
  updateRoleSchema,
  usersPageResponseSchema,
} from '#contracts/users.ts';
import { commonErrorResponses } from '../../platform/errors.ts';
import { banUser } from './ban-user.ts';
import { changeUserRole } from './change-user-role.ts';
import { getUserById } from './find-user.ts';
import { listUsers } from './list-users.ts';
import { unbanUser } from './unban-user.ts';
import { presentPrivateUser } from './user-presenter.ts';
import {
  authorizeBan,
  authorizeRoleChange,
  authorizeUnban,
  authorizeUserManagement,
} from './users.policy.ts';

const errors = commonErrorResponses;

/**
 * User management for admins. Admin accounts, the caller's own included, are out of reach of
 * these calls (`canModerateAccount`): an operator changes admins through ADMIN_* or the database.
 * Only an admin learns whether the account exists: the caller is checked before it is read.
 */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;

  app.get(
    '/api/user/getusers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users with filters and search on username or e-mail (admins)',
        querystring: getUsersQuerySchema,
        response: { 200: usersPageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      authorizeUserManagement(viewer);
      return listUsers(services, request.query, viewer);
    },
  );

  app.put(
    '/api/user/update-role',
    {
      schema: {
        tags: ['admin'],
        summary: 'Assign or revoke the publisher flag (admins; not on admins)',
        body: updateRoleSchema,
        response: { 200: privateUserSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      authorizeUserManagement(viewer);
      const target = await getUserById(services, request.body.userId);
      authorizeRoleChange(viewer, target);
      const updated = await changeUserRole(services, viewer, target.id, request.body.isPublisher);
      return presentPrivateUser(services, updated, viewer);
    },
  );

  app.post(
    '/api/user/ban',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ban a user for a duration; it applies to open sessions at once (admins)',
        body: banSchema,
        response: { 200: privateUserSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      authorizeUserManagement(viewer);
      const target = await getUserById(services, request.body.userId);
      authorizeBan(viewer, target);
      const banned = await banUser(services, viewer, target.id, request.body);
      return presentPrivateUser(services, banned, viewer);
    },
  );

  app.post(
    '/api/user/unban/:userId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Lift a ban (admins)',
        params: unbanParamsSchema,
        response: { 200: privateUserSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      authorizeUserManagement(viewer);
      const target = await getUserById(services, request.params.userId);
      authorizeUnban(viewer, target);
      const unbanned = await unbanUser(services, viewer, target.id);
      return presentPrivateUser(services, unbanned, viewer);
    },
  );
};
