import { describe, expect, it } from 'vitest';
import { modulePreloadsFrom, type BuildManifest } from './module-preloads.ts';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_react-1.js', '_date-1.js'] },
  '_date-1.js': { file: 'assets/date-1.js' },
  'pages/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_card-1.js'] },
  'pages/post-page.tsx': { file: 'assets/post-page-1.js', imports: ['_date-1.js'] },
};
const template =
  '<head><script type="module" src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>';
const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('the module preloads of a server-rendered page', () => {
  const preloads = modulePreloadsFrom(manifest, template);

  it("link the page's chunk and every chunk it imports, once, less what the template links", () => {
    expect(hrefs(preloads(['pages/home-page.tsx']))).toEqual([
      '/assets/home-page-1.js',
      '/assets/card-1.js',
      '/assets/date-1.js',
    ]);
    expect(hrefs(preloads(['pages/home-page.tsx', 'pages/post-page.tsx']))).toEqual([
      '/assets/home-page-1.js',
      '/assets/card-1.js',
      '/assets/date-1.js',
      '/assets/post-page-1.js',
    ]);
    expect(preloads(['pages/post-page.tsx'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/post-page-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/date-1.js">',
    );
  });

  it('link nothing for a module the build does not know', () => {
    expect(preloads(['pages/gone-page.tsx'])).toBe('');
  });
});
