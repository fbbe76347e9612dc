import type { OAuthProviderName } from '../../config.ts';
import { conflict } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { linkedAccount, linkIdentity } from './oauth-account.ts';
import { OAUTH_PROVIDERS, type ProviderProfile } from './oauth-providers.ts';

/**
 * A signed-in member links a provider's account to their own, whatever address it carries: they
 * proved they own the account by signing in, and the provider proved the rest. A provider account
 * already linked to someone else stays theirs.
 */
export async function linkProviderAccount(
  services: Pick<Services, 'db' | 'events'>,
  provider: OAuthProviderName,
  profile: ProviderProfile,
  userId: string,
) {
  const linked = await linkedAccount(services, provider, profile.providerUserId);
  if (linked?.id === userId) return;
  const label = OAUTH_PROVIDERS[provider].label;
  if (linked) throw conflict(`This ${label} account is already linked to another Hearth account`);
  await services.db.transaction((tx) => linkIdentity(tx, provider, profile.providerUserId, userId));
  await services.events.emit('user.updated', { userId });
}
