import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
// Types only from contracts: the home page and the header search load this module, and the
// runtime side of contracts (zod schemas) belongs in the pages that validate forms.
import type { GetPostsQuery, Post } from '#contracts/posts.ts';
import * as posts from '#contracts/posts.endpoints.ts';
import { call } from '#web/lib/api-client.ts';

export type { Post, PostRevision } from '#contracts/posts.ts';

/** The query of `GET /api/post/getposts` as the web sends it: paging as numbers. */
export type PostsQuery = Omit<GetPostsQuery, 'startIndex' | 'limit'> & {
  startIndex?: number;
  limit?: number;
};

export const postKeys = {
  all: ['posts'] as const,
  list: (query: PostsQuery) => ['posts', 'list', query] as const,
  mostRead: (limit: number) => ['posts', 'most-read', limit] as const,
  byAuthor: (userId: string, pageSize: number) => ['posts', 'by-author', userId, pageSize] as const,
  navSearch: (term: string) => ['posts', 'nav-search', term.toLowerCase()] as const,
};

export const fetchPosts = (query: PostsQuery, signal?: AbortSignal) =>
  call(posts.list, { query, signal });

/** One page of `GET /api/post/getposts`; the server renderer prefetches the same. */
export const postListQueryOptions = (query: PostsQuery) =>
  queryOptions({
    queryKey: postKeys.list(query),
    queryFn: ({ signal }) => fetchPosts(query, signal),
  });

export function usePosts(query: PostsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...postListQueryOptions(query),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
}

/** The header search's posts for `term`: at most `limit`, those `keep` accepts. */
export function useNavSearchPosts(
  term: string,
  limit: number,
  keep: (post: Post) => boolean,
  isEnabled: boolean,
) {
  return useQuery({
    queryKey: postKeys.navSearch(term),
    queryFn: async ({ signal }) =>
      (await fetchPosts({ searchTerm: term, limit }, signal)).posts.filter(keep),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One post by slug or id, null when there is none; the server renderer prefetches the same. */
export function postQueryOptions(by: { slug: string } | { postId: string }) {
  const query: PostsQuery = { ...by, limit: 1 };
  return queryOptions({
    queryKey: postKeys.list(query),
    queryFn: async ({ signal }) => (await fetchPosts(query, signal)).posts[0] ?? null,
  });
}

export function usePost(by: { slug: string } | { postId: string }) {
  return useQuery(postQueryOptions(by));
}

export const mostReadQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: postKeys.mostRead(limit),
    queryFn: ({ signal }) => call(posts.mostRead, { query: { limit }, signal }),
  });

export function useMostReadPosts(limit: number) {
  return useQuery(mostReadQueryOptions(limit));
}

/** The dashboard deletes posts too (moderation imports features only through their api.ts). */
export const deletePost = (postId: string, userId: string) =>
  call(posts.remove, { params: { postId, userId } });

/** Counts one view; the post page calls it once per open. */
export const countPostView = (postId: string) => call(posts.view, { params: { postId } });
