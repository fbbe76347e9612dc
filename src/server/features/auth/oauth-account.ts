import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { USERNAME_PATTERN } from '#contracts/auth.ts';
import type { OAuthProviderName } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import { userIdentities, users } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { endAllSessions } from '../users/end-all-sessions.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  type UserRow,
} from '../users/find-user.ts';
import { sendVerificationMail } from '../users/verification-mail.ts';
import { OAUTH_PROVIDERS, type ProviderProfile } from './oauth-providers.ts';

/**
 * The provider's address is an account's, but the provider does not vouch for it: only the
 * account's owner, signed in, may link the provider to it.
 */
export class SignInToLinkError extends HttpError {
  constructor(readonly provider: OAuthProviderName) {
    const label = OAUTH_PROVIDERS[provider].label;
    super(
      409,
      `An account with this e-mail address already exists, and ${label} does not confirm that the address is yours. Sign in to Hearth first, then link ${label} to your account.`,
    );
  }
}

/** A readable, unique username from a display name ("Zoë van Dijk" → "zoe_van_dijk"). */
async function uniqueUsernameFrom(services: Pick<Services, 'db'>, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '_')
      .replace(/^[._-]+|[._-]+$/g, '')
      .slice(0, 24) || 'member';
  const padded = base.length < 3 ? `${base}_member` : base;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? padded : `${padded.slice(0, 24)}_${randomInt(1000, 9999)}`;
    if (USERNAME_PATTERN.test(candidate) && !(await findUserByUsername(services, candidate))) {
      return candidate;
    }
  }
  throw new Error('Could not find a free username');
}

/** The account a provider's account is linked to, if any. */
export async function linkedAccount(
  services: Pick<Services, 'db'>,
  provider: OAuthProviderName,
  providerUserId: string,
) {
  const [identity] = await services.db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(
      and(eq(userIdentities.provider, provider), eq(userIdentities.providerUserId, providerUserId)),
    )
    .limit(1);
  return identity ? ((await findUserById(services, identity.userId)) ?? null) : null;
}

export const linkIdentity = (
  tx: Transaction,
  provider: OAuthProviderName,
  providerUserId: string,
  userId: string,
) => tx.insert(userIdentities).values({ provider, providerUserId, userId }).onConflictDoNothing();

/**
 * The account an identity provider signs in: the one already linked to it; else, when the
 * provider asserts the address is verified, the account with that address, which is linked now;
 * else a new account, verified only if the provider's address is. An address the provider does
 * not vouch for never reaches an existing account: its owner must sign in and link it
 * (`linkProviderAccount`).
 */
export async function accountForProviderProfile(
  services: Pick<Services, 'db' | 'events' | 'mailer' | 'config' | 'log'>,
  provider: OAuthProviderName,
  profile: ProviderProfile,
): Promise<UserRow> {
  const linked = await linkedAccount(services, provider, profile.providerUserId);
  if (linked) return linked;

  if (!profile.email) {
    throw badRequest('Your account at the provider gives no e-mail address');
  }

  const existing = await findUserByEmail(services, profile.email);
  if (existing && !profile.emailVerified) throw new SignInToLinkError(provider);
  const link = (tx: Transaction, userId: string) =>
    linkIdentity(tx, provider, profile.providerUserId, userId);
  if (existing && !existing.verified) {
    // An unverified local account with this address was never proven to be this person's:
    // its password is dropped and its sessions end, so whoever created it keeps no way in.
    const claimed = await endAllSessions(
      services,
      existing.id,
      { verified: true, passwordHash: null },
      (tx) => link(tx, existing.id),
    );
    await services.events.emit('user.updated', { userId: existing.id });
    return claimed!;
  }
  // Chosen before the transaction: PGlite has one connection, so nothing may query outside it.
  const newUsername = existing ? null : await uniqueUsernameFrom(services, profile.name);
  const account = await services.db.transaction(async (tx) => {
    const [user] = existing
      ? [existing]
      : await tx
          .insert(users)
          .values({
            username: newUsername!,
            email: profile.email!,
            verified: profile.emailVerified,
            ...(profile.picture?.startsWith('https://') ? { profilePicture: profile.picture } : {}),
          })
          .returning();
    await link(tx, user!.id);
    return user!;
  });
  if (!existing) {
    await services.events.emit('user.signed-up', { userId: account.id });
    if (!account.verified) await sendVerificationMail(services, account);
  }
  return account;
}
