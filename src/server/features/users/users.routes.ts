import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '#contracts/common.ts';
import { errorResponseSchema, idSchema, text } from '#contracts/common.ts';
import {
  followListQuerySchema,
  sessionUserSchema,
  updateUserSchema,
  userListItemSchema,
  userResponseSchema,
  userSearchQuerySchema,
} from '#contracts/users.ts';
import { endSession, startSession } from '../../platform/auth.ts';
import { badRequest, forbidden, notFound, commonErrorResponses } from '../../platform/errors.ts';
import { isModeration, logModeration } from '../../platform/moderation-log.ts';
import { sendVerificationMail } from '../auth/verification-mail.ts';
import { userFollowed } from '../notifications/notification-events.ts';
import { deleteUser } from './delete-user.ts';
import { endAllSessions } from './end-all-sessions.ts';
import { findUserByUsername, getUserById } from './find-user.ts';
import { follow, listFollowRelations, unfollow } from './follows.ts';
import { searchUsers } from './search-users.ts';
import { presentPrivateUser, presentUser } from './user-presenter.ts';
import { assertCanManageAccount, canFollow } from './users.policy.ts';
import { updateUser } from './update-user.ts';

const idParams = z.object({ id: idSchema });
const errors = commonErrorResponses;
const followResponseSchema = messageResponseSchema.extend({
  isFollowing: z.boolean(),
  followersCount: z.number().int(),
});

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/signout',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign out: every token of the account stops working',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = await request.optionalViewer();
      if (viewer) await endAllSessions(app, viewer.id);
      endSession(reply);
      return { success: true, message: 'Signed out' };
    },
  );

  app.get(
    '/api/user/refresh-token/data',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user with a fresh token',
        response: { 200: sessionUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const user = await getUserById(app.db, viewer.id);
      const token = await startSession(app, reply, user);
      return { ...(await presentPrivateUser(app.db, user, viewer.id)), token };
    },
  );

  app.head(
    '/api/user/validate-token',
    {
      // Swagger leaves HEAD routes out unless asked: this one is a call of the spec.
      config: { swagger: { exposeHeadRoute: true } },
      schema: { tags: ['users'], summary: '200 when the token is valid, else 401' },
    },
    async (request, reply) => {
      await request.requireViewer();
      return reply.code(200).send();
    },
  );

  app.get(
    '/api/user/search',
    {
      schema: {
        tags: ['users'],
        summary: 'Users whose name contains the term (mention suggestions, navigation search)',
        querystring: userSearchQuerySchema,
        response: { 200: z.object({ users: z.array(userListItemSchema) }), ...errors },
      },
    },
    async (request) => ({
      users: await searchUsers(app.db, request.query.username, request.query.limit),
    }),
  );

  app.get(
    '/api/user/username/:username',
    {
      schema: {
        tags: ['users'],
        summary: 'A public profile by username',
        params: z.object({ username: text().min(1).max(50) }),
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await findUserByUsername(app.db, request.params.username);
      if (!user) throw notFound('User not found');
      return presentUser(app.db, user, await request.optionalViewer());
    },
  );

  app.get(
    '/api/user/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'A user; e-mail, birth date and ban details only for the user and admins',
        params: idParams,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await getUserById(app.db, request.params.id);
      return presentUser(app.db, user, await request.optionalViewer());
    },
  );

  for (const direction of ['followers', 'following'] as const) {
    app.get(
      `/api/user/:id/${direction}`,
      {
        schema: {
          tags: ['users'],
          summary: `A page of the user's ${direction}, optionally filtered by username`,
          params: idParams,
          querystring: followListQuerySchema,
          response: { 200: z.array(userListItemSchema), ...errors },
        },
      },
      async (request) => {
        await getUserById(app.db, request.params.id);
        return listFollowRelations(app.db, request.params.id, direction, request.query);
      },
    );
  }

  app.put(
    '/api/user/follow/:id',
    {
      preHandler: app.userLimits.follow,
      schema: {
        tags: ['users'],
        summary: 'Follow a publisher or admin (idempotent)',
        params: idParams,
        response: { 200: followResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const target = await getUserById(app.db, request.params.id);
      if (viewer.id === target.id) throw badRequest('You cannot follow yourself');
      if (!canFollow(viewer, target)) throw forbidden('Only publishers and admins can be followed');
      await follow(app.db, viewer.id, target.id);
      await userFollowed(app, viewer, target.id);
      const updated = await getUserById(app.db, target.id);
      return {
        success: true,
        message: `You are following ${target.username}`,
        isFollowing: true,
        followersCount: updated.followersCount,
      };
    },
  );

  app.put(
    '/api/user/unfollow/:id',
    {
      preHandler: app.userLimits.follow,
      schema: {
        tags: ['users'],
        summary: 'Stop following a user (idempotent)',
        params: idParams,
        response: { 200: followResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const target = await getUserById(app.db, request.params.id);
      await unfollow(app.db, viewer.id, target.id);
      const updated = await getUserById(app.db, target.id);
      return {
        success: true,
        message: `You no longer follow ${target.username}`,
        isFollowing: false,
        followersCount: updated.followersCount,
      };
    },
  );

  app.put(
    '/api/user/update/:id',
    {
      schema: {
        tags: ['users'],
        summary:
          'Change profile fields (only those sent); the user, or an admin (not on another admin)',
        description:
          'A new e-mail must be verified again. A new password ends other sessions; the owner gets a fresh `token`.',
        params: idParams,
        body: updateUserSchema,
        response: {
          200: z.union([sessionUserSchema, userResponseSchema]),
          409: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const target = await getUserById(app.db, request.params.id);
      assertCanManageAccount(viewer, target, 'You can only update your own account');
      const { user } = await updateUser(app, request.params.id, request.body, viewer);
      const presented = await presentPrivateUser(app.db, user, viewer.id);
      if (viewer.id !== user.id) return presented;
      const token = await startSession(app, reply, user);
      return { ...presented, token };
    },
  );

  app.delete(
    '/api/user/delete/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete an account and its content; the user, or an admin (not another admin)',
        params: idParams,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const target = await getUserById(app.db, request.params.id);
      assertCanManageAccount(viewer, target, 'You can only delete your own account');
      await deleteUser(app.db, target.id, viewer);
      app.realtime.disconnectUser(target.id);
      if (target.id === viewer.id) endSession(reply);
      return { success: true, message: 'User has been deleted' };
    },
  );

  app.post(
    '/api/user/:id/resend-verification',
    {
      preHandler: app.authLimit,
      schema: {
        tags: ['users'],
        summary: 'Mail a new verification link',
        params: idParams,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const user = await getUserById(app.db, request.params.id);
      assertCanManageAccount(viewer, user, 'You can only verify your own account');
      if (user.verified) throw badRequest('Your account is already verified');
      const isSent = await sendVerificationMail(app, user);
      if (!isSent) throw new Error('verification mail could not be sent');
      if (isModeration(viewer, user.id)) {
        await logModeration(app.db, viewer, 'user.resend-verification', {
          type: 'user',
          id: user.id,
        });
      }
      return { success: true, message: 'Verification email sent successfully' };
    },
  );
};
