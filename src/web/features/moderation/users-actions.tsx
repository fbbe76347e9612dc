import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BAN_DURATIONS, type BanDuration } from '#contracts/users.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import {
  banUser,
  deleteUserAccount,
  removeRow,
  replaceRow,
  setPublisherRole,
  unbanUser,
  type AdminUser,
  type UsersFilters,
} from '#web/api/moderation.ts';
import { refreshModerationViews } from './shared/refresh-moderation-views.ts';

/** How long a failed role change keeps its marker (the spec: 3 s). */
export const ROLE_MARKER_MS = 3000;
const SUCCESS_TOAST_MS = 2000;

const USERS_LISTS = ['moderation', 'users'] as const;

const showError = (error: unknown, fallback: string) =>
  notifications.show({ color: 'red', message: errorMessage(error, fallback) });

/** Users whose last role change failed, each cleared after 3 s. */
function useRoleFailures() {
  const [failed, setFailed] = useState<Record<string, string>>({});
  const timers = useRef(new Map<string, number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const mark = useCallback((userId: string, message: string) => {
    window.clearTimeout(timers.current.get(userId));
    setFailed((current) => ({ ...current, [userId]: message }));
    timers.current.set(
      userId,
      window.setTimeout(() => {
        timers.current.delete(userId);
        setFailed(({ [userId]: _cleared, ...rest }) => rest);
      }, ROLE_MARKER_MS),
    );
  }, []);

  return { failed, mark };
}

/**
 * What an admin does to a user from the Users tab: ban, unban, assign or revoke the publisher
 * flag, delete. A changed user replaces its row in every loaded list; when the filters on screen
 * might no longer include them, the list loads again.
 */
export function useUserActions(filters: UsersFilters) {
  const queryClient = useQueryClient();
  const roleFailures = useRoleFailures();

  const afterChange = (user: AdminUser, mayLeaveFilter: boolean) => {
    replaceRow(queryClient, USERS_LISTS, user);
    void queryClient.invalidateQueries({
      queryKey: USERS_LISTS,
      refetchType: mayLeaveFilter ? 'active' : 'none',
    });
    refreshModerationViews(queryClient);
  };

  const ban = async (user: AdminUser, duration: BanDuration, reason: string) => {
    const banned = await banUser(user._id, duration, reason);
    afterChange(banned, filters.status !== 'all');
    notifications.show({
      color: 'teal',
      message: `${user.username} is banned (${BAN_DURATIONS[duration].label.toLowerCase()})`,
      autoClose: SUCCESS_TOAST_MS,
    });
  };

  const unban = useMutation({
    mutationFn: (user: AdminUser) => unbanUser(user._id),
    onSuccess: (user) => {
      afterChange(user, filters.status !== 'all');
      notifications.show({
        color: 'teal',
        message: `${user.username} is no longer banned`,
        autoClose: SUCCESS_TOAST_MS,
      });
    },
    onError: (error) => showError(error, 'Failed to unban user'),
  });

  const toggleRole = useMutation({
    mutationFn: (user: AdminUser) => setPublisherRole(user._id, !user.isPublisher),
    onSuccess: (user) => {
      afterChange(user, filters.role !== 'all');
      notifications.show({
        color: 'teal',
        message: user.isPublisher
          ? `${user.username} is now a publisher`
          : `${user.username} is no longer a publisher`,
        autoClose: SUCCESS_TOAST_MS,
      });
    },
    onError: (error, user) => roleFailures.mark(user._id, errorMessage(error)),
  });

  const remove = useMutation({
    mutationFn: (user: AdminUser) => deleteUserAccount(user._id),
    onSuccess: (_result, user) => {
      removeRow(queryClient, USERS_LISTS, user._id);
      void queryClient.invalidateQueries({ queryKey: USERS_LISTS, refetchType: 'none' });
      // Their posts, narratives, comments and requests went with them.
      refreshModerationViews(queryClient, { posts: true, comments: true });
      notifications.show({
        color: 'teal',
        message: `${user.username} has been deleted`,
        autoClose: SUCCESS_TOAST_MS,
      });
    },
    onError: (error) => showError(error, 'Something went wrong'),
  });

  const confirmDelete = (user: AdminUser) =>
    modals.openConfirmModal({
      title: 'Delete user',
      children: (
        <Text size="sm">
          Delete {user.username}? Their account, posts, narratives and comments are removed for
          good. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(user),
    });

  return {
    ban,
    unban: (user: AdminUser) => unban.mutate(user),
    toggleRole: (user: AdminUser) => toggleRole.mutate(user),
    confirmDelete,
    /** The user id a call is running for, to show it busy. */
    busy: {
      unban: unban.isPending ? unban.variables?._id : undefined,
      role: toggleRole.isPending ? toggleRole.variables?._id : undefined,
      remove: remove.isPending ? remove.variables?._id : undefined,
    },
    roleFailures: roleFailures.failed,
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
