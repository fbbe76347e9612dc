import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { isApiError } from '#web/lib/api-client.ts';
import { excerpt } from '#web/lib/post-text.ts';
import type { Locale } from '#contracts/i18n/locales.ts';
import type { Translate } from '#web/i18n/use-messages.ts';
import type { Formats } from '#web/lib/format.ts';
import type { PageMeta } from './page-head.tsx';

export interface PageLoadContext {
  queryClient: QueryClient;
  params: Params;
  /** The address's query string: lists and search read their filters from it. */
  searchParams: URLSearchParams;
  /** The site's absolute address, for the addresses in structured data. */
  publicUrl: string;
  /** Readable text of stored HTML (the server's; the browser's DOMParser is not there). */
  plainText: (html: string) => string;
}

/**
 * What a page's head is drawn from: what its load found, the address, and the page's language:
 * `t` reads the heads', the shell's and the page's messages (loaded before), `format` writes its
 * numbers.
 */
export type PageHeadContext<Found> = Omit<PageLoadContext, 'queryClient'> & {
  found: Found;
  locale: Locale;
  /** The heads', the shell's and the page's own namespaces (the narrative page's `stories`). */
  t: Translate<'heads' | 'shell' | 'stories'>;
  format: Formats;
};

/**
 * What a load says: the page's data is in the query cache and `found` is what its head needs,
 * or there is nothing to show, or it moved for good (a post's former slug) to `redirect`.
 */
export type PageLoad<Found> = { found: Found } | { notFound: true } | { redirect: string };

/**
 * How the server renders a page (decision 014): the queries its first render reads, put into
 * the cache so the client hydrates without fetching them again, and its head. The page table
 * (`page-table.ts`) names the module of `ssr/pages/` that exports it as `serverPage`.
 */
export interface ServerPage<Found> {
  /** The status the page answers with: 200 unless said. */
  status?: number;
  /**
   * The query-string parameters the page reads; it reads none unless said. The server renders
   * and keeps a page by its path and these alone, so `?utm_source=…` or a made-up parameter is
   * the same page, not another copy in the cache.
   */
  queryParameters?: readonly string[];
  /** Fills the cache with what the page draws first; a page drawn from its code alone has none. */
  load?(context: PageLoadContext): Promise<PageLoad<Found>>;
  /** The page's title, description, canonical path, preview image, feeds and JSON-LD. */
  head(context: PageHeadContext<Found>): PageMeta;
}

/** A page's server part, its `found` inferred from its load. */
export const defineServerPage = <Found = undefined>(page: ServerPage<Found>) => page;

/** What every module of `ssr/pages/` exports (methods, so any page's `found` fits `unknown`). */
export interface ServerPageModule {
  serverPage: ServerPage<unknown>;
}

/** A load's answer when its head needs nothing but the address. */
export const LOADED = { found: undefined };

export const NOT_FOUND = { notFound: true } as const;

/** A page's description: the start of its text, as long as search results show. */
export const describe = (text: string) => excerpt(text, 160);

/** `path` (or an image as stored, relative or absolute) as an absolute address. */
export const absolute = (publicUrl: string, path: string) => new URL(path, publicUrl).href;

/** The API's answer for a malformed (400) or unknown (404) item: the page does not exist. */
export const isMissing = (error: unknown) =>
  isApiError(error) && (error.statusCode === 404 || error.statusCode === 400);

/** The item `fetch` reads, or null when the API says there is none; other failures throw. */
export async function fetchOrMissing<T>(fetch: () => Promise<T>): Promise<T | null> {
  try {
    return await fetch();
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
