import { absoluteUrl } from './site-paths.ts';

/**
 * Prefixes of the web app's pages that are private, personal or single-use (links from mails),
 * and the API. Everything else, the public pages and the uploaded images, may be crawled.
 */
const PRIVATE_PREFIXES = [
  '/api/',
  '/dashboard',
  '/notifications',
  '/sign-in',
  '/sign-up',
  '/request-password-reset',
  '/reset-password/',
  '/users/', // e-mail verification links: /users/{id}/verify/{token}
  '/oauth/',
  '/create-',
  '/update-',
  '/edit-donation/',
  '/donation-dashboard',
  '/donate/success',
] as const;

/** The body of `/robots.txt`: the private pages kept out, and where the sitemap is. */
export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
