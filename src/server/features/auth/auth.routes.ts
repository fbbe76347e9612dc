import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '#contracts/auth.ts';
import { errorResponseSchema, idSchema, messageResponseSchema, text } from '#contracts/common.ts';
import { sessionUserSchema } from '#contracts/users.ts';
import { users } from '../../db/schema.ts';
import { startSession } from '../../platform/auth.ts';
import { clientAddress } from '../../platform/client-address.ts';
import { badRequest } from '../../platform/errors.ts';
import { consumeOneTimeToken } from '../../platform/one-time-tokens.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { endAllSessions } from '../users/end-all-sessions.ts';
import { findUserByEmail, findUserById } from '../users/find-user.ts';
import { presentPrivateUser } from '../users/user-presenter.ts';
import { mailResetLink } from './reset-mail.ts';
import { authenticateWithPassword } from './sign-in.ts';
import { signUp } from './sign-up.ts';

const linkParams = z.object({ userId: idSchema, token: text().min(1).max(200) });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = app.authLimit;

  app.post(
    '/api/auth/signup',
    {
      preHandler: limited,
      schema: {
        tags: ['auth'],
        summary: 'Create an account; a verification link is mailed',
        description:
          'A registered e-mail address gets the same answer; its owner is mailed a notice and nothing is created. A taken username is 409.',
        body: signUpSchema,
        response: { 201: messageResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await signUp(app, request.body);
      return reply.code(201).send({
        success: true,
        message: 'Signup successful. Please check your e-mail to verify your account.',
      });
    },
  );

  app.post(
    '/api/auth/signin',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username or e-mail and password',
        description:
          'Sets the httpOnly `access_token` cookie and returns the user with `token`. Failed sign-ins are limited per account and client address (429).',
        body: signInSchema,
        response: {
          200: sessionUserSchema.extend({ success: z.literal(true), message: z.string() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = await authenticateWithPassword(app, {
        identifier: request.body.email,
        password: request.body.password,
        address: clientAddress(request),
      });
      const token = await startSession(app, reply, user);
      return {
        success: true as const,
        message: 'Signed in successfully',
        ...(await presentPrivateUser(app.db, user, user.id)),
        token,
      };
    },
  );

  app.get(
    '/api/auth/:userId/verify/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify an e-mail address from the mailed link',
        params: linkParams,
        response: {
          200: messageResponseSchema.extend({ alreadyVerified: z.boolean() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { userId, token } = request.params;
      const user = await findUserById(app.db, userId);
      if (!user) throw badRequest('Invalid or expired verification link');
      const isConsumed = await consumeOneTimeToken(app.db, userId, 'verify-email', token);
      if (!isConsumed) {
        // Opening the link twice is harmless once the address is verified.
        if (user.verified) {
          return {
            success: true,
            message: 'Your email is already verified',
            alreadyVerified: true,
          };
        }
        throw badRequest('Invalid or expired verification link');
      }
      await app.db.update(users).set({ verified: true }).where(eq(users.id, userId));
      return { success: true, message: 'Email verified successfully', alreadyVerified: false };
    },
  );

  app.post(
    '/api/auth/request-password-reset',
    {
      preHandler: limited,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link',
        description:
          'Answers the same, as soon, whether or not the e-mail is registered; the link is mailed after the answer.',
        body: requestPasswordResetSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      // Off the request path: the answer does not wait for the link to be made and mailed.
      if (user) void mailResetLink(app, user);
      return {
        success: true,
        message: 'If an account exists for that e-mail, a password reset link has been sent.',
      };
    },
  );

  app.post(
    '/api/auth/reset-password/:userId/:token',
    {
      preHandler: limited,
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the mailed link',
        description: 'Every existing session of the account ends.',
        params: linkParams,
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, token } = request.params;
      const passwordHash = await hashPassword(request.body.newPassword);
      const isConsumed = await consumeOneTimeToken(app.db, userId, 'reset-password', token);
      if (!isConsumed) throw badRequest('This reset link is invalid or has expired');
      await endAllSessions(app, userId, { passwordHash });
      return { success: true, message: 'Your password has been reset successfully' };
    },
  );
};
