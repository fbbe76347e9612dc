import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, messageResponseSchema } from '#contracts/common.ts';
import {
  followListQuerySchema,
  followListResponseSchema,
  followResponseSchema,
  sessionUserSchema,
  updateUserResponseSchema,
  updateUserSchema,
  userIdParamsSchema,
  usernameParamsSchema,
  userResponseSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '#contracts/users.ts';
import { proofBodySchema } from '#contracts/sessions.ts';
import { cacheTags } from '../../cache-invalidation.ts';
import { auditSource } from '../../platform/audit-log.ts';
import { endSession, renewSession, startSession } from '../../platform/auth.ts';
import { clientAddress } from '../../platform/client-address.ts';
import { commonErrorResponses } from '../../platform/errors.ts';
import { assertRecentProof } from '../../platform/presence.ts';
import { deleteUser } from './delete-user.ts';
import { endAllSessions } from './end-all-sessions.ts';
import { getUserById, getUserByUsername, type UserRow } from './find-user.ts';
import { followUser } from './follow-user.ts';
import { listFollowRelations } from './follows.ts';
import { resendVerification } from './resend-verification.ts';
import { searchUsers } from './search-users.ts';
import { unfollowUser } from './unfollow-user.ts';
import { isSensitiveChange, updateUser } from './update-user.ts';
import { presentPrivateUser, presentUser } from './user-presenter.ts';
import {
  authorizeAccountDeletion,
  authorizeAccountUpdate,
  authorizeFollow,
  authorizeVerificationResend,
} from './users.policy.ts';

const errors = commonErrorResponses;

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;

  /** Visitors share one answer; a signed-in reader's has their follow and maybe private fields. */
  async function profile(
    request: FastifyRequest,
    reply: FastifyReply,
    find: () => Promise<UserRow>,
  ) {
    const viewer = await request.optionalViewer();
    if (viewer) return presentUser(services, await find(), viewer);
    return reply.publicRead(
      { tags: (user) => [cacheTags.user(user._id)], variesByViewer: true },
      async () => presentUser(services, await find(), null),
    );
  }

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
      if (viewer) await endAllSessions(services, viewer.id);
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
      const user = await getUserById(services, viewer.id);
      const token = await renewSession(app, reply, viewer);
      return { ...(await presentPrivateUser(services, user, viewer)), token };
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
        response: { 200: userSearchResponseSchema, ...errors },
      },
    },
    async (request) => ({
      users: await searchUsers(services, request.query.username, request.query.limit),
    }),
  );

  app.get(
    '/api/user/username/:username',
    {
      schema: {
        tags: ['users'],
        summary: 'A public profile by username',
        params: usernameParamsSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      profile(request, reply, () => getUserByUsername(services, request.params.username)),
  );

  app.get(
    '/api/user/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'A user; e-mail, birth date and ban details only for the user and admins',
        params: userIdParamsSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      profile(request, reply, () => getUserById(services, request.params.id)),
  );

  for (const direction of ['followers', 'following'] as const) {
    app.get(
      `/api/user/:id/${direction}`,
      {
        schema: {
          tags: ['users'],
          summary: `A page of the user's ${direction}, optionally filtered by username`,
          params: userIdParamsSchema,
          querystring: followListQuerySchema,
          response: { 200: followListResponseSchema, ...errors },
        },
      },
      async (request) => listFollowRelations(services, request.params.id, direction, request.query),
    );
  }

  app.put(
    '/api/user/follow/:id',
    {
      preHandler: app.userLimits.follow,
      schema: {
        tags: ['users'],
        summary: 'Follow a publisher or admin (idempotent)',
        params: userIdParamsSchema,
        response: { 200: followResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const target = await getUserById(services, request.params.id);
      authorizeFollow(viewer, target);
      const { followersCount } = await followUser(services, viewer, target.id);
      return {
        success: true,
        message: `You are following ${target.username}`,
        isFollowing: true,
        followersCount,
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
        params: userIdParamsSchema,
        response: { 200: followResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const target = await getUserById(services, request.params.id);
      const { followersCount } = await unfollowUser(services, viewer, target.id);
      return {
        success: true,
        message: `You no longer follow ${target.username}`,
        isFollowing: false,
        followersCount,
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
          'A new e-mail or password needs recent proof of presence from the caller (an admin: their own): `currentPassword` in the body, or a sign-in on this session within the last 10 minutes; else 403 with `code: "reauthentication_required"`. A new e-mail waits as `pendingEmail` until the link mailed to it is followed, and the answer is the same whether or not the address is registered. A new password ends every session; the owner gets a fresh `token`. A taken username is 409.',
        params: userIdParamsSchema,
        body: updateUserSchema,
        response: { 200: updateUserResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const target = await getUserById(services, request.params.id);
      authorizeAccountUpdate(viewer, target);
      const { currentPassword, ...changes } = request.body;
      let provenAt = viewer.provenAt;
      if (isSensitiveChange(target, changes)) {
        provenAt = await assertRecentProof(services, viewer, {
          currentPassword,
          address: clientAddress(request),
        });
      }
      const user = await updateUser(services, viewer, target, changes);
      const presented = await presentPrivateUser(services, user, viewer);
      if (viewer.id !== user.id) return presented;
      // A new password ended every session, this one too: the device goes on in a new one.
      const token =
        changes.password === undefined
          ? await renewSession(app, reply, viewer)
          : await startSession(app, reply, user, { provenAt });
      return { ...presented, token };
    },
  );

  app.delete(
    '/api/user/delete/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete an account and its content; the user, or an admin (not another admin)',
        description:
          'Needs recent proof of presence from the caller, as a new password does: `currentPassword` in the body, or a sign-in within the last 10 minutes; else 403 with `code: "reauthentication_required"`.',
        params: userIdParamsSchema,
        body: proofBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const target = await getUserById(services, request.params.id);
      authorizeAccountDeletion(viewer, target);
      await assertRecentProof(services, viewer, {
        currentPassword: request.body?.currentPassword,
        address: clientAddress(request),
      });
      await deleteUser(services, viewer, target.id, auditSource(request, viewer));
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
        params: userIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const user = await getUserById(services, request.params.id);
      authorizeVerificationResend(viewer, user);
      await resendVerification(services, viewer, user);
      return { success: true, message: 'Verification email sent successfully' };
    },
  );
};
