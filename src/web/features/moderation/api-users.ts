import { publisherToggle } from '#contracts/policies/users.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '#contracts/common.ts';
import type { BanInput, PrivateUser, UpdateRoleInput } from '#contracts/users.ts';
import { USERS_PAGE_SIZE } from '#contracts/users.constants.ts';
import * as users from '#contracts/users.endpoints.ts';
import { withPresence } from '#web/components/presence-dialog.tsx';
import { call } from '#web/lib/api-client.ts';
import {
  moderationKeys,
  refreshModerationViews,
  withCallbacks,
  removeRow,
  replaceRow,
  type MutationCallbacks,
  type UsersFilters,
} from './api-cache.ts';
import { usePagedList } from './api-paged-list.ts';

/** The admin's Users tab: the list, bans, the publisher flag and deletion, 9 at a time. */

export type AdminUser = PrivateUser;

export const DEFAULT_USERS_FILTERS: UsersFilters = {
  role: 'all',
  status: 'all',
  verified: 'all',
  searchTerm: '',
};

export function useAdminUsers(filters: UsersFilters) {
  return usePagedList<AdminUser>(
    moderationKeys.users(filters),
    USERS_PAGE_SIZE,
    async (startIndex, signal) => {
      const page = await call(users.list, {
        query: { ...filters, startIndex, limit: USERS_PAGE_SIZE },
        signal,
      });
      return { items: page.users, total: page.totalUsers };
    },
  );
}

/**
 * A changed user replaces its row in every loaded list; when the filters on screen might no
 * longer include them, the list loads again.
 */
function useUserChanged() {
  const queryClient = useQueryClient();
  return (user: AdminUser, mayLeaveFilter: boolean) => {
    replaceRow(queryClient, moderationKeys.allUsers, user);
    void queryClient.invalidateQueries({
      queryKey: moderationKeys.allUsers,
      refetchType: mayLeaveFilter ? 'active' : 'none',
    });
    refreshModerationViews(queryClient);
  };
}

export function useBanUser(filters: UsersFilters) {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: (ban: BanInput) => call(users.ban, { body: ban }),
    onSuccess: (user) => changed(user, filters.status !== 'all'),
  });
}

export function useUnbanUser(
  filters: UsersFilters,
  callbacks: MutationCallbacks<AdminUser, AdminUser> = {},
) {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: (user: AdminUser) => call(users.unban, { params: { userId: user._id } }),
    ...withCallbacks(callbacks, (unbanned) => changed(unbanned, filters.status !== 'all')),
  });
}

/** Assigns or revokes the publisher flag: the opposite of what the user has. */
export function useTogglePublisherRole(
  filters: UsersFilters,
  callbacks: MutationCallbacks<AdminUser, AdminUser> = {},
) {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: (user: AdminUser) => {
      const change: UpdateRoleInput = publisherToggle(user._id, user);
      return call(users.updateRole, { body: change });
    },
    ...withCallbacks(callbacks, (changedUser) => changed(changedUser, filters.role !== 'all')),
  });
}

/** Deletes the account; their posts, narratives, comments and requests go with it. */
export function useDeleteUser(callbacks: MutationCallbacks<MessageResponse, AdminUser> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // The admin's own recent proof of presence: a dialog asks for their password if it is old.
    mutationFn: (user: AdminUser) =>
      withPresence(() => call(users.remove, { params: { id: user._id } })),
    ...withCallbacks(callbacks, (answer, user) => {
      removeRow(queryClient, moderationKeys.allUsers, user._id);
      void queryClient.invalidateQueries({
        queryKey: moderationKeys.allUsers,
        refetchType: 'none',
      });
      refreshModerationViews(queryClient, { posts: true, comments: true });
    }),
  });
}
