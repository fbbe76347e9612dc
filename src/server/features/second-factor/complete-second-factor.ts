import { and, eq } from 'drizzle-orm';
import {
  SECOND_FACTOR_MESSAGES,
  type SecondFactorSignInInput,
  type WebAuthnCredentialInput,
} from '#contracts/second-factor.ts';
import { userPasskeys } from '../../db/schema.ts';
import { assertNotBanned } from '../../platform/auth.ts';
import { unauthorized } from '../../platform/errors.ts';
import { tooManyAttempts } from '../../platform/rate-limits.ts';
import type { Services } from '../../platform/services.ts';
import { getUserById, type UserRow } from '../users/find-user.ts';
import {
  consumeChallenge,
  findChallenge,
  recordTicketFailure,
  setTicketWebAuthnChallenge,
  type ChallengeRow,
} from './challenges.ts';
import { passkeysOf, secondFactorThrottleKey, useCode } from './factors.ts';
import { authenticationOptions, verifyAssertion } from './webauthn.ts';

type Needs = Pick<Services, 'db' | 'config' | 'secretBox' | 'signInThrottle'>;

async function liveTicket(services: Pick<Services, 'db'>, ticket: string): Promise<ChallengeRow> {
  const row = await findChallenge(services, 'sign-in', ticket);
  if (!row?.userId) throw unauthorized(SECOND_FACTOR_MESSAGES.ticketExpired);
  return row;
}

/** The WebAuthn options for finishing a sign-in with one of the account's passkeys. */
export async function secondFactorPasskeyOptions(services: Needs, ticket: string) {
  const row = await liveTicket(services, ticket);
  const options = await authenticationOptions(
    services.config,
    await passkeysOf(services, row.userId!),
  );
  await setTicketWebAuthnChallenge(services, row, options.challenge);
  return options;
}

/** Whether one of the account's passkeys signed the ticket's challenge; its counter moves on. */
export async function usePasskey(
  services: Pick<Services, 'db' | 'config'>,
  userId: string,
  credential: WebAuthnCredentialInput,
  challenge: string,
  requireUserVerification: boolean,
): Promise<boolean> {
  const [passkey] = await services.db
    .select()
    .from(userPasskeys)
    .where(and(eq(userPasskeys.credentialId, credential.id), eq(userPasskeys.userId, userId)));
  if (!passkey) return false;
  const counter = await verifyAssertion(services.config, credential, challenge, passkey, {
    requireUserVerification,
  });
  if (counter === null) return false;
  await services.db
    .update(userPasskeys)
    .set({ counter, lastUsedAt: new Date() })
    .where(eq(userPasskeys.id, passkey.id));
  return true;
}

/**
 * The second step of a sign-in: the ticket and a code (app or recovery) or a passkey's answer
 * open the account the ticket names. Wrong answers count per account and client address like
 * failed passwords (`signInThrottle`, so a stranger's failures elsewhere never stop the owner),
 * and a ticket takes a few before the password is asked again. The ticket is used up on success.
 */
export async function completeSecondFactor(
  services: Needs,
  input: SecondFactorSignInInput,
  address: string,
): Promise<UserRow> {
  const row = await liveTicket(services, input.ticket);
  const userId = row.userId!;
  const account = secondFactorThrottleKey(userId);
  const wait = await services.signInThrottle.admit(account, address);
  if (wait > 0) throw tooManyAttempts(wait);

  const passed =
    'code' in input
      ? await useCode(services, userId, input.code)
      : row.webauthnChallenge !== null &&
        (await usePasskey(services, userId, input.passkey, row.webauthnChallenge, false));
  if (!passed) {
    await recordTicketFailure(services, row);
    throw unauthorized(
      'code' in input ? SECOND_FACTOR_MESSAGES.wrongCode : SECOND_FACTOR_MESSAGES.passkeyFailed,
    );
  }
  if (!(await consumeChallenge(services, row))) {
    throw unauthorized(SECOND_FACTOR_MESSAGES.ticketExpired);
  }
  await services.signInThrottle.succeeded(account, address);
  const user = await getUserById(services, userId);
  await assertNotBanned(services, user);
  return user;
}
