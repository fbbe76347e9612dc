import { randomBytes } from 'node:crypto';
import type { Database } from '../../../src/server/db/client.ts';
import { users } from '../../../src/server/db/schema.ts';
import { hashPassword } from '../../../src/server/platform/passwords.ts';
import { recordSession } from '../../../src/server/platform/sessions.ts';
import { signAccessToken } from '../../../src/server/platform/tokens.ts';

const PASSWORD = 'cluster-password';
let passwordHash: Promise<string> | undefined;

export interface Account {
  id: string;
  username: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

/**
 * A verified account written straight into the cluster's database, with a token the app
 * processes accept (they share the JWT secret), as one made by signing up and in would be.
 */
export async function createAccount(
  db: Database,
  jwtSecret: string,
  role: 'user' | 'publisher' | 'admin',
): Promise<Account> {
  const username = `${role}${randomBytes(4).toString('hex')}`;
  const [user] = await db
    .insert(users)
    .values({
      username,
      email: `${username}@example.org`,
      passwordHash: await (passwordHash ??= hashPassword(PASSWORD)),
      dateOfBirth: '1990-01-01',
      verified: true,
      // Two days old: an account that has earned trust (new ones post 3 comments an hour).
      createdAt: new Date(Date.now() - 2 * 86_400_000),
      isAdmin: role === 'admin',
      isPublisher: role === 'publisher',
    })
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  const now = new Date();
  const sessionId = await recordSession(
    db,
    user!.id,
    { device: 'Cluster test', browser: 'Test client', network: '127.0.0.0/24' },
    { now, expiresAt: new Date(now.getTime() + 3600_000), provenAt: now },
  );
  const token = await signAccessToken(jwtSecret, { ...user!, userId: user!.id, sessionId }, 3600);
  return {
    id: user!.id,
    username,
    password: PASSWORD,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}
