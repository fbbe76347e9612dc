import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
// Types only from contracts: the home page loads this module, and the zod schemas of the
// contract belong in the form pages that validate.
import type { GetStoriesQuery, Story, StoryInput } from '#contracts/stories.ts';
import * as stories from '#contracts/stories.endpoints.ts';
import type { TakedownRequestInput } from '#contracts/story-takedowns.ts';
import * as takedowns from '#contracts/story-takedowns.endpoints.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { call } from '#web/lib/api-client.ts';
import { STORIES_PAGE_SIZE } from '#contracts/stories.constants.ts';

export type { Story } from '#contracts/stories.ts';

export { STORIES_PAGE_SIZE };
/** The spec's page size of the admin's list (/stories and My Narratives show STORIES_PAGE_SIZE). */
export const ADMIN_STORIES_PAGE_SIZE = 20;

export const STORY_FETCH_FAILED = 'Failed to fetch story';
export const STORIES_FETCH_FAILED = 'Failed to fetch stories';

/** The query of `GET /api/story/get` as the web sends it: paging as numbers. */
export type StoriesQuery = Omit<GetStoriesQuery, 'startIndex' | 'limit'> & {
  startIndex?: number;
  limit?: number;
};

/** A list's status filter; honoured for admins only, everyone else gets approved narratives. */
export type StatusFilter = NonNullable<GetStoriesQuery['status']>;

const useViewerId = () => useAppStore((state) => state.currentUser?._id ?? null);

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

/**
 * Several pages of the public list, each its own cached query (a link with startIndex=18 reads
 * three). While new filters load, the old first page stays on screen (dimmed), not a spinner.
 */
export function useStoryPages(queries: StoriesQuery[]) {
  const viewerId = useViewerId();
  return useQueries({
    queries: queries.map((query, index) => ({
      ...storyListQueryOptions(query, viewerId),
      placeholderData: index === 0 ? keepPreviousData : undefined,
    })),
  });
}

/**
 * A list read page by page with Show More, for the dashboard tabs: the next page is asked for
 * only while the last one came back full.
 */
export function usePagedStories(query: Omit<StoriesQuery, 'startIndex' | 'limit'>, limit: number) {
  const viewerId = useViewerId();
  return useInfiniteQuery({
    queryKey: [...storyKeys.list({ ...query, limit }, viewerId), 'paged'],
    queryFn: ({ pageParam, signal }) =>
      fetchStories({ ...query, limit, startIndex: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.stories.length === limit ? pages.length * limit : undefined,
    placeholderData: keepPreviousData,
  });
}

/** An author's own narratives in one status or all (`GET /api/story/user/{userId}`). */
export function useUserStories(userId: string, status: StatusFilter) {
  return useInfiniteQuery({
    queryKey: storyKeys.ofUser(userId, status),
    queryFn: ({ pageParam, signal }) =>
      call(stories.byAuthor, {
        params: { userId },
        query: { status, startIndex: pageParam, limit: STORIES_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.stories.length === STORIES_PAGE_SIZE ? pages.length * STORIES_PAGE_SIZE : undefined,
    placeholderData: keepPreviousData,
  });
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

export function useStoryById(storyId: string) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: storyKeys.byId(storyId, viewerId),
    queryFn: ({ signal }) => call(stories.byId, { params: { storyId }, signal }),
    retry: false,
  });
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

export const createStory = (input: StoryInput) => call(stories.create, { body: input });

export const updateStory = (storyId: string, input: StoryInput) =>
  call(stories.update, { params: { storyId }, body: input });

export const deleteStory = (storyId: string) => call(stories.remove, { params: { id: storyId } });

/** Counts one view of a published narrative; its page calls it once per open. */
export const countStoryView = (storyId: string) => call(stories.view, { params: { storyId } });

/** Every list and detail may hold the saved narrative: they are read again before it settles. */
function useInvalidateStories() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: storyKeys.all });
}

export function useCreateStory() {
  const invalidate = useInvalidateStories();
  return useMutation({ mutationFn: createStory, onSuccess: invalidate });
}

export function useUpdateStory(storyId: string) {
  const invalidate = useInvalidateStories();
  return useMutation({
    mutationFn: (input: StoryInput) => updateStory(storyId, input),
    onSuccess: invalidate,
  });
}

export function useDeleteStory() {
  const invalidate = useInvalidateStories();
  return useMutation({
    mutationFn: (story: Story) => deleteStory(story._id),
    onSuccess: () => void invalidate(),
  });
}

export function useCountStoryView() {
  return useMutation({ mutationFn: countStoryView });
}

/**
 * A narrative's contact from `GET /api/story/{storyId}/contact`, asked only once `enabled` (a
 * visitor pressed Show contact, or the author opened the form): each ask counts against the
 * address's limit, so it is never refetched on its own.
 */
export function useStoryContact(storyId: string, enabled: boolean) {
  return useQuery({
    queryKey: storyKeys.contact(storyId, useViewerId()),
    queryFn: ({ signal }) => call(stories.contact, { params: { storyId }, signal }),
    enabled,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Anyone asks for a narrative to be taken down: `POST /api/story/{storyId}/takedown`. */
export function useRequestTakedown(storyId: string) {
  return useMutation({
    mutationFn: (input: TakedownRequestInput) =>
      call(takedowns.request, { params: { storyId }, body: input }),
  });
}
