import { Button, Group, Text } from '@mantine/core';
import { openConfirm } from '#web/components/confirm-dialog.ts';
import { notifications } from '@mantine/notifications';
import { IconLogout, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSignOut } from '#web/components/use-sign-out.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { useClearCachedData } from '#web/features/auth/api.ts';
import { useDeleteAccount } from './api.ts';
import { showErrorToast } from '#web/components/error-toast.ts';

/** Delete Account (after a confirmation) and Sign Out. */
export function AccountActions({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const clearCachedData = useClearCachedData();
  const deleteAccount = useDeleteAccount(userId);
  const clearSession = useAppStore((state) => state.clearSession);
  const signOut = useSignOut();

  const confirmDelete = () =>
    openConfirm({
      title: 'Delete your account?',
      children: (
        <Text size="sm">
          Your account, posts, narratives and comments will be removed for good. This cannot be
          undone.
        </Text>
      ),
      labels: { confirm: 'Delete account', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        deleteAccount.mutate(undefined, {
          onSuccess: async () => {
            // Home first, so the dashboard's guard does not send the visitor to sign in.
            await navigate('/');
            clearSession();
            clearCachedData();
            notifications.show({ color: 'teal', message: 'Your account has been deleted' });
          },
          onError: (error) => showErrorToast(errorMessage(error)),
        });
      },
    });

  return (
    <Group justify="space-between" gap="sm">
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={18} stroke={1.8} />}
        onClick={confirmDelete}
      >
        Delete Account
      </Button>
      <Button
        variant="default"
        leftSection={<IconLogout size={18} stroke={1.8} />}
        onClick={() => void signOut()}
      >
        Sign Out
      </Button>
    </Group>
  );
}
