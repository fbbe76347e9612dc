import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as secondFactor from '#contracts/second-factor.endpoints.ts';
import { clientAddress } from '../../platform/client-address.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { notFound } from '../../platform/errors.ts';
import { assertRecentProofFrom, type PresenceProof } from '../../platform/presence.ts';
import { signedInAnswer } from '../auth/session-answer.ts';
import { getUserById } from '../users/find-user.ts';
import { completeSecondFactor, secondFactorPasskeyOptions } from './complete-second-factor.ts';
import { confirmTotp } from './confirm-totp.ts';
import { secondFactorStatus } from './factors.ts';
import { passkeySignInOptions, signInWithPasskey } from './passkey-sign-in.ts';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes.ts';
import { passkeyRegistrationOptions, registerPasskey } from './register-passkey.ts';
import { ownsPasskey, removePasskey } from './remove-passkey.ts';
import { startTotpSetup } from './start-totp-setup.ts';
import { turnOffTotp } from './turn-off-totp.ts';

const PROOF_OF_PRESENCE =
  'Needs recent proof of presence: `currentPassword` or `code` (of the app, or a recovery code) in the body, or a sign-in, with or without a second factor, on this session within the last 10 minutes; else 403 with `code: "reauthentication_required"`.';

/** WebAuthn options go to the browser's library as they are. */
const asJson = (options: object) => options as Record<string, unknown>;

/**
 * Two-step sign-in: an authenticator app (TOTP) with ten recovery codes, and passkeys
 * (WebAuthn), which also sign in on their own. Each member manages their own factors; turning
 * one off or replacing the codes needs recent proof that the owner is present (sudo mode).
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['second-factor']);
  const { services } = app;

  /** The caller, once they have shown they are present (sudo mode) with what the request sent. */
  async function presentCaller(
    request: FastifyRequest,
    sent?: Omit<PresenceProof, 'address'> | null,
  ) {
    const viewer = await request.requireViewer();
    await assertRecentProofFrom(services, request, viewer, sent);
    return viewer;
  }

  await route(secondFactor.signIn, {
    errors: [429],
    summary: 'Finish a sign-in with the ticket and a code or a passkey',
    description:
      '`{ ticket, code }` (a code of the authenticator app or a recovery code) or `{ ticket, passkey }` (the WebAuthn answer to `…/second-factor/options`). Starts the session exactly as sign-in does. The ticket lasts 5 minutes and is used once; wrong codes are limited per account and client address (429).',
    handler: async (request, reply) => {
      const user = await completeSecondFactor(services, request.body, clientAddress(request));
      return signedInAnswer(app, reply, user);
    },
  });

  await route(secondFactor.signInOptions, {
    summary: "WebAuthn options to finish a sign-in with one of the account's passkeys",
    handler: async (request) => ({
      options: asJson(await secondFactorPasskeyOptions(services, request.body.ticket)),
    }),
  });

  await route(secondFactor.passkeySignInOptions, {
    summary: 'WebAuthn options to sign in with a passkey alone (no username)',
    preHandler: app.authLimit,
    handler: async () => ({ options: asJson(await passkeySignInOptions(services)) }),
  });

  await route(secondFactor.passkeySignIn, {
    summary: 'Sign in with a passkey alone',
    description: 'The passkey names its account and verifies its user; answers as sign-in.',
    handler: async (request, reply) => {
      const user = await signInWithPasskey(services, request.body.passkey);
      return signedInAnswer(app, reply, user);
    },
  });

  await route(secondFactor.status, {
    summary: "The caller's second factors, and whether their account needs one",
    handler: async (request) => {
      const viewer = await request.requireViewer();
      return secondFactorStatus(services, await getUserById(services, viewer.id));
    },
  });

  await route(secondFactor.startTotp, {
    errors: [409],
    summary: 'Start setting up an authenticator app: a new key, as a QR code and as text',
    description: 'Not on until `…/totp/confirm` gets a first valid code.',
    handler: async (request) => startTotpSetup(services, await request.requireViewer()),
  });

  await route(secondFactor.confirmTotp, {
    summary: 'Turn the authenticator app on with a first code from it',
    description: 'A first factor comes with ten recovery codes, shown this once.',
    handler: async (request) => {
      const viewer = await request.requireViewer();
      const { recoveryCodes } = await confirmTotp(services, viewer, request.body.code);
      return { success: true, message: 'Two-step sign-in is on', recoveryCodes };
    },
  });

  await route(secondFactor.turnOffTotp, {
    errors: [429],
    summary: 'Turn the authenticator app off (sudo mode)',
    description: PROOF_OF_PRESENCE,
    handler: async (request) => {
      await turnOffTotp(services, await presentCaller(request, request.body));
      return { success: true, message: 'The authenticator app is off' };
    },
  });

  await route(secondFactor.replaceRecoveryCodes, {
    errors: [429],
    summary: 'Ten new recovery codes; the old ones stop working (sudo mode)',
    description: PROOF_OF_PRESENCE,
    handler: async (request) => {
      const recoveryCodes = await regenerateRecoveryCodes(
        services,
        await presentCaller(request, request.body),
      );
      return { success: true, message: 'New recovery codes', recoveryCodes };
    },
  });

  await route(secondFactor.passkeyOptions, {
    summary: 'WebAuthn options to add a passkey to the account',
    handler: async (request) => ({
      options: asJson(await passkeyRegistrationOptions(services, await request.requireViewer())),
    }),
  });

  await route(secondFactor.addPasskey, {
    errors: [409],
    summary: 'Add the passkey the browser created, under a name',
    description: 'A first factor comes with ten recovery codes, shown this once.',
    handler: async (request, reply) => {
      const viewer = await request.requireViewer();
      const { recoveryCodes } = await registerPasskey(services, viewer, request.body);
      return reply.code(201).send({ success: true, message: 'Passkey added', recoveryCodes });
    },
  });

  await route(secondFactor.removePasskey, {
    errors: [429],
    summary: 'Remove one of your passkeys (sudo mode)',
    description: PROOF_OF_PRESENCE,
    handler: async (request) => {
      const viewer = await request.requireViewer();
      // Another's passkey is missing before anything is asked: its existence is not revealed.
      if (!(await ownsPasskey(services, viewer, request.params.id))) {
        throw notFound('Passkey not found');
      }
      await assertRecentProofFrom(services, request, viewer, request.body);
      await removePasskey(services, viewer, request.params.id);
      return { success: true, message: 'Passkey removed' };
    },
  });
};
