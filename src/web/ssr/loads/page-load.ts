import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { isApiError } from '#web/lib/api-client.ts';
import { excerpt } from '#web/lib/post-text.ts';
import type { PageMeta } from '../page-head.tsx';

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
 * A page's data is in the query cache and its head is known, or there is nothing to show, or it
 * moved for good (a post's former slug) to `redirect`.
 */
export type PageLoad = { meta: PageMeta } | { notFound: true } | { redirect: string };

export type PageLoader = (context: PageLoadContext) => Promise<PageLoad>;

export const NOT_FOUND: PageLoad = { notFound: true };

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
