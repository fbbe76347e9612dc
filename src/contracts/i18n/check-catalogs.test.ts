import { describe, expect, it } from 'vitest';
import { catalogProblems } from './check-catalogs.ts';
import type { Catalog, Locale } from './locales.ts';

const english: Catalog = {
  'posts.notFound': 'Post not found',
  'comments.tooLong':
    'Comments can be at most {max, plural, one {# character} other {# characters}}',
};
const translated = (text: (locale: Locale) => Catalog) =>
  ({
    en: english,
    es: text('es'),
    fr: text('fr'),
    ar: text('ar'),
    sw: text('sw'),
  }) satisfies Record<Locale, Catalog>;
const complete = translated(() => ({ ...english }));

describe('catalogProblems', () => {
  it('passes complete catalogs whose messages parse', () => {
    expect(catalogProblems(complete)).toEqual([]);
  });

  it('fails a key missing from a translation', () => {
    const { 'posts.notFound': _dropped, ...rest } = english;
    expect(catalogProblems({ ...complete, ar: rest })).toEqual(['ar: "posts.notFound" is missing']);
  });

  it('fails a key the English catalog has not', () => {
    expect(catalogProblems({ ...complete, sw: { ...english, 'posts.extra': 'Ziada' } })).toEqual([
      'sw: "posts.extra" is not in the English catalog',
    ]);
  });

  it('fails a message whose ICU syntax does not parse, in English and in a translation', () => {
    const broken = { ...english, 'comments.tooLong': 'Hasta {max, plural, one {# carácter}' };
    expect(catalogProblems({ ...complete, es: broken })).toEqual([
      expect.stringMatching(/^es: "comments.tooLong" does not parse/),
    ]);
    const brokenEnglish = { ...english, 'posts.notFound': 'Post {not found' };
    expect(catalogProblems({ ...complete, en: brokenEnglish })).toEqual([
      expect.stringMatching(/^en: "posts.notFound" does not parse/),
    ]);
  });

  it('fails a placeholder a translation uses that English has not, inside a plural too', () => {
    const renamed = {
      ...english,
      'comments.tooLong': 'Au plus {count, plural, one {# caractère} other {# caractères}}',
    };
    const nested = {
      ...english,
      'comments.tooLong': '{max, plural, one {# herufi {field}} other {herufi #}}',
    };
    expect(catalogProblems({ ...complete, fr: renamed, sw: nested })).toEqual([
      'fr: "comments.tooLong" uses {count}, which English has not',
      'sw: "comments.tooLong" uses {field}, which English has not',
    ]);
  });

  it('fails a catalog that is not there', () => {
    const { ar: _missing, ...rest } = complete;
    expect(catalogProblems(rest)).toEqual(['ar: the catalog is missing']);
  });
});
