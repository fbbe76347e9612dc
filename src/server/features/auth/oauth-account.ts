import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { USERNAME_PATTERN } from '#contracts/auth.ts';
import type { OAuthProviderName } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import { userIdentities, users } from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { endAllSessions } from '../users/end-all-sessions.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  type UserRow,
} from '../users/find-user.ts';
import type { ProviderProfile } from './oauth-providers.ts';

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

/**
 * The account an identity provider vouches for: the one already linked to it; else the account
 * with the same (provider-verified) e-mail, which is linked now; else a new, verified account.
 */
export async function accountForProviderProfile(
  services: Pick<Services, 'db' | 'events'>,
  provider: OAuthProviderName,
  profile: ProviderProfile,
): Promise<UserRow> {
  const [identity] = await services.db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(
      and(
        eq(userIdentities.provider, provider),
        eq(userIdentities.providerUserId, profile.providerUserId),
      ),
    )
    .limit(1);
  if (identity) {
    const linked = await findUserById(services, identity.userId);
    if (linked) return linked;
  }

  if (!profile.email || !profile.emailVerified) {
    throw badRequest('Your account at the provider has no verified e-mail address');
  }

  const existing = await findUserByEmail(services, profile.email);
  const link = (tx: Transaction, userId: string) =>
    tx
      .insert(userIdentities)
      .values({ provider, providerUserId: profile.providerUserId, userId })
      .onConflictDoNothing();
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
            verified: true,
            ...(profile.picture?.startsWith('https://') ? { profilePicture: profile.picture } : {}),
          })
          .returning();
    await link(tx, user!.id);
    return user!;
  });
  if (!existing) await services.events.emit('user.signed-up', { userId: account.id });
  return account;
}
