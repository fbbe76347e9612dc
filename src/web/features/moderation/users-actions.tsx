import { rolesOf } from '#contracts/policies/actor.ts';
import { Text } from '@mantine/core';
import { confirmDestructive } from '#web/components/confirm-dialog.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '#web/lib/api-client.ts';
import {
  useDeleteUser,
  useTogglePublisherRole,
  useUnbanUser,
  type AdminUser,
  type UsersFilters,
} from './api.ts';
import { showErrorToast } from '#web/components/error-toast.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { showSuccessToast } from './shared/feedback.ts';

/** How long a failed role change keeps its marker (the spec: 3 s). */
export const ROLE_MARKER_MS = 3000;

const showError = (error: unknown, fallback: string) =>
  showErrorToast(errorMessage(error, fallback));

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
 * What an admin does to a user from the Users tab: unban, assign or revoke the publisher flag,
 * delete (banning is the ban dialog's). `api.ts` keeps the loaded lists in step.
 */
export function useUserActions(filters: UsersFilters) {
  const t = useMessages('moderation');
  const roleFailures = useRoleFailures();

  const unban = useUnbanUser(filters, {
    onSuccess: (user) =>
      showSuccessToast(t('moderation.users.unbanned', { username: user.username })),
    onError: (error) => showError(error, t('moderation.users.unbanFailed')),
  });

  const toggleRole = useTogglePublisherRole(filters, {
    onSuccess: (user) =>
      showSuccessToast(
        rolesOf(user).includes('publisher')
          ? t('moderation.users.nowPublisher', { username: user.username })
          : t('moderation.users.noLongerPublisher', { username: user.username }),
      ),
    onError: (error, user) => roleFailures.mark(user._id, errorMessage(error)),
  });

  const remove = useDeleteUser({
    onSuccess: (_answer, user) =>
      showSuccessToast(t('moderation.users.deleted', { username: user.username })),
    onError: (error) => showError(error, t('moderation.users.somethingWrong')),
  });

  const confirmDelete = (user: AdminUser) =>
    confirmDestructive({
      title: t('moderation.users.deleteTitle'),
      children: (
        <Text size="sm">{t('moderation.users.deleteBody', { username: user.username })}</Text>
      ),
      confirmLabel: t('moderation.common.delete'),
      onConfirm: () => remove.mutate(user),
    });

  return {
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
