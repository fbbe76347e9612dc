import { queryOptions, useQuery } from '@tanstack/react-query';
// Types only from contracts: the home page loads this module, and the zod schemas of the
// contract belong in the form pages that validate.
import type { GetStoriesQuery } from '#contracts/stories.ts';
import * as stories from '#contracts/stories.endpoints.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { call } from '#web/lib/api-client.ts';

export type { Story } from '#contracts/stories.ts';

/** The spec's page size of the admin's list (/stories and My Narratives show STORIES_PAGE_SIZE). */
export const ADMIN_STORIES_PAGE_SIZE = 20;

/** The query of `GET /api/story/get` as the web sends it: paging as numbers. */
export type StoriesQuery = Omit<GetStoriesQuery, 'startIndex' | 'limit'> & {
  startIndex?: number;
  limit?: number;
};

/** A list's status filter; honoured for admins only, everyone else gets approved narratives. */
export type StatusFilter = NonNullable<GetStoriesQuery['status']>;

export const useViewerId = () => useAppStore((state) => state.currentUser?._id ?? null);

// The viewer is part of the keys whose answer depends on who asks (unpublished narratives).
export const storyKeys = {
  all: ['stories'] as const,
  list: (query: StoriesQuery, viewerId: string | null) =>
    ['stories', 'list', query, viewerId] as const,
  bySlug: (slug: string, viewerId: string | null) => ['stories', 'slug', slug, viewerId] as const,
  byId: (id: string, viewerId: string | null) => ['stories', 'id', id, viewerId] as const,
  ofUser: (userId: string, status: StatusFilter) => ['stories', 'user', userId, status] as const,
  countries: ['stories', 'countries'] as const,
  contact: (id: string, viewerId: string | null) => ['stories', 'contact', id, viewerId] as const,
};

export const fetchStories = (query: StoriesQuery, signal?: AbortSignal) =>
  call(stories.list, { query, signal });

/** One page of narratives as `viewerId` sees them; the server renderer prefetches the same. */
export const storyListQueryOptions = (query: StoriesQuery, viewerId: string | null) =>
  queryOptions({
    queryKey: storyKeys.list(query, viewerId),
    queryFn: ({ signal }) => fetchStories(query, signal),
  });

/** One page of narratives (the home page's recent ones). */
export function useStories(query: StoriesQuery) {
  return useQuery(storyListQueryOptions(query, useViewerId()));
}

export const storyBySlugQueryOptions = (slug: string, viewerId: string | null) =>
  queryOptions({
    queryKey: storyKeys.bySlug(slug, viewerId),
    queryFn: ({ signal }) => call(stories.bySlug, { params: { slug }, signal }),
    retry: false,
  });

export function useStoryBySlug(slug: string) {
  return useQuery(storyBySlugQueryOptions(slug, useViewerId()));
}

/** The filter's countries and the form's; they change only when a narrative is approved. */
export const storyCountriesQueryOptions = queryOptions({
  queryKey: storyKeys.countries,
  queryFn: ({ signal }) => call(stories.countries, { signal }),
  staleTime: 5 * 60 * 1000,
});

export function useStoryCountries() {
  return useQuery(storyCountriesQueryOptions);
}
