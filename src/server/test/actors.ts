import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema.ts';
import { hashPassword } from '../platform/passwords.ts';
import { recordSession } from '../platform/sessions.ts';
import { signAccessToken } from '../platform/tokens.ts';

export type Role = 'user' | 'publisher' | 'admin';

export interface Actor {
  id: string;
  username: string;
  email: string;
  token: string;
  /** Headers that authenticate a request as this actor. */
  headers: { authorization: string };
}

let created = 0;

/** The device a test's sessions are recorded for. */
export const TEST_DEVICE = {
  device: 'Test device',
  browser: 'Test client',
  network: '127.0.0.0/24',
};

/**
 * A token of a new session of the user, as a sign-in gives: recorded as just proven, unless
 * `provenAt` says otherwise (null: never).
 */
export async function sessionToken(
  app: FastifyInstance,
  user: { id: string; tokenVersion: number },
  { provenAt = new Date() }: { provenAt?: Date | null } = {},
): Promise<string> {
  const now = new Date();
  const lifetime = app.config.tokenLifetimeSeconds;
  const sessionId = await recordSession(app.db, user.id, TEST_DEVICE, {
    now,
    expiresAt: new Date(now.getTime() + lifetime * 1000),
    provenAt,
  });
  return signAccessToken(
    app.jwtSecret,
    { userId: user.id, tokenVersion: user.tokenVersion, sessionId },
    lifetime,
  );
}

const DAY = 86_400_000;

export interface ActorOptions {
  /** When the account was made: two days ago by default, so it has earned trust. */
  joinedAt?: Date;
  verified?: boolean;
  /** A password the account signs in with; none by default (the tests use its token). */
  password?: string;
}

/**
 * Creates an account with the given role (verified and two days old unless told otherwise) and
 * returns it with a valid token.
 */
export async function createActor(
  app: FastifyInstance,
  role: Role,
  name?: string,
  { joinedAt = new Date(Date.now() - 2 * DAY), verified = true, password }: ActorOptions = {},
): Promise<Actor> {
  created += 1;
  const username = name ?? `${role}${created}`;
  const email = `${username}@example.org`;
  const [user] = await app.db
    .insert(users)
    .values({
      username,
      email,
      dateOfBirth: '1990-01-01',
      passwordHash: password === undefined ? null : await hashPassword(password),
      verified,
      createdAt: joinedAt,
      isAdmin: role === 'admin',
      isPublisher: role === 'publisher',
    })
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  const token = await sessionToken(app, user!);
  return { id: user!.id, username, email, token, headers: { authorization: `Bearer ${token}` } };
}

/** One of each kind of caller the permission tests need. */
export async function createActors(app: FastifyInstance) {
  return {
    visitor: { headers: {} },
    user: await createActor(app, 'user'),
    publisher: await createActor(app, 'publisher'),
    otherPublisher: await createActor(app, 'publisher'),
    admin: await createActor(app, 'admin'),
  };
}

type Actors = Awaited<ReturnType<typeof createActors>>;

/** Everyone but the admins, each with the status a route for admins refuses them with. */
export const nonAdmins = (actors: Actors) =>
  [
    [actors.visitor, 401],
    [actors.user, 403],
    [actors.publisher, 403],
  ] as const;

/** Everyone who may not change another publisher's item, each with the status they are refused. */
export const nonOwners = (actors: Actors) =>
  [
    [actors.otherPublisher, 403],
    [actors.user, 403],
    [actors.visitor, 401],
  ] as const;
