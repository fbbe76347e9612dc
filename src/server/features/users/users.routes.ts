import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as currentSession from '#contracts/current-session.endpoints.ts';
import * as users from '#contracts/users.endpoints.ts';
import { cacheTags } from '../../cache-invalidation.ts';
import { auditSource } from '../../platform/audit-log.ts';
import { endSession, renewSession, startSession } from '../../platform/auth.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { assertRecentProofFrom } from '../../platform/presence.ts';
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

/** What following or unfollowing someone answers. */
const followAnswer = (username: string, isFollowing: boolean, followersCount: number) => ({
  success: true,
  message: isFollowing ? `You are following ${username}` : `You no longer follow ${username}`,
  isFollowing,
  followersCount,
});

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['users']);
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

  await route(currentSession.signOut, {
    summary: 'Sign out: every token of the account stops working',
    handler: async (request, reply) => {
      const viewer = await request.optionalViewer();
      if (viewer) await endAllSessions(services, viewer.id);
      endSession(reply);
      return { success: true, message: 'Signed out' };
    },
  });

  await route(currentSession.refreshSession, {
    summary: 'The signed-in user with a fresh token',
    handler: async (request, reply) => {
      const viewer = await request.requireViewer();
      const user = await getUserById(services, viewer.id);
      const token = await renewSession(app, reply, viewer);
      return { ...(await presentPrivateUser(services, user, viewer)), token };
    },
  });

  await route(currentSession.validateToken, {
    summary: '200 when the token is valid, else 401',
    // Swagger leaves HEAD routes out unless asked: this one is a call of the spec.
    config: { swagger: { exposeHeadRoute: true } },
    handler: async (request, reply) => {
      await request.requireViewer();
      return reply.code(200).send();
    },
  });

  await route(users.search, {
    summary: 'Users whose name contains the term (mention suggestions, navigation search)',
    handler: async (request) => ({
      users: await searchUsers(services, request.query.username, request.query.limit),
    }),
  });

  await route(users.byUsername, {
    summary: 'A public profile by username',
    handler: async (request, reply) =>
      profile(request, reply, () => getUserByUsername(services, request.params.username)),
  });

  await route(users.byId, {
    summary: 'A user; e-mail, birth date and ban details only for the user and admins',
    handler: async (request, reply) =>
      profile(request, reply, () => getUserById(services, request.params.id)),
  });

  for (const direction of ['followers', 'following'] as const) {
    await route(users[direction], {
      summary: `A page of the user's ${direction}, optionally filtered by username`,
      handler: async (request) =>
        listFollowRelations(services, request.params.id, direction, request.query),
    });
  }

  await route(users.follow, {
    summary: 'Follow a publisher or admin (idempotent)',
    preHandler: app.userLimits.follow,
    handler: async (request) => {
      const viewer = await request.requireViewer();
      const target = await getUserById(services, request.params.id);
      authorizeFollow(viewer, target);
      const { followersCount } = await followUser(services, viewer, target.id);
      return followAnswer(target.username, true, followersCount);
    },
  });

  await route(users.unfollow, {
    summary: 'Stop following a user (idempotent)',
    preHandler: app.userLimits.follow,
    handler: async (request) => {
      const viewer = await request.requireViewer();
      const target = await getUserById(services, request.params.id);
      const { followersCount } = await unfollowUser(services, viewer, target.id);
      return followAnswer(target.username, false, followersCount);
    },
  });

  await route(users.update, {
    errors: [409, 429],
    summary:
      'Change profile fields (only those sent); the user, or an admin (not on another admin)',
    description:
      'A new e-mail or password needs recent proof of presence from the caller (an admin: their own): `currentPassword` in the body, or a sign-in on this session within the last 10 minutes; else 403 with `code: "reauthentication_required"`. A new e-mail waits as `pendingEmail` until the link mailed to it is followed, and the answer is the same whether or not the address is registered. A new password ends every session; the owner gets a fresh `token`. A taken username is 409.',
    handler: async (request, reply) => {
      const viewer = await request.requireViewer();
      const target = await getUserById(services, request.params.id);
      authorizeAccountUpdate(viewer, target);
      const { currentPassword, ...changes } = request.body;
      let provenAt = viewer.provenAt;
      if (isSensitiveChange(target, changes)) {
        provenAt = await assertRecentProofFrom(services, request, viewer, { currentPassword });
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
  });

  await route(users.remove, {
    errors: [429],
    summary: 'Delete an account and its content; the user, or an admin (not another admin)',
    description:
      'Needs recent proof of presence from the caller, as a new password does: `currentPassword` in the body, or a sign-in within the last 10 minutes; else 403 with `code: "reauthentication_required"`.',
    handler: async (request, reply) => {
      const viewer = await request.requireViewer();
      const target = await getUserById(services, request.params.id);
      authorizeAccountDeletion(viewer, target);
      await assertRecentProofFrom(services, request, viewer, {
        currentPassword: request.body?.currentPassword,
      });
      await deleteUser(services, viewer, target.id, auditSource(request, viewer));
      if (target.id === viewer.id) endSession(reply);
      return { success: true, message: 'User has been deleted' };
    },
  });

  await route(users.resendVerification, {
    summary: 'Mail a new verification link',
    preHandler: app.authLimit,
    handler: async (request) => {
      const viewer = await request.requireViewer();
      const user = await getUserById(services, request.params.id);
      authorizeVerificationResend(viewer, user);
      await resendVerification(services, viewer, user);
      return { success: true, message: 'Verification email sent successfully' };
    },
  });
};
