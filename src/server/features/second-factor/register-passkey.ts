import { SECOND_FACTOR_MESSAGES, type WebAuthnCredentialInput } from '#contracts/second-factor.ts';
import { userPasskeys } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { consumeChallenge, findChallenge, issueChallenge } from './challenges.ts';
import { passkeysOf, unusedRecoveryCodes } from './factors.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { challengeOf, registrationOptions, verifyRegistration } from './webauthn.ts';

/** What the browser needs to create a passkey for the account; its challenge is kept a while. */
export async function passkeyRegistrationOptions(
  services: Pick<Services, 'db' | 'config'>,
  viewer: Viewer,
) {
  const options = await registrationOptions(
    services.config,
    viewer,
    await passkeysOf(services, viewer.id),
  );
  await issueChallenge(services, 'passkey-registration', viewer.id, options.challenge);
  return options;
}

/**
 * Keeps the passkey the browser created, under the name its owner gave it. An account getting
 * its first factor also gets its ten recovery codes, returned this once.
 */
export async function registerPasskey(
  services: Pick<Services, 'db' | 'config'>,
  viewer: Viewer,
  input: { name: string; passkey: WebAuthnCredentialInput },
): Promise<{ recoveryCodes: string[] }> {
  const challenge = challengeOf(input.passkey);
  const row = challenge
    ? await findChallenge(services, 'passkey-registration', challenge, viewer.id)
    : null;
  if (!row || !(await consumeChallenge(services, row))) {
    throw badRequest(SECOND_FACTOR_MESSAGES.passkeyFailed);
  }
  const created = await verifyRegistration(services.config, input.passkey, challenge!);
  if (!created) throw badRequest(SECOND_FACTOR_MESSAGES.passkeyFailed);
  const hasCodes = (await unusedRecoveryCodes(services, viewer.id)) > 0;
  try {
    return await services.db.transaction(async (tx) => {
      await tx.insert(userPasskeys).values({ userId: viewer.id, name: input.name, ...created });
      return { recoveryCodes: hasCodes ? [] : await replaceRecoveryCodes(tx, viewer.id) };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) !== null)
      throw conflict(SECOND_FACTOR_MESSAGES.passkeyExists);
    throw error;
  }
}
