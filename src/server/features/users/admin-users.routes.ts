import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '#contracts/common.ts';
import {
  banEndsAt,
  banSchema,
  getUsersQuerySchema,
  privateUserSchema,
  updateRoleSchema,
} from '#contracts/users.ts';
import { users } from '../../db/schema.ts';
import { banMessage, requireAdmin } from '../../platform/auth.ts';
import { commonErrorResponses, forbidden } from '../../platform/errors.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import { getUserById } from './find-user.ts';
import { listUsers } from './list-users.ts';
import { presentPrivateUser } from './user-presenter.ts';
import { ADMINS_OUT_OF_REACH, canModerateAccount } from './users.policy.ts';

const errors = commonErrorResponses;

/**
 * User management for admins. Admin accounts, the caller's own included, are out of reach of
 * these calls (`canModerateAccount`): an operator changes admins through ADMIN_* or the database.
 */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/getusers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users with filters and search on username or e-mail (admins)',
        querystring: getUsersQuerySchema,
        response: {
          200: z.object({
            users: z.array(privateUserSchema),
            totalUsers: z.number().int(),
            lastMonthUsers: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = await requireAdmin(request);
      return listUsers(app.db, request.query, viewer.id);
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
      const viewer = await requireAdmin(request);
      const target = await getUserById(app.db, request.body.userId);
      if (!canModerateAccount(viewer, target)) {
        throw forbidden("An admin's role cannot be changed here");
      }
      const updated = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ isPublisher: request.body.isPublisher })
          .where(eq(users.id, target.id))
          .returning();
        await logModeration(
          tx,
          viewer,
          'user.role',
          { type: 'user', id: target.id },
          {
            isPublisher: request.body.isPublisher,
          },
        );
        return row!;
      });
      return presentPrivateUser(app.db, updated, viewer.id);
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
      const viewer = await requireAdmin(request);
      const target = await getUserById(app.db, request.body.userId);
      if (!canModerateAccount(viewer, target)) throw forbidden('Admins cannot be banned');
      const banExpiresAt = banEndsAt(request.body.duration);
      const updated = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ isBanned: true, banReason: request.body.reason, banExpiresAt })
          .where(eq(users.id, target.id))
          .returning();
        await logModeration(
          tx,
          viewer,
          'user.ban',
          { type: 'user', id: target.id },
          {
            duration: request.body.duration,
            reason: request.body.reason,
            until: banExpiresAt.toISOString(),
          },
        );
        return row!;
      });
      app.realtime.disconnectBannedUser(target.id, banMessage(banExpiresAt, request.body.reason));
      return presentPrivateUser(app.db, updated, viewer.id);
    },
  );

  app.post(
    '/api/user/unban/:userId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Lift a ban (admins)',
        params: z.object({ userId: idSchema }),
        response: { 200: privateUserSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireAdmin(request);
      const target = await getUserById(app.db, request.params.userId);
      if (!canModerateAccount(viewer, target)) throw forbidden(ADMINS_OUT_OF_REACH);
      const updated = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ isBanned: false, banReason: null, banExpiresAt: null })
          .where(eq(users.id, target.id))
          .returning();
        await logModeration(tx, viewer, 'user.unban', { type: 'user', id: target.id });
        return row!;
      });
      return presentPrivateUser(app.db, updated, viewer.id);
    },
  );
};
