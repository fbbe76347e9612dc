import { eq } from 'drizzle-orm';
import {
  PROOF_OF_PRESENCE_MINUTES,
  REAUTHENTICATION_MESSAGE,
  REAUTHENTICATION_REQUIRED,
  WRONG_CURRENT_PASSWORD,
} from '#contracts/sessions.constants.ts';
import { SECOND_FACTOR_MESSAGES } from '#contracts/second-factor.constants.ts';
import { secondFactorThrottleKey, useCode } from '../features/second-factor/factors.ts';
import { users } from '../db/schema.ts';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from './auth.ts';
import { clientAddress } from './client-address.ts';
import { HttpError } from './errors.ts';
import { verifyPassword } from './passwords.ts';
import { tooManyAttempts } from './rate-limits.ts';
import type { Services } from './services.ts';
import { recordProof } from './sessions.ts';

const PROOF_WINDOW_MS = PROOF_OF_PRESENCE_MINUTES * 60_000;

/** What a request offers as proof that the account's owner is at the keyboard. */
export interface PresenceProof {
  /** The caller's current password, sent with the change. */
  currentPassword?: string | undefined;
  /** A current code of the caller's authenticator app, or one of their recovery codes. */
  code?: string | undefined;
  /** The client address (`clientAddress`): wrong guesses count as failed sign-ins from it. */
  address: string;
}

type Needs = Pick<Services, 'db' | 'signInThrottle' | 'clock' | 'secretBox'>;

const reauthenticationRequired = (message = REAUTHENTICATION_MESSAGE) =>
  new HttpError(403, message, REAUTHENTICATION_REQUIRED);

/** Whether the session's last proof of presence is recent enough for a sensitive change. */
export const isRecentProof = (provenAt: Date | null, now: Date) =>
  provenAt !== null && now.getTime() - provenAt.getTime() <= PROOF_WINDOW_MS;

/**
 * Checks the password or the code the request carries, counted as a sign-in attempt on the
 * account (so a stolen session cannot guess faster than the sign-in form could): a password as
 * the password form counts it, a code as the sign-in's second step does. Records the proof on the
 * session and answers its time. A wrong one, or none, is 403 `reauthentication_required`.
 */
export async function provePresence(
  services: Needs,
  viewer: Viewer,
  { currentPassword, code, address }: PresenceProof,
): Promise<Date> {
  if (!currentPassword && !code) throw reauthenticationRequired();
  const throttled = currentPassword
    ? `${viewer.id}:${viewer.tokenVersion}`
    : secondFactorThrottleKey(viewer.id);
  const wait = await services.signInThrottle.admit(throttled, address);
  if (wait > 0) throw tooManyAttempts(wait);
  if (currentPassword) {
    const [account] = await services.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, viewer.id));
    const isMatch = account?.passwordHash
      ? await verifyPassword(account.passwordHash, currentPassword)
      : false;
    if (!isMatch) throw reauthenticationRequired(WRONG_CURRENT_PASSWORD);
  } else if (!(await useCode(services, viewer.id, code!))) {
    throw reauthenticationRequired(SECOND_FACTOR_MESSAGES.wrongCode);
  }
  await services.signInThrottle.succeeded(throttled, address);
  const now = services.clock.now();
  await recordProof(services.db, viewer.sessionId, now);
  return now;
}

/**
 * Sudo mode: a change that could take the account over (its e-mail, its password, turning off
 * or removing a second factor, replacing the recovery codes, deleting it) needs recent proof
 * that the owner is present. Either the request carries the caller's current password or a
 * current code (`provePresence`), or this session proved it within the last
 * PROOF_OF_PRESENCE_MINUTES (a sign-in, with or without a second factor,
 * `POST /api/auth/confirm-presence`, a password or code sent with an earlier change).
 * Otherwise 403 with `code: "reauthentication_required"`. When an admin acts on someone else's
 * account it is the admin's own proof that counts. Answers the time of the proof used.
 */
export async function assertRecentProof(
  services: Needs,
  viewer: Viewer,
  proof: PresenceProof,
): Promise<Date> {
  if (proof.currentPassword || proof.code) return provePresence(services, viewer, proof);
  if (!isRecentProof(viewer.provenAt, services.clock.now())) throw reauthenticationRequired();
  return viewer.provenAt!;
}

/** `assertRecentProof` with the password or code a request sent, from the request's address. */
export function assertRecentProofFrom(
  services: Needs,
  request: FastifyRequest,
  viewer: Viewer,
  sent?: Omit<PresenceProof, 'address'> | null,
): Promise<Date> {
  return assertRecentProof(services, viewer, { ...sent, address: clientAddress(request) });
}
