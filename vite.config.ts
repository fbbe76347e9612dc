import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { compiledCatalogs } from './scripts/vite-compiled-catalogs.ts';
import { mantineThemeCss } from './scripts/vite-mantine-theme-css.ts';
import { stylesheetFirst } from './scripts/vite-stylesheet-first.ts';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/**
 * The chunks a page runs as it starts: React's DOM renderer and the router, the app, and the
 * page's own module (`*-page.tsx`, as routes.tsx finds them). Most of their functions run
 * while the page hydrates.
 */
function runsAtStart(chunk: Rolldown.RenderedChunk) {
  return (
    chunk.name === 'start' ||
    /-page\.tsx$/.test(chunk.facadeModuleId ?? '') ||
    chunk.moduleIds.some((id) => id.includes('/node_modules/react-dom/'))
  );
}

// `vite build` makes the client; `vite build --ssr entry-server.tsx` makes the server's renderer
// of the same React tree (decision 014).
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [
    react(),
    compiledCatalogs(),
    mantineThemeCss(),
    stylesheetFirst(),
    // Brotli and gzip copies of the client's files at their best compression, once per build:
    // the server sends them as they are (platform/spa.ts) instead of compressing every request.
    ...(isSsrBuild
      ? []
      : [compression({ include: /\.(js|css|svg|json|xml|txt|webmanifest)$/, threshold: 1024 })]),
  ],
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? './dist/web-ssr' : './dist/web', import.meta.url)),
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    // Read by scripts/bundle-report.mjs: which chunks and styles each page loads.
    manifest: !isSsrBuild,
    // One stylesheet, linked by the first HTML: a page's styles never arrive after its markup
    // (which moved the page as they came) (decision 017).
    cssCodeSplit: false,
    // No preload helper: it inserted a <link> per dependency of each lazy part while the page
    // hydrated, which cost a phone's main thread more than the round trip it saved.
    modulePreload: false,
    // Small chunks shared by a few pages are copied into each (one module state still, through
    // rolldown's registry): a page loads about ten files instead of seventy, each a round trip
    // on a phone's connection. React, its DOM renderer and the router are one chunk of their
    // own: as a small shared chunk, React alone was copied into three of the home page's files.
    // Mantine's core (its theme, context and styles API) is one too, loaded with the first part
    // that draws in Mantine (decision 021), instead of a copy in each of them.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 60_000 },
              groups: [
                {
                  name: 'client',
                  // With how stored images are named, which every page with a picture reads:
                  // on its own it was one more file for the home page.
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|src[\\/]contracts[\\/]image-names\.constants\.ts$/,
                },
                {
                  name: 'mantine-core',
                  test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/,
                },
              ],
            },
            // V8's compile hint: compiled whole on a background thread while it downloads,
            // instead of function by function on the main thread as each is first called.
            postBanner: (chunk) => (runsAtStart(chunk) ? '//# allFunctionsCalledOnLoad' : ''),
          },
        },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      // The server's documents for crawlers and feed readers (features/discovery).
      '/feeds': apiTarget,
      '/robots.txt': apiTarget,
      '^/sitemap(-\\d+)?\\.xml': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
}));
