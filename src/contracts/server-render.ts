import type { Locale } from './i18n/locales.ts';

/**
 * The meeting point of the server and the web's server entry (`src/web/entry-server.tsx`,
 * built into `dist/web-ssr/`): neither imports the other, both import these types.
 */

export interface RenderOptions {
  /** The API as a visitor reads it, in process (the server's `app.inject`): GET only. */
  fetch: typeof fetch;
  /** The site's absolute address (`PUBLIC_URL`), for canonical and preview links. */
  publicUrl: string;
  /** Readable text of stored HTML, for descriptions. */
  plainText: (html: string) => string;
  /** The language the page is drawn in (its address says it); the source language if none. */
  locale?: Locale;
  /** The installation's default language (`DEFAULT_LOCALE`), whose addresses have no prefix. */
  defaultLocale?: Locale;
}

export type RenderedPage =
  | {
      kind: 'page';
      status: number;
      /** Tags for `<head>`: title, description, canonical, Open Graph and Twitter cards. */
      head: string;
      /** The markup inside `<div id="root">`. */
      body: string;
      /** The JSON the client hydrates from, safe inside `<script>`. */
      state: string;
      /**
       * The page modules the page draws, by their path in `src/web` (as Vite's manifest names
       * them): the server names their chunks in the page for the entry to fetch with the app.
       */
      modules: string[];
    }
  | { kind: 'redirect'; status: number; location: string }
  /** A page not rendered on the server yet: the client draws it from the app shell. */
  | { kind: 'shell' };

/**
 * Renders the page at a path. A path under another language than the default (`/es/post/a`) is
 * that page with its links kept under the prefix; `options.locale` names the language.
 */
export type RenderPage = (path: string, options: RenderOptions) => Promise<RenderedPage>;

/**
 * The address a page is rendered and kept by: its path and only the query parameters the page
 * reads, in a fixed order. Addresses that are not server-rendered pages come back as they are.
 */
export type PageAddress = (path: string) => string;
