import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as auth from '#contracts/auth.endpoints.ts';
import { setDecoySessionCookie, startSession } from '../../platform/auth.ts';
import { clientAddress } from '../../platform/client-address.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { secondFactorTicket } from '../second-factor/sign-in-ticket.ts';
import { chosenLocale } from '../../platform/mail-language.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { authenticateWithPassword } from './sign-in.ts';
import { confirmEmailChange } from './confirm-email-change.ts';
import { undoEmailChange } from './undo-email-change.ts';
import { signUp } from './sign-up.ts';
import { signedInAnswer } from './session-answer.ts';
import { verifyEmail } from './verify-email.ts';

export const SIGN_IN_SECOND_STEP = 'Enter a code from your authenticator app, or use a passkey';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['auth']);
  const { services } = app;
  const limited = app.authLimit;

  await route(auth.signUp, {
    errors: [409],
    summary: 'Create an account, signed in and unverified; a verification link is mailed',
    description:
      "Sets the httpOnly `access_token` cookie of the new account's session, as sign-in does (`GET /api/user/refresh-token/data` then answers the user). A registered e-mail address gets the same answer, a cookie of the same form included, which opens no session; its owner is mailed a notice and nothing is created. A taken username is 409.",
    preHandler: limited,
    handler: async (request, reply) => {
      const created = await signUp(
        services,
        request.body,
        chosenLocale(request, app.config.defaultLocale),
      );
      if (created) await startSession(app, reply, created);
      else await setDecoySessionCookie(app, reply);
      return reply.code(201).send({
        success: true,
        message: 'Signup successful. Please check your e-mail to verify your account.',
      });
    },
  });

  await route(auth.signIn, {
    errors: [429],
    summary: 'Sign in with username or e-mail and password',
    description:
      'Sets the httpOnly `access_token` cookie and returns the user with `token`. Failed sign-ins are limited per account and client address (429). An account with a second factor gets `secondFactor: { methods, ticket }` and no session: `POST /api/auth/signin/second-factor` finishes it.',
    handler: async (request, reply) => {
      const user = await authenticateWithPassword(services, {
        identifier: request.body.email,
        password: request.body.password,
        address: clientAddress(request),
      });
      const secondFactor = await secondFactorTicket(services, user.id);
      if (secondFactor) {
        return { success: true as const, message: SIGN_IN_SECOND_STEP, secondFactor };
      }
      return signedInAnswer(app, reply, user);
    },
  });

  await route(auth.verifyEmail, {
    summary: 'Verify an e-mail address from the mailed link',
    handler: async (request) => {
      const { alreadyVerified } = await verifyEmail(services, request.params);
      return alreadyVerified
        ? { success: true, message: 'Your email is already verified', alreadyVerified }
        : { success: true, message: 'Email verified successfully', alreadyVerified };
    },
  });

  await route(auth.requestPasswordReset, {
    summary: 'Mail a password reset link',
    description:
      'Answers the same, as soon, whether or not the e-mail is registered; the link is mailed after the answer. An address gets a few reset mails an hour at most (AUTH_MAILS_PER_ADDRESS_PER_HOUR); past them the answer is the same and nothing is mailed, so the links already sent keep working.',
    preHandler: limited,
    handler: async (request) => {
      await requestPasswordReset(services, request.body.email);
      return {
        success: true,
        message: 'If an account exists for that e-mail, a password reset link has been sent.',
      };
    },
  });

  await route(auth.resetPassword, {
    errors: [429],
    summary: 'Choose a new password with the mailed link',
    description:
      'Every existing session of the account ends. A genuine link always works; links that open nothing are limited per client address (429).',
    handler: async (request) => {
      await resetPassword(
        services,
        request.params,
        request.body.newPassword,
        clientAddress(request),
      );
      return { success: true, message: 'Your password has been reset successfully' };
    },
  });

  await route(auth.confirmEmailChange, {
    summary: "Make a new e-mail address the account's, from the link mailed to it",
    description:
      'The link works once, for 24 hours. The former address is mailed a link that undoes the change.',
    handler: async (request) => {
      const { email } = await confirmEmailChange(services, request.params);
      return { success: true, message: `Your e-mail address is now ${email}` };
    },
  });

  await route(auth.undoEmailChange, {
    summary: 'Give the account its former e-mail address back, from the link mailed to it',
    description:
      'Every session of the account ends, and a password reset link is mailed to the restored address.',
    handler: async (request) => {
      await undoEmailChange(services, request.params);
      return {
        success: true,
        message:
          'Your e-mail address is restored and every device has been signed out. We sent you a link to choose a new password.',
      };
    },
  });
};
