import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { LinkFailedAlert } from './link-failed-alert.tsx';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { PageFrame } from '#web/components/page-frame.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { refreshCurrentUser } from './api.ts';
import { useConfirmEmailChange } from './api-sign-in.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/** The link mailed to a new address: following it makes the address the account's. */
export function ConfirmEmailChangePage() {
  const t = useMessages('auth');
  const { userId = '', token = '' } = useParams();
  const currentUser = useAppStore((state) => state.currentUser);
  const confirmation = useConfirmEmailChange(userId, token);

  // The signed-in owner's stored user takes the new address at once.
  const hasRefreshed = useRef(false);
  useEffect(() => {
    if (!confirmation.isSuccess || currentUser?._id !== userId || hasRefreshed.current) return;
    hasRefreshed.current = true;
    void refreshCurrentUser().catch(() => {});
  }, [confirmation.isSuccess, currentUser?._id, userId]);

  const failure =
    isApiError(confirmation.error) && confirmation.error.statusCode === 429
      ? confirmation.error.message
      : t('auth.confirmEmailChange.failed');

  return (
    <PageFrame title={t('auth.confirmEmailChange.title')} size="xs">
      {confirmation.isPending && <CenteredLoader label={t('auth.confirmEmailChange.confirming')} />}
      {confirmation.isSuccess && (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
            <Text fw={600}>{confirmation.data.message}</Text>
          </Alert>
          <Group>
            <Button component={Link} to={currentUser ? '/dashboard?tab=profile' : '/sign-in'}>
              {t(currentUser ? 'auth.confirmEmailChange.goToProfile' : 'auth.signIn.title')}
            </Button>
          </Group>
        </Stack>
      )}
      {confirmation.isError && <LinkFailedAlert>{failure}</LinkFailedAlert>}
    </PageFrame>
  );
}
