import type { Locale } from '#contracts/i18n/locales.ts';
import type { OneTimeTokenPurpose } from '#contracts/tokens.ts';
import { pageUrl } from './mail-language.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import type { Services } from './services.ts';

/**
 * A mailed link to the page `pathOf` names with a new one-time token of the account's, in the
 * mail's language. Without `expiresAt` it works as long as its purpose allows.
 */
export async function oneTimeLink(
  services: Pick<Services, 'db' | 'config'>,
  link: {
    userId: string;
    purpose: OneTimeTokenPurpose;
    locale: Locale;
    pathOf: (token: string) => string;
    expiresAt?: Date;
  },
) {
  const { config } = services;
  const token = await issueOneTimeToken(services.db, link.userId, link.purpose, link.expiresAt);
  return pageUrl(config.publicUrl, link.pathOf(token), link.locale, config.defaultLocale);
}
