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
import { useMessages } from '#web/i18n/use-messages.ts';
import { deletionWords } from './contract-words.ts';

/** What deleting the account does, kind by kind, for the confirmation. */
function DeletionStatement() {
  const t = useMessages('dashboard');
  return (
    <Stack gap="xs">
      <Text size="sm">{t('dashboard.account.deletionIntro')}</Text>
      <List size="sm" spacing={6} aria-label={t('dashboard.account.deletionListLabel')}>
        {ACCOUNT_DELETION_STATEMENT.map(({ kind }) => {
          const words = deletionWords(t, kind);
          return (
            <List.Item key={kind}>
              <Text span inherit fw={600}>
                {t('dashboard.deletion.kindLabel', { kind: words.kind })}
              </Text>{' '}
              {words.what}
            </List.Item>
          );
        })}
      </List>
      <Text size="sm">{t('dashboard.account.downloadFirst')}</Text>
    </Stack>
  );
}

/** Download my data, Delete Account (after the statement) and Sign Out. */
export function AccountActions({ userId }: { userId: string }) {
  const t = useMessages('dashboard');
  const navigate = useNavigate();
  const clearCachedData = useClearCachedData();
  const deleteAccount = useDeleteAccount(userId);
  const clearSession = useAppStore((state) => state.clearSession);
  const signOut = useSignOut();

  const confirmDelete = () =>
    confirmDestructive({
      title: t('dashboard.account.deleteTitle'),
      size: 'lg',
      children: <DeletionStatement />,
      confirmLabel: t('dashboard.account.deleteConfirm'),
      onConfirm: () => {
        deleteAccount.mutate(undefined, {
          onSuccess: async () => {
            // Home first, so the dashboard's guard does not send the visitor to sign in.
            await navigate('/');
            clearSession();
            clearCachedData();
            notifications.show({ color: 'teal', message: t('dashboard.account.deleted') });
          },
          onError: (error) => showErrorToast(errorMessage(error)),
        });
      },
    });

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h4">
          {t('dashboard.account.dataTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dashboard.account.dataDescription')}
        </Text>
        <Group>
          <Button
            component="a"
            href={ACCOUNT_EXPORT_URL}
            download
            variant="default"
            leftSection={<IconDownload size={18} stroke={1.8} aria-hidden="true" />}
          >
            {t('dashboard.account.download')}
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
          {t('dashboard.account.delete')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconLogout size={18} stroke={1.8} />}
          onClick={() => void signOut()}
        >
          {t('dashboard.account.signOut')}
        </Button>
      </Group>
    </Stack>
  );
}
