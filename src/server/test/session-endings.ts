import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { users } from '../db/schema.ts';
import { issueOneTimeToken } from '../platform/one-time-tokens.ts';
import { createActor, sessionToken, type Actor } from './actors.ts';

const NEW_PASSWORD = 'a brand new passphrase';

/** Gives the member a new password through the API, as the account `headers` sign in. */
async function setNewPassword(app: FastifyInstance, member: Actor, headers: Actor['headers']) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/user/update/${member.id}`,
    headers,
    payload: { password: NEW_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
}

/**
 * Each way a member's session ends through the API, as a client would do it: the session of
 * `member.token` ends, with every other (or, signed out from another device, alone).
 */
export const SESSION_ENDINGS: [string, (app: FastifyInstance, member: Actor) => Promise<void>][] = [
  [
    'the member changes their password',
    (app, member) => setNewPassword(app, member, member.headers),
  ],
  [
    'the password is reset from the mailed link',
    async (app, member) => {
      const token = await issueOneTimeToken(app.db, member.id, 'reset-password');
      const response = await app.inject({
        method: 'POST',
        url: `/api/auth/reset-password/${member.id}/${token}`,
        payload: { newPassword: NEW_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
    },
  ],
  [
    'an admin sets a new password for the member',
    async (app, member) => setNewPassword(app, member, (await createActor(app, 'admin')).headers),
  ],
  [
    "the device is signed out from another of the member's devices",
    async (app, member) => {
      const other = { authorization: `Bearer ${await currentToken(app, member.id)}` };
      const listed = await app.inject({ method: 'GET', url: '/api/user/sessions', headers: other });
      const ended = listed
        .json<{ sessions: { _id: string; isCurrent: boolean }[] }>()
        .sessions.filter((session) => !session.isCurrent);
      expect(ended).toHaveLength(1);
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/user/sessions/${ended[0]!._id}`,
        headers: other,
      });
      expect(response.statusCode).toBe(200);
    },
  ],
  [
    'the member signs out',
    async (app, member) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/signout',
        headers: member.headers,
      });
      expect(response.statusCode).toBe(200);
    },
  ],
];

/** A token of the member's current session, as signing in again would give. */
export async function currentToken(app: FastifyInstance, userId: string): Promise<string> {
  const [user] = await app.db
    .select({ id: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  return sessionToken(app, user!);
}
