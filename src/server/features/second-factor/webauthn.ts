import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { WebAuthnCredentialInput } from '#contracts/second-factor.ts';
import type { Config } from '../../config.ts';
import type { userPasskeys } from '../../db/schema.ts';

type PasskeyRow = typeof userPasskeys.$inferSelect;

const RP_NAME = 'Hearth';
/** ES256 and RS256: what every platform authenticator and security key offers. */
const ALGORITHMS = [-7, -257];

/** The relying party is the site people use: `PUBLIC_URL`'s host and origin. */
export function relyingParty(config: Pick<Config, 'publicUrl'>) {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin };
}

const transportsOf = (row: PasskeyRow) => row.transports as AuthenticatorTransport[];

/** The challenge the browser signed, read from its answer (checked again by the library). */
export function challengeOf(credential: WebAuthnCredentialInput): string | null {
  const clientData = (credential.response as { clientDataJSON?: unknown }).clientDataJSON;
  if (typeof clientData !== 'string') return null;
  try {
    const parsed = JSON.parse(Buffer.from(clientData, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof parsed.challenge === 'string' ? parsed.challenge : null;
  } catch {
    return null;
  }
}

export function registrationOptions(
  config: Pick<Config, 'publicUrl'>,
  user: { id: string; username: string },
  existing: PasskeyRow[],
) {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(config).id,
    userName: user.username,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: transportsOf(row),
    })),
    // Discoverable, so the passkey can also sign in on its own, without a username.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
}

/** What an answer must have been made for: this challenge, at this site. */
function expected(config: Pick<Config, 'publicUrl'>, expectedChallenge: string) {
  const party = relyingParty(config);
  return { expectedChallenge, expectedOrigin: party.origin, expectedRPID: party.id };
}

/** The new credential, or null when the answer does not hold. */
export async function verifyRegistration(
  config: Pick<Config, 'publicUrl'>,
  credential: WebAuthnCredentialInput,
  expectedChallenge: string,
) {
  try {
    const result = await verifyRegistrationResponse({
      response: credential as unknown as RegistrationResponseJSON,
      ...expected(config, expectedChallenge),
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!result.verified) return null;
    const { credential: created } = result.registrationInfo;
    return {
      credentialId: created.id,
      publicKey: Buffer.from(created.publicKey).toString('base64url'),
      counter: created.counter,
      transports: created.transports ?? [],
    };
  } catch {
    return null;
  }
}

/** Options for a passkey: the account's own ones (second step), or any (passkey sign-in). */
export function authenticationOptions(
  config: Pick<Config, 'publicUrl'>,
  allowed: PasskeyRow[] | null,
) {
  return generateAuthenticationOptions({
    rpID: relyingParty(config).id,
    allowCredentials: allowed?.map((row) => ({
      id: row.credentialId,
      transports: transportsOf(row),
    })),
    userVerification: allowed ? 'preferred' : 'required',
  });
}

/**
 * The counter the authenticator now reports when its signature holds, or null. A passkey
 * signing in on its own stands for both factors, so it must have verified its user (PIN,
 * fingerprint); as a second step, presence is enough.
 */
export async function verifyAssertion(
  config: Pick<Config, 'publicUrl'>,
  credential: WebAuthnCredentialInput,
  expectedChallenge: string,
  passkey: PasskeyRow,
  { requireUserVerification }: { requireUserVerification: boolean },
): Promise<number | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response: credential as unknown as AuthenticationResponseJSON,
      ...expected(config, expectedChallenge),
      requireUserVerification,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
