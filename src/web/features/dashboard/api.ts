import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GetPostsResponse } from '#contracts/posts.ts';
import * as sessions from '#contracts/sessions.endpoints.ts';
import type { UpdateUserInput } from '#contracts/users.ts';
import { call } from '#web/lib/api-client.ts';
import { nextStartIndex } from '#web/lib/paging.ts';
import { fetchPosts, postKeys } from '#web/features/posts/api.ts';
import { deleteUser, updateUser, userKeys } from '#web/features/users/api.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { refreshCurrentUser, toSessionUser } from '#web/features/auth/api.ts';
import { withPresence } from '#web/components/presence-dialog.tsx';

/** The member's own account, as the dashboard's Profile tab changes it. */

/**
 * Saves the changed fields. The signed-in user, their cached record and every profile read by
 * username take the new values (the username may have changed). `onSaved` runs first: the
 * new values may re-render the form that asked.
 */
export function useUpdateAccount(userId: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  const setCurrentUser = useAppStore((state) => state.setCurrentUser);
  return useMutation({
    // A new e-mail or password may first ask for the current password (sudo mode).
    mutationFn: async (changes: UpdateUserInput) => {
      const answer = await withPresence(() => updateUser(userId, changes));
      // The owner's answer carries the session's new token; only an admin's lacks it.
      if (!('token' in answer)) throw new Error('This account is not yours');
      return toSessionUser(answer);
    },
    onSuccess: (updated) => {
      onSaved();
      setCurrentUser(updated);
      queryClient.setQueryData(userKeys.byId(updated._id, updated._id), updated);
      void queryClient.invalidateQueries({ queryKey: ['users', 'username'] });
    },
  });
}

export function useDeleteAccount(userId: string) {
  return useMutation({ mutationFn: () => withPresence(() => deleteUser(userId)) });
}

/** Back from the e-mailed link: the stored user and the cached record load again. */
export function useReloadVerifiedAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshCurrentUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', 'id', userId] }),
  });
}

const sessionKeys = { all: ['sessions'] as const };

/** The account's signed-in devices. */
export function useSessions() {
  return useQuery({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => call(sessions.list, { signal }),
  });
}

/** Signs one device out; the list loads again. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => call(sessions.signOut, { params: { sessionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** Signs every other device out; the list loads again. */
export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(sessions.signOutOthers),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/**
 * The member's own posts, newest first, `pageSize` at a time ("Show More"). Here rather than in
 * the posts' api.ts, which the home page loads: infinite lists' code is for the dashboard.
 */
export function useAuthorPosts(userId: string, pageSize: number) {
  return useInfiniteQuery({
    queryKey: postKeys.byAuthor(userId, pageSize),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchPosts({ userId, sort: 'desc', startIndex: pageParam, limit: pageSize }, signal),
    getNextPageParam: nextStartIndex(
      pageSize,
      (page: GetPostsResponse) => page.posts,
      (page) => page.totalPosts,
      { untilShortPage: true },
    ),
  });
}
