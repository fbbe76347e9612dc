import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { postQueryOptions } from '#web/features/posts/api.ts';
import { excerpt } from '#web/lib/post-text.ts';
import type { PageMeta } from './page-head.tsx';

export interface PageLoadContext {
  queryClient: QueryClient;
  params: Params;
  /** Readable text of stored HTML (the server's; the browser's DOMParser is not there). */
  plainText: (html: string) => string;
}

/** A page's data is in the query cache and its head is known, or there is nothing to show. */
export type PageLoad = { meta: PageMeta } | { notFound: true };

const DESCRIPTION_LENGTH = 160;

async function loadPostPage({
  queryClient,
  params,
  plainText,
}: PageLoadContext): Promise<PageLoad> {
  const post = await queryClient.fetchQuery(postQueryOptions({ slug: params.postSlug ?? '' }));
  if (!post) return { notFound: true };
  return {
    meta: {
      title: post.title,
      description: excerpt(plainText(post.content), DESCRIPTION_LENGTH),
      path: `/post/${encodeURIComponent(post.slug)}`,
      image: post.image || undefined,
      type: 'article',
    },
  };
}

/**
 * The pages the server renders, by route path: each puts the queries its first render reads
 * into the cache, so the client hydrates without fetching them again.
 */
export const pageLoads: Record<string, (context: PageLoadContext) => Promise<PageLoad>> = {
  'post/:postSlug': loadPostPage,
};
