import { eq } from 'drizzle-orm';
import {
  PROOF_OF_PRESENCE_MINUTES,
  REAUTHENTICATION_MESSAGE,
  REAUTHENTICATION_REQUIRED,
  WRONG_CURRENT_PASSWORD,
} from '#contracts/sessions.constants.ts';
import { users } from '../db/schema.ts';
import type { Viewer } from './auth.ts';
import { HttpError } from './errors.ts';
import { verifyPassword } from './passwords.ts';
import { tooManyAttempts } from './rate-limits.ts';
import type { Services } from './services.ts';
import { recordProof } from './sessions.ts';

const PROOF_WINDOW_MS = PROOF_OF_PRESENCE_MINUTES * 60_000;

/** What a request offers as proof that the account's owner is at the keyboard. */
export interface PresenceProof {
  /** The caller's current password, sent with the change. */
  currentPassword?: string;
  /** The client address (`clientAddress`): wrong passwords count as failed sign-ins from it. */
  address: string;
}

const reauthenticationRequired = (message = REAUTHENTICATION_MESSAGE) =>
  new HttpError(403, message, REAUTHENTICATION_REQUIRED);

/** Whether the session's last proof of presence is recent enough for a sensitive change. */
export const isRecentProof = (provenAt: Date | null, now: Date) =>
  provenAt !== null && now.getTime() - provenAt.getTime() <= PROOF_WINDOW_MS;

/**
 * Checks the caller's current password, counted as a sign-in attempt on the account (so a
 * stolen session cannot guess it faster than a sign-in form could), and records the proof on
 * the session. A wrong one is 403 `reauthentication_required`.
 */
export async function provePresenceWithPassword(
  services: Pick<Services, 'db' | 'signInThrottle' | 'clock'>,
  viewer: Viewer,
  password: string,
  address: string,
): Promise<Date> {
  // Counted as the sign-in form counts the account, so the two share one allowance of guesses.
  const throttled = `${viewer.id}:${viewer.tokenVersion}`;
  const wait = await services.signInThrottle.admit(throttled, address);
  if (wait > 0) throw tooManyAttempts(wait);
  const [account] = await services.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, viewer.id));
  const isMatch = account?.passwordHash
    ? await verifyPassword(account.passwordHash, password)
    : false;
  if (!isMatch) throw reauthenticationRequired(WRONG_CURRENT_PASSWORD);
  await services.signInThrottle.succeeded(throttled, address);
  const now = services.clock.now();
  await recordProof(services.db, viewer.sessionId, now);
  return now;
}

/**
 * Sudo mode: a change that could take the account over (its e-mail, its password, turning off a
 * second factor, deleting it) needs recent proof that the owner is present. Either the request
 * carries the caller's current password, or this session proved it within the last
 * PROOF_OF_PRESENCE_MINUTES (a sign-in, `POST /api/auth/confirm-presence`, a second factor).
 * Otherwise 403 with `code: "reauthentication_required"`. When an admin acts on someone else's
 * account it is the admin's own proof that counts. Answers the time of the proof used.
 */
export async function assertRecentProof(
  services: Pick<Services, 'db' | 'signInThrottle' | 'clock'>,
  viewer: Viewer,
  proof: PresenceProof,
): Promise<Date> {
  if (proof.currentPassword) {
    return provePresenceWithPassword(services, viewer, proof.currentPassword, proof.address);
  }
  if (!isRecentProof(viewer.provenAt, services.clock.now())) throw reauthenticationRequired();
  return viewer.provenAt!;
}
