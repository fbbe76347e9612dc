import { describe, expect, it } from 'vitest';
import { pageChunksFrom, type BuildManifest } from './page-chunks.ts';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_react-1.js', '_date-1.js'] },
  '_date-1.js': { file: 'assets/date-1.js', imports: ['_runtime-1.js'] },
  'pages/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_card-1.js'] },
  'pages/post-page.tsx': { file: 'assets/post-page-1.js', imports: ['_date-1.js'] },
};
const template =
  '<head><script type="module" src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" href="/assets/runtime-1.js"></head>';
const named = (tag: string) => /content="([^"]*)"/.exec(tag)?.[1]?.split(' ');

describe("the names of a server-rendered page's chunks", () => {
  const pageChunks = pageChunksFrom(manifest, template);

  it("list the page's chunk and every chunk it imports, once, less what the template loads", () => {
    expect(named(pageChunks(['pages/home-page.tsx']))).toEqual([
      '/assets/home-page-1.js',
      '/assets/card-1.js',
      '/assets/react-1.js',
      '/assets/date-1.js',
    ]);
    expect(named(pageChunks(['pages/home-page.tsx', 'pages/post-page.tsx']))).toEqual([
      '/assets/home-page-1.js',
      '/assets/card-1.js',
      '/assets/react-1.js',
      '/assets/date-1.js',
      '/assets/post-page-1.js',
    ]);
    expect(pageChunks(['pages/post-page.tsx'])).toBe(
      '<meta name="hearth-page-chunks" content="/assets/post-page-1.js /assets/date-1.js">',
    );
  });

  it('name nothing for a module the build does not know', () => {
    expect(pageChunks(['pages/gone-page.tsx'])).toBe('');
  });
});
