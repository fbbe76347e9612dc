import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROOF_OF_PRESENCE_MINUTES } from '#contracts/sessions.constants.ts';
import * as sessions from '#contracts/sessions.endpoints.ts';
import { clientAddress } from '../../platform/client-address.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { provePresence } from '../../platform/presence.ts';
import { listSessions } from './list-sessions.ts';
import { signOutOtherSessions, signOutSession } from './sign-out-sessions.ts';

/**
 * The caller's signed-in devices. Only the owner sees or ends them; an admin ends a member's
 * sessions by a ban or a new password, never one by one (no admin reads members' devices).
 */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['users']);
  const { services } = app;

  await route(sessions.list, {
    summary: "The caller's signed-in devices, the current one marked",
    handler: async (request) => {
      const viewer = await request.requireViewer();
      return { sessions: await listSessions(services, viewer) };
    },
  });

  await route(sessions.signOut, {
    summary: "Sign out one of the caller's devices",
    description:
      "Its token is refused from now on and its live connections close. Another member's session is 404, as an unknown one.",
    handler: async (request) => {
      const viewer = await request.requireViewer();
      await signOutSession(services, viewer, request.params.sessionId);
      return { success: true, message: 'That device has been signed out' };
    },
  });

  await route(sessions.signOutOthers, {
    summary: 'Sign out every device of the caller but this one',
    handler: async (request) => {
      const viewer = await request.requireViewer();
      const signedOut = await signOutOtherSessions(services, viewer);
      return { success: true, message: 'Every other device has been signed out', signedOut };
    },
  });

  await route(sessions.confirmPresence, {
    errors: [429],
    tags: ['auth'],
    summary: 'Confirm with the current password or a code that the owner is present (sudo mode)',
    description: `\`{ currentPassword }\`, or \`{ code }\` (a code of the authenticator app or a recovery code). For the next ${PROOF_OF_PRESENCE_MINUTES} minutes this session may change the e-mail or password, turn off or remove a second factor, replace the recovery codes or delete the account without sending it again. A wrong one is 403 with \`code: "reauthentication_required"\` and counts as a failed sign-in.`,
    handler: async (request) => {
      const viewer = await request.requireViewer();
      const provenAt = await provePresence(services, viewer, {
        ...request.body,
        address: clientAddress(request),
      });
      const provenUntil = new Date(provenAt.getTime() + PROOF_OF_PRESENCE_MINUTES * 60_000);
      return { success: true, message: 'Thank you', provenUntil: provenUntil.toISOString() };
    },
  });
};
