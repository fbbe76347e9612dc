/**
 * The web app's public addresses (`src/web/page-table.ts`), which the server names in sitemaps and
 * feeds. The server never imports the web, so the paths are spelled here.
 */

/** Pages that hold no single item: the home, the lists, the about and legal pages. */
export const LISTING_PAGES = [
  '/',
  '/posts',
  '/stories',
  '/donate',
  '/about',
  '/privacy-policy',
  '/terms-conditions',
] as const;

export const postPath = (slug: string) => `/post/${encodeURIComponent(slug)}`;
export const narrativePath = (slug: string) => `/narrative/${encodeURIComponent(slug)}`;
export const donationCasePath = (id: string) => `/donate/${encodeURIComponent(id)}`;
export const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;
export const categoryPath = (category: string) =>
  `/search?category=${encodeURIComponent(category)}`;

/** `path` on this site (`config.publicUrl`, which has no trailing slash). */
export const absoluteUrl = (publicUrl: string, path: string) => `${publicUrl}${path}`;

/** An image as stored (`/uploads/...` on this site, or an `https://` address) made absolute. */
export const absoluteImageUrl = (publicUrl: string, image: string) =>
  image.startsWith('/') ? absoluteUrl(publicUrl, image) : image;
