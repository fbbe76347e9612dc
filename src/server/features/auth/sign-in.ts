import type { FastifyInstance } from 'fastify';
import { isEmail } from '#contracts/auth.ts';
import { assertNotBanned } from '../../platform/auth.ts';
import { unauthorized } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { findUserByEmail, findUserByUsername, type UserRow } from '../users/find-user.ts';

export const WRONG_CREDENTIALS = 'Wrong username, e-mail or password';

// Verified against when no account matches, so a miss costs as long as a wrong password.
const decoyHash = hashPassword('decoy password for timing');

/** The account the identifier and password open, or 401; a banned account is told why. */
export async function authenticateWithPassword(
  app: FastifyInstance,
  identifier: string,
  password: string,
): Promise<UserRow> {
  const user = isEmail(identifier)
    ? await findUserByEmail(app.db, identifier)
    : await findUserByUsername(app.db, identifier);
  const isMatch = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
  if (!user || !user.passwordHash || !isMatch) throw unauthorized(WRONG_CREDENTIALS);
  await assertNotBanned(app, user);
  return user;
}
