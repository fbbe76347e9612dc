import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput } from '#contracts/users.ts';
import { deleteUser, resendVerification, updateUser, userKeys } from '#web/features/users/api.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { refreshCurrentUser, toSessionUser } from '#web/features/auth/api.ts';

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
    mutationFn: async (changes: UpdateUserInput) =>
      toSessionUser(await updateUser(userId, changes)),
    onSuccess: (updated) => {
      onSaved();
      setCurrentUser(updated);
      queryClient.setQueryData(userKeys.byId(updated._id, updated._id), updated);
      void queryClient.invalidateQueries({ queryKey: ['users', 'username'] });
    },
  });
}

/** Sends the verification e-mail again. */
export function useSendVerificationEmail(userId: string) {
  return useMutation({ mutationFn: () => resendVerification(userId) });
}

export function useDeleteAccount(userId: string) {
  return useMutation({ mutationFn: () => deleteUser(userId) });
}

/** Back from the e-mailed link: the stored user and the cached record load again. */
export function useReloadVerifiedAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshCurrentUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', 'id', userId] }),
  });
}
