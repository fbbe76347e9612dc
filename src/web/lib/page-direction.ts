export type Direction = 'ltr' | 'rtl';

/**
 * The page's direction: `<html dir>`, which the server sets from the page's language. Left to
 * right where there is no document (the server's render) or no `dir`.
 */
export function pageDirection(): Direction {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

/** The scripts written from right to left (ISO 15924, in lower case) a language tag may stand for. */
const RIGHT_TO_LEFT_SCRIPTS = new Set([
  'adlm',
  'arab',
  'hebr',
  'mand',
  'nkoo',
  'rohg',
  'samr',
  'syrc',
  'thaa',
]);

/**
 * The direction a content language (a BCP 47 tag) is written in, from its script, the likeliest
 * one where the tag names none (`ar` is Arabic script, `az-Arab` too, `az` is Latin); the page's
 * when there is no tag or it is not one.
 */
export function directionOf(language: string | undefined): Direction {
  if (!language) return pageDirection();
  try {
    const { script } = new Intl.Locale(language).maximize();
    return script && RIGHT_TO_LEFT_SCRIPTS.has(script.toLowerCase()) ? 'rtl' : 'ltr';
  } catch {
    return pageDirection();
  }
}
