import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
// Types only from contracts: the home page loads this module, and the zod schemas of the
// contract belong in the form pages that validate.
import type { NarrativeStatus, Story, StoryInput } from '#contracts/stories.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { api } from '#web/lib/api-client.ts';

export type { NarrativeStatus, Story } from '#contracts/stories.ts';

/** The spec's page sizes: 9 on /stories and in My Narratives, 20 in the admin's list. */
export const STORIES_PAGE_SIZE = 9;
export const ADMIN_STORIES_PAGE_SIZE = 20;

export const STORY_FETCH_FAILED = 'Failed to fetch story';
export const STORIES_FETCH_FAILED = 'Failed to fetch stories';

export interface StoriesResponse {
  stories: Story[];
  totalStories: number;
  lastMonthStories: number;
}

export interface UserStoriesResponse {
  stories: Story[];
  totalStories: number;
}

export interface StoryCountries {
  /** Countries that approved narratives name: the list's filter. */
  countries: string[];
  /** Every country the form offers (about 195). */
  allCountries: string[];
}

export type StorySort = 'views' | 'desc' | 'asc';
export type StatusFilter = NarrativeStatus | 'all';

/** The query parameters of `GET /api/story/get`. */
export interface StoriesQuery {
  searchTerm?: string;
  category?: string;
  country?: string;
  sort?: StorySort;
  /** Honoured for admins only; everyone else gets approved narratives. */
  status?: StatusFilter;
  startIndex?: number;
  limit?: number;
}

interface MessageResponse {
  success: boolean;
  message: string;
}

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
};

export const fetchStories = (query: StoriesQuery, signal?: AbortSignal) =>
  api.get<StoriesResponse>('/api/story/get', { query: { ...query }, signal });

/** One page of narratives (the home page's recent ones). */
export function useStories(query: StoriesQuery) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: storyKeys.list(query, viewerId),
    queryFn: ({ signal }) => fetchStories(query, signal),
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
      api.get<UserStoriesResponse>(`/api/story/user/${userId}`, {
        query: { status, startIndex: pageParam, limit: STORIES_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.stories.length === STORIES_PAGE_SIZE ? pages.length * STORIES_PAGE_SIZE : undefined,
    placeholderData: keepPreviousData,
  });
}

export function useStoryBySlug(slug: string) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: storyKeys.bySlug(slug, viewerId),
    queryFn: ({ signal }) =>
      api.get<Story>(`/api/story/getbyslug/${encodeURIComponent(slug)}`, { signal }),
    retry: false,
  });
}

export function useStoryById(storyId: string) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: storyKeys.byId(storyId, viewerId),
    queryFn: ({ signal }) =>
      api.get<Story>(`/api/story/get/${encodeURIComponent(storyId)}`, { signal }),
    retry: false,
  });
}

/** The filter's countries and the form's; they change only when a narrative is approved. */
export function useStoryCountries() {
  return useQuery({
    queryKey: storyKeys.countries,
    queryFn: ({ signal }) => api.get<StoryCountries>('/api/story/countries', { signal }),
    staleTime: 5 * 60 * 1000,
  });
}

export const createStory = (input: StoryInput) => api.post<Story>('/api/story/create', input);

export const updateStory = (storyId: string, input: StoryInput) =>
  api.put<Story>(`/api/story/update/${storyId}`, input);

export const deleteStory = (storyId: string) =>
  api.delete<MessageResponse>(`/api/story/delete/${storyId}`);

/** Counts one view of a published narrative; its page calls it once per open. */
export const countStoryView = (storyId: string) =>
  api.put<{ views: number }>(`/api/story/view/${storyId}`);
