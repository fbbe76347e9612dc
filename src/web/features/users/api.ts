import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PrivateUser, PublicUser, UpdateUserInput } from '#contracts/users.ts';
import { useAppStore } from '#web/state/app-store.ts';
import type { MessageResponse, SessionUserResponse } from './auth.ts';
import { api } from '#web/lib/api-client.ts';

/** A user as lists show them: follower lists, search results. */
export interface UserListItem {
  _id: string;
  username: string;
  profilePicture: string;
  isAdmin: boolean;
  isPublisher: boolean;
}

export type FollowDirection = 'followers' | 'following';

export interface FollowResponse extends MessageResponse {
  isFollowing: boolean;
  followersCount: number;
}

/** Public profiles are looked up by username at most every 5 minutes (the spec's cache). */
export const PROFILE_CACHE_MS = 5 * 60 * 1000;

const useViewerId = () => useAppStore((state) => state.currentUser?._id ?? null);

// The viewer is part of every key whose answer depends on who asks (private fields, isFollowing).
export const userKeys = {
  all: ['users'] as const,
  byUsername: (username: string, viewerId: string | null) =>
    ['users', 'username', username.toLowerCase(), viewerId] as const,
  byId: (id: string, viewerId: string | null) => ['users', 'id', id, viewerId] as const,
  follows: (id: string, direction: FollowDirection, search: string) =>
    ['users', 'follows', id, direction, search] as const,
};

export function useUserByUsername(username: string) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: userKeys.byUsername(username, viewerId),
    queryFn: ({ signal }) =>
      api.get<PublicUser>(`/api/user/username/${encodeURIComponent(username)}`, { signal }),
    staleTime: PROFILE_CACHE_MS,
  });
}

/** The signed-in user's own record, with the private fields (birth date, counts). */
export function useOwnAccount(id: string) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: userKeys.byId(id, viewerId),
    queryFn: ({ signal }) => api.get<PrivateUser>(`/api/user/${id}`, { signal }),
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
      api.get<UserListItem[]>(`/api/user/${id}/${direction}`, {
        query: { username: search },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const followUser = (id: string) => api.put<FollowResponse>(`/api/user/follow/${id}`);
export const unfollowUser = (id: string) => api.put<FollowResponse>(`/api/user/unfollow/${id}`);

export const updateUser = (id: string, changes: UpdateUserInput) =>
  api.put<SessionUserResponse>(`/api/user/update/${id}`, changes);

export const deleteUser = (id: string) => api.delete<MessageResponse>(`/api/user/delete/${id}`);

export const resendVerification = (id: string) =>
  api.post<MessageResponse>(`/api/user/${id}/resend-verification`);
