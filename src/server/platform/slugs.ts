import { randomBytes } from 'node:crypto';
import slugify from '@sindresorhus/slugify';

const MAX_LENGTH = 80;

/**
 * A readable slug from a title. Latin, Cyrillic, Greek, Arabic and other scripts with a
 * transliteration become ASCII ("Привет мир" → "privet-mir"); scripts without one keep their
 * letters ("東京の夜" → "東京の夜"), which browsers show and encode as they should.
 */
export function slugFromTitle(title: string): string {
  const ascii = slugify(title).slice(0, MAX_LENGTH).replace(/-+$/, '');
  if (ascii) return ascii;
  const unicode = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH);
  return unicode || 'post';
}

/** The slug with a short random suffix ("clean-water-3f9a1c"). */
export const withRandomSuffix = (base: string) => `${base}-${randomBytes(3).toString('hex')}`;

/** The slug itself when free, else with a short random suffix until it is. */
export async function uniqueSlug(base: string, isTaken: (slug: string) => Promise<boolean>) {
  if (!(await isTaken(base))) return base;
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = withRandomSuffix(base);
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error(`No free slug for ${base}`);
}
