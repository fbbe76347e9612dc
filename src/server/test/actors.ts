import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema.ts';
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

const DAY = 86_400_000;

export interface ActorOptions {
  /** When the account was made: two days ago by default, so it has earned trust. */
  joinedAt?: Date;
  verified?: boolean;
}

/**
 * Creates an account with the given role (verified and two days old unless told otherwise) and
 * returns it with a valid token.
 */
export async function createActor(
  app: FastifyInstance,
  role: Role,
  name?: string,
  { joinedAt = new Date(Date.now() - 2 * DAY), verified = true }: ActorOptions = {},
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
      verified,
      createdAt: joinedAt,
      isAdmin: role === 'admin',
      isPublisher: role === 'publisher',
    })
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  const token = await signAccessToken(app.jwtSecret, user!, app.config.tokenLifetimeSeconds);
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
