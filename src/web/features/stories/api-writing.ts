import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Story, StoryInput } from '#contracts/stories.ts';
import * as stories from '#contracts/stories.endpoints.ts';
import type { TakedownRequestInput } from '#contracts/story-takedowns.ts';
import * as takedowns from '#contracts/story-takedowns.endpoints.ts';
import { call } from '#web/lib/api-client.ts';
// Not through `./api.ts`: the home page loads that module, and these constants carry the
// contract's messages.
import { STORIES_PAGE_SIZE } from '#contracts/stories.constants.ts';
import {
  fetchStories,
  storyKeys,
  useViewerId,
  type StatusFilter,
  type StoriesQuery,
} from './api.ts';

/**
 * Narratives as their authors, admins and readers of one narrative use them: writing, the
 * dashboard's lists, contacts and takedowns. Apart from `api.ts`, which the home page loads.
 */

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

export function useStoryById(storyId: string) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: storyKeys.byId(storyId, viewerId),
    queryFn: ({ signal }) => call(stories.byId, { params: { storyId }, signal }),
    retry: false,
  });
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
