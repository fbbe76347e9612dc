import { afterEach, describe, expect, it, vi } from 'vitest';
import { directionOf, pageDirection } from './page-direction.ts';

describe('the direction a text is written in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the content language’s, by its script', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ar-EG')).toBe('rtl');
    expect(directionOf('fa')).toBe('rtl');
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('ur')).toBe('rtl');
    expect(directionOf('az-Arab')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('es-MX')).toBe('ltr');
    expect(directionOf('sw')).toBe('ltr');
    expect(directionOf('az')).toBe('ltr');
  });

  it('is the page’s without a content language, or with one that is no language tag', () => {
    expect(directionOf(undefined)).toBe('ltr');
    vi.stubGlobal('document', { documentElement: { dir: 'rtl' } });
    expect(pageDirection()).toBe('rtl');
    expect(directionOf(undefined)).toBe('rtl');
    expect(directionOf('not a tag!')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
