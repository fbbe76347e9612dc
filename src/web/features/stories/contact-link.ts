import type { ContactPlatform } from '#contracts/stories.ts';
import { contactIssue, CONTACT_PLATFORMS } from '#contracts/stories.constants.ts';

const isPlatform = (value: string): value is ContactPlatform =>
  (CONTACT_PLATFORMS as readonly string[]).includes(value);

/**
 * Where a narrative's contact can be reached, or null when there is no safe address to link:
 * a username that does not fit its platform's rule (the server checks new ones; older data might
 * not), or Discord, whose profile addresses need a numeric id that a username does not give.
 * Every part taken from the username is checked by the platform's rule and encoded, so a contact
 * can never become a `javascript:` link, another site, or extra mail headers.
 */
export function contactHref(platform: string, username: string): string | null {
  const value = username.trim();
  if (!isPlatform(platform) || contactIssue(platform, value) !== null) return null;
  switch (platform) {
    case 'email': {
      const at = value.lastIndexOf('@');
      const local = encodeURIComponent(value.slice(0, at));
      const domain = encodeURIComponent(value.slice(at + 1));
      return `mailto:${local}@${domain}`;
    }
    case 'whatsapp':
      return `https://wa.me/${value.replace(/\D/g, '')}`;
    case 'telegram':
      return `https://t.me/${encodeURIComponent(value.replace(/^@/, ''))}`;
    case 'facebook':
      return `https://www.facebook.com/${encodeURIComponent(value)}`;
    case 'discord':
      return null;
  }
}
