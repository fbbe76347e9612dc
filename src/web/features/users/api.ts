import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { PrivateUser, PublicUser, UpdateUserInput } from '#contracts/users.ts';
import { PROFILE_LIST_PAGE_SIZE } from '#contracts/users.constants.ts';
import * as users from '#contracts/users.endpoints.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { call } from '#web/lib/api-client.ts';
import { startIndexPages } from '#web/lib/paging.ts';
import type { GetPostsResponse } from '#contracts/posts.ts';
import type { StoriesResponse } from '#contracts/stories.ts';
import { fetchPosts, postKeys } from '#web/features/posts/api.ts';
import { fetchStories, storyKeys } from '#web/features/stories/api.ts';

export type FollowDirection = 'followers' | 'following';

/** Public profiles are looked up by username at most every 5 minutes (the spec's cache). */
export const PROFILE_CACHE_MS = 5 * 60 * 1000;

const useViewerId = () => useAppStore((state) => state.currentUser?._id ?? null);

// The viewer is part of every key whose answer depends on who asks (private fields, isFollowing).
export const userKeys = {
  all: ['users'] as const,
  byUsername: (username: string, viewerId: string | null) =>
    ['users', 'username', username.toLowerCase(), viewerId] as const,
  allById: ['users', 'id'] as const,
  byId: (id: string, viewerId: string | null) => ['users', 'id', id, viewerId] as const,
  allFollows: ['users', 'follows'] as const,
  follows: (id: string, direction: FollowDirection, search: string) =>
    ['users', 'follows', id, direction, search] as const,
  search: (term: string, limit: number) => ['users', 'search', term.toLowerCase(), limit] as const,
};

export const userByUsernameQueryOptions = (username: string, viewerId: string | null) =>
  queryOptions({
    queryKey: userKeys.byUsername(username, viewerId),
    queryFn: ({ signal }) => call(users.byUsername, { params: { username }, signal }),
    staleTime: PROFILE_CACHE_MS,
  });

/**
 * A profile as the viewer may see it. A server-rendered page arrives with the visitor's copy, so a
 * signed-in reader is shown that copy (`isPlaceholderData`) until their own has arrived, rather
 * than a loader; what depends on the viewer (`isFollowing`) waits for their copy.
 */
export function useUserByUsername(username: string) {
  const viewerId = useViewerId();
  const queryClient = useQueryClient();
  return useQuery({
    ...userByUsernameQueryOptions(username, viewerId),
    placeholderData: () =>
      viewerId
        ? queryClient.getQueryData(userByUsernameQueryOptions(username, null).queryKey)
        : undefined,
  });
}

/**
 * A list on an author's profile: their published items, newest first, a page at a time until a
 * page comes back short. The answer is the same for every reader, so the key names no viewer.
 */
function authorListQueryOptions<Page>(
  queryKey: readonly unknown[],
  fetchPage: (query: AuthorPageQuery, signal: AbortSignal) => Promise<Page>,
  rowsAndTotal: (page: Page) => [rows: readonly unknown[], total: number],
) {
  return startIndexPages({
    queryKey,
    pageSize: PROFILE_LIST_PAGE_SIZE,
    fetchPage: (page, signal) => fetchPage({ sort: 'desc', ...page }, signal),
    rowsOf: (page: Page) => rowsAndTotal(page)[0],
    totalOf: (page) => rowsAndTotal(page)[1],
    untilShortPage: true,
  });
}

type AuthorPageQuery = { sort: 'desc'; startIndex: number; limit: number };

/** An author's posts; the key sits under the posts' key, which every post change invalidates. */
export const authorPostsQueryOptions = (userId: string) =>
  authorListQueryOptions(
    [...postKeys.all, 'profile', userId] as const,
    (query, signal) => fetchPosts({ userId, ...query }, signal),
    (page: GetPostsResponse) => [page.posts, page.totalPosts],
  );

export const useAuthorPostList = (userId: string) =>
  useInfiniteQuery(authorPostsQueryOptions(userId));

/** An author's narratives: without a status, the approved ones for every reader, admins too. */
export const authorNarrativesQueryOptions = (userId: string) =>
  authorListQueryOptions(
    [...storyKeys.all, 'profile', userId] as const,
    (query, signal) => fetchStories({ userId, ...query }, signal),
    (page: StoriesResponse) => [page.stories, page.totalStories],
  );

export const useAuthorNarrativeList = (userId: string) =>
  useInfiniteQuery(authorNarrativesQueryOptions(userId));

/** The server answers a record with its private fields to its owner (and admins) only. */
function ownRecord(user: PublicUser | PrivateUser): PrivateUser {
  if ('email' in user) return user;
  throw new Error('This account is not yours');
}

/** The signed-in user's own record, with the private fields (birth date, counts). */
export function useOwnAccount(id: string) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: userKeys.byId(id, viewerId),
    queryFn: async ({ signal }) => ownRecord(await call(users.byId, { params: { id }, signal })),
  });
}

export function useFollowList(
  id: string,
  direction: FollowDirection,
  search: string,
  isEnabled = true,
) {
  return useQuery({
    enabled: isEnabled,
    queryKey: userKeys.follows(id, direction, search),
    queryFn: ({ signal }) =>
      call(direction === 'followers' ? users.followers : users.following, {
        params: { id },
        query: { username: search },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const searchUsers = (username: string, limit: number, signal?: AbortSignal) =>
  call(users.search, { query: { username, limit }, signal });

/** Users whose name contains `term` (mention suggestions, the header search). */
export function useUserSearch(term: string, limit: number, isEnabled = true) {
  return useQuery({
    queryKey: userKeys.search(term, limit),
    queryFn: async ({ signal }) => (await searchUsers(term, limit, signal)).users,
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export const followUser = (id: string) => call(users.follow, { params: { id } });
export const unfollowUser = (id: string) => call(users.unfollow, { params: { id } });

/**
 * Follows or unfollows `target`. Its cached profile takes the server's new state and follower
 * count; the viewer's own following count and lists changed too, so they are read again.
 */
export function useToggleFollow(target: { _id: string; username: string; isFollowing: boolean }) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: () => (target.isFollowing ? unfollowUser(target._id) : followUser(target._id)),
    onSuccess: (result) => {
      queryClient.setQueryData<PublicUser>(
        userKeys.byUsername(target.username, viewerId),
        (current) =>
          current
            ? { ...current, isFollowing: result.isFollowing, followersCount: result.followersCount }
            : current,
      );
      void queryClient.invalidateQueries({ queryKey: userKeys.allById });
      void queryClient.invalidateQueries({ queryKey: userKeys.allFollows });
    },
  });
}

export const updateUser = (id: string, changes: UpdateUserInput) =>
  call(users.update, { params: { id }, body: changes });

export const deleteUser = (id: string) => call(users.remove, { params: { id } });

/** The signed-in member's own data as a zip: a plain link, so the browser saves it as it comes. */
export const ACCOUNT_EXPORT_URL = users.exportData.path;

export const resendVerification = (id: string) =>
  call(users.resendVerification, { params: { id } });

/** Sends the verification e-mail again (the profile tab, a verification link that failed). */
export function useSendVerificationEmail(userId: string) {
  return useMutation({ mutationFn: () => resendVerification(userId) });
}
