import { eq } from 'drizzle-orm';
import { SECOND_FACTOR_MESSAGES, type WebAuthnCredentialInput } from '#contracts/second-factor.ts';
import { userPasskeys } from '../../db/schema.ts';
import { assertNotBanned } from '../../platform/auth.ts';
import { unauthorized } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { getUserById, type UserRow } from '../users/find-user.ts';
import { consumeChallenge, findChallenge, issueChallenge } from './challenges.ts';
import { usePasskey } from './complete-second-factor.ts';
import { authenticationOptions, challengeOf } from './webauthn.ts';

/** Options for signing in with any passkey of this site: the browser offers the ones it holds. */
export async function passkeySignInOptions(services: Pick<Services, 'db' | 'config'>) {
  const options = await authenticationOptions(services.config, null);
  await issueChallenge(services, 'passkey-sign-in', null, options.challenge);
  return options;
}

/**
 * A sign-in with a passkey alone: it names its account (a discoverable credential) and, having
 * verified its user (PIN, fingerprint), stands for both the password and the second factor.
 * Each challenge is used once.
 */
export async function signInWithPasskey(
  services: Pick<Services, 'db' | 'config'>,
  credential: WebAuthnCredentialInput,
): Promise<UserRow> {
  const failed = unauthorized(SECOND_FACTOR_MESSAGES.passkeyFailed);
  const challenge = challengeOf(credential);
  const row = challenge ? await findChallenge(services, 'passkey-sign-in', challenge, null) : null;
  if (!row || !(await consumeChallenge(services, row))) throw failed;
  const [passkey] = await services.db
    .select({ userId: userPasskeys.userId })
    .from(userPasskeys)
    .where(eq(userPasskeys.credentialId, credential.id));
  if (!passkey) throw unauthorized(SECOND_FACTOR_MESSAGES.passkeyUnknown);
  if (!(await usePasskey(services, passkey.userId, credential, challenge!, true))) throw failed;
  const user = await getUserById(services, passkey.userId);
  await assertNotBanned(services, user);
  return user;
}
