import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { LinkFailedAlert } from './link-failed-alert.tsx';
import { IconCircleCheck, IconShieldLock } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageFrame } from '#web/components/page-frame.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { useClearCachedData } from '#web/lib/clear-cached-data.ts';
import { useUndoEmailChange } from './api-sign-in.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * The link mailed to a former address: on the owner's press the account takes that address
 * back and every device is signed out (this one too).
 */
export function UndoEmailChangePage() {
  const t = useMessages('auth');
  const { userId = '', token = '' } = useParams();
  const undo = useUndoEmailChange(userId, token);
  const clearSession = useAppStore((state) => state.clearSession);
  const clearCachedData = useClearCachedData();

  const restore = () =>
    undo.mutate(undefined, {
      onSuccess: () => {
        clearSession();
        clearCachedData();
      },
    });

  return (
    <PageFrame title={t('auth.undoEmailChange.title')} size="xs">
      {undo.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
            <Text fw={600}>{undo.data.message}</Text>
          </Alert>
          <Group>
            <Button component={Link} to="/sign-in">
              {t('auth.signIn.title')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{t('auth.undoEmailChange.text')}</Text>
          {undo.isError && <LinkFailedAlert>{errorMessage(undo.error)}</LinkFailedAlert>}
          <Group>
            <Button
              color="red"
              leftSection={<IconShieldLock size={18} stroke={1.8} />}
              loading={undo.isPending}
              onClick={restore}
            >
              {t('auth.undoEmailChange.restore')}
            </Button>
          </Group>
        </Stack>
      )}
    </PageFrame>
  );
}
