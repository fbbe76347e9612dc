import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { users } from '../db/schema.ts';
import { issueOneTimeToken } from '../platform/one-time-tokens.ts';
import { createActor, sessionToken, type Actor } from './actors.ts';
import { nextEvent } from './live-socket.ts';

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

type EndSessions = (typeof SESSION_ENDINGS)[number][1];

/**
 * The member's sessions end (`endSessions`, through `app`) while `connect` holds a connection of
 * the member's token: it closes, connecting again is refused, and a connection of the session
 * current since hears the next notification (`notify`) while the ended one heard nothing.
 */
export async function expectEndedConnectionHearsNothing(
  app: FastifyInstance,
  member: Actor,
  endSessions: EndSessions,
  {
    connect,
    notify,
  }: { connect: (token: string) => Promise<Socket>; notify: (member: Actor) => Promise<unknown> },
) {
  const ended = await connect(member.token);
  const heardByEnded: unknown[] = [];
  ended.on('new-notification', (notification) => heardByEnded.push(notification));
  const gone = nextEvent(ended, 'disconnect');
  await endSessions(app, member);
  await gone;

  // Connecting again, as the web client does, is refused: the session is over.
  const told = nextEvent(ended, 'token_expired');
  ended.connect();
  await told;

  // A session opened since hears the next notification; the ended one does not.
  const current = await connect(await currentToken(app, member.id));
  const arriving = nextEvent(current, 'new-notification');
  await notify(member);
  await arriving;
  expect(heardByEnded).toEqual([]);
}

/**
 * An admin bans the member through the API (a day, for `reason`) while `socket` is connected:
 * answers what the socket is told, once it has closed.
 */
export async function banWhileConnected(
  app: FastifyInstance,
  member: Actor,
  socket: Socket,
  reason: string,
) {
  const admin = await createActor(app, 'admin');
  const told = nextEvent<{ message: string }>(socket, 'account_banned');
  const gone = nextEvent(socket, 'disconnect');
  const banned = await app.inject({
    method: 'POST',
    url: '/api/user/ban',
    headers: admin.headers,
    payload: { userId: member.id, duration: '1d', reason },
  });
  expect(banned.statusCode).toBe(200);
  const { message } = await told;
  await gone;
  return message;
}
