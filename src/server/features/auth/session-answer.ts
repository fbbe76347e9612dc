import type { FastifyInstance, FastifyReply } from 'fastify';
import { startSession } from '../../platform/auth.ts';
import { presentPrivateUser } from '../users/user-presenter.ts';
import type { UserRow } from '../users/find-user.ts';

/** The session starts (cookie and token) and the answer is the signed-in user, as sign-in gives. */
export async function signedInAnswer(app: FastifyInstance, reply: FastifyReply, user: UserRow) {
  const token = await startSession(app, reply, user);
  return {
    success: true as const,
    message: 'Signed in successfully',
    ...(await presentPrivateUser(app.services, user, user)),
    token,
  };
}
