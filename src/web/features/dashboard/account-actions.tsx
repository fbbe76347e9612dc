import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { confirmDestructive } from '#web/components/confirm-dialog.ts';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconLogout, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { ACCOUNT_DELETION_STATEMENT } from '#contracts/users.constants.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSignOut } from '#web/components/use-sign-out.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { useClearCachedData } from '#web/lib/clear-cached-data.ts';
import { ACCOUNT_EXPORT_URL } from '#web/features/users/api.ts';
import { useDeleteAccount } from './api.ts';
import { showErrorToast } from '#web/components/error-toast.ts';

/** What deleting the account does, kind by kind, for the confirmation. */
function DeletionStatement() {
  return (
    <Stack gap="xs">
      <Text size="sm">This cannot be undone. Here is what happens to each kind of your data:</Text>
      <List size="sm" spacing={6} aria-label="What deleting your account does">
        {ACCOUNT_DELETION_STATEMENT.map(({ kind, what }) => (
          <List.Item key={kind}>
            <Text span inherit fw={600}>
              {kind}:
            </Text>{' '}
            {what}
          </List.Item>
        ))}
      </List>
      <Text size="sm">You can download a copy of your data first.</Text>
    </Stack>
  );
}

/** Download my data, Delete Account (after the statement) and Sign Out. */
export function AccountActions({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const clearCachedData = useClearCachedData();
  const deleteAccount = useDeleteAccount(userId);
  const clearSession = useAppStore((state) => state.clearSession);
  const signOut = useSignOut();

  const confirmDelete = () =>
    confirmDestructive({
      title: 'Delete Your Account?',
      size: 'lg',
      children: <DeletionStatement />,
      confirmLabel: 'Delete my account',
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
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h4">
          Your Data
        </Title>
        <Text size="sm" c="dimmed">
          A zip of JSON files with your profile, posts (drafts too), narratives, comments, likes,
          follows, notifications and the gifts made with this account or its verified e-mail.
        </Text>
        <Group>
          <Button
            component="a"
            href={ACCOUNT_EXPORT_URL}
            download
            variant="default"
            leftSection={<IconDownload size={18} stroke={1.8} aria-hidden="true" />}
          >
            Download My Data
          </Button>
        </Group>
      </Stack>
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
    </Stack>
  );
}
