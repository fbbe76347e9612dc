import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as users from '#contracts/users.endpoints.ts';
import type { Viewer } from '../../platform/auth.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { banUser } from './ban-user.ts';
import { changeUserRole } from './change-user-role.ts';
import { getUserById, type UserRow } from './find-user.ts';
import { listUsers } from './list-users.ts';
import { unbanUser } from './unban-user.ts';
import { presentPrivateUser } from './user-presenter.ts';
import {
  authorizeBan,
  authorizeRoleChange,
  authorizeUnban,
  authorizeUserManagement,
} from './users.policy.ts';

/**
 * User management for admins. Admin accounts, the caller's own included, are out of reach of
 * these calls (`canModerateAccount`): an operator changes admins through ADMIN_* or the database.
 * Only an admin learns whether the account exists: the caller is checked before it is read.
 */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['admin']);
  const { services } = app;

  /** The account an admin acts on: read once the caller is an admin, then checked by `authorize`. */
  const targetOf = async (
    request: FastifyRequest,
    userId: string,
    authorize: (viewer: Viewer, target: UserRow) => void,
  ) => {
    const viewer = await request.requireViewer(authorizeUserManagement);
    const target = await getUserById(services, userId);
    authorize(viewer, target);
    return { viewer, target };
  };

  await route(users.list, {
    summary: 'Users with filters and search on username or e-mail (admins)',
    handler: async (request) => {
      const viewer = await request.requireViewer(authorizeUserManagement);
      return listUsers(services, request.query, viewer);
    },
  });

  await route(users.updateRole, {
    summary: 'Assign or revoke the publisher flag (admins; not on admins)',
    handler: async (request) => {
      const { viewer, target } = await targetOf(request, request.body.userId, authorizeRoleChange);
      const updated = await changeUserRole(services, viewer, target.id, request.body.isPublisher);
      return presentPrivateUser(services, updated, viewer);
    },
  });

  await route(users.ban, {
    summary: 'Ban a user for a duration; it applies to open sessions at once (admins)',
    handler: async (request) => {
      const { viewer, target } = await targetOf(request, request.body.userId, authorizeBan);
      const banned = await banUser(services, viewer, target.id, request.body);
      return presentPrivateUser(services, banned, viewer);
    },
  });

  await route(users.unban, {
    summary: 'Lift a ban (admins)',
    handler: async (request) => {
      const { viewer, target } = await targetOf(request, request.params.userId, authorizeUnban);
      const unbanned = await unbanUser(services, viewer, target.id);
      return presentPrivateUser(services, unbanned, viewer);
    },
  });
};
