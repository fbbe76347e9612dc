import type { OAuthProviderName } from '../../config.ts';

/** What Hearth needs from an identity provider's account. */
export interface ProviderProfile {
  providerUserId: string;
  email: string | null;
  /**
   * The provider asserts the address is its user's. Only then may the address find or link a
   * local account; an account made from an unverified one starts unverified.
   */
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

interface ProviderBehaviour {
  /** The provider's name as people know it. */
  label: string;
  scope: string;
  toProfile(userInfo: Record<string, unknown>): ProviderProfile;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export const OAUTH_PROVIDERS: Record<OAuthProviderName, ProviderBehaviour> = {
  google: {
    label: 'Google',
    scope: 'openid email profile',
    toProfile: (info) => ({
      providerUserId: String(info.sub),
      email: text(info.email),
      emailVerified: info.email_verified === true,
      name: text(info.name) ?? text(info.given_name) ?? 'member',
      picture: text(info.picture),
    }),
  },
  facebook: {
    label: 'Facebook',
    scope: 'email public_profile',
    // Facebook's Graph API asserts nothing about the address it returns (no `email_verified`),
    // and an account there can carry an address its holder never proved: it is unverified here.
    toProfile: (info) => {
      const picture = (info.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
      return {
        providerUserId: String(info.id),
        email: text(info.email),
        emailVerified: false,
        name: text(info.name) ?? 'member',
        picture: text(picture),
      };
    },
  },
};

export const isProviderName = (value: string): value is OAuthProviderName =>
  value === 'google' || value === 'facebook';
