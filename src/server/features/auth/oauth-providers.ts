import type { OAuthProviderName } from '../../config.ts';

/** What Hearth needs from an identity provider's account. */
export interface ProviderProfile {
  providerUserId: string;
  email: string | null;
  /** Only a verified address may be used to find or link an account. */
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

interface ProviderBehaviour {
  scope: string;
  toProfile(userInfo: Record<string, unknown>): ProviderProfile;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export const OAUTH_PROVIDERS: Record<OAuthProviderName, ProviderBehaviour> = {
  google: {
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
    scope: 'email public_profile',
    // Facebook only returns addresses its users have confirmed.
    toProfile: (info) => {
      const picture = (info.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
      return {
        providerUserId: String(info.id),
        email: text(info.email),
        emailVerified: Boolean(text(info.email)),
        name: text(info.name) ?? 'member',
        picture: text(picture),
      };
    },
  },
};

export const isProviderName = (value: string): value is OAuthProviderName =>
  value === 'google' || value === 'facebook';
