import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { PageFrame } from '#web/components/page-frame.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useConfirmSubscription } from './api.ts';

/**
 * `/settings/notifications?confirm={token}`: where a subscription's confirmation mail leads (the
 * server sends a browser opening the mailed address here). The page confirms once, as it opens, and
 * says how it went.
 */
export function ConfirmLink({ token }: { token: string }) {
  const t = useMessages('notifications');
  const confirm = useConfirmSubscription();
  const { mutate } = confirm;
  const hasAsked = useRef(false);
  useEffect(() => {
    if (hasAsked.current) return;
    hasAsked.current = true;
    mutate(token);
  }, [mutate, token]);

  const isRefused =
    confirm.isError && isApiError(confirm.error) && confirm.error.statusCode === 400;

  return (
    <PageFrame title={t('notifications.choices.confirm.title')} size="xs">
      {(confirm.isPending || confirm.isIdle) && (
        <CenteredLoader label={t('notifications.choices.confirm.working')} />
      )}
      {confirm.isSuccess && (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
            <Text fw={600}>{t('notifications.choices.confirm.done')}</Text>
            <Text size="sm" mt={4}>
              {t('notifications.choices.confirm.doneHint')}
            </Text>
          </Alert>
          <Group>
            <Button component={Link} to="/">
              {t('notifications.choices.goHome')}
            </Button>
          </Group>
        </Stack>
      )}
      {confirm.isError && (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {isRefused
              ? t('notifications.choices.confirm.refused')
              : t('notifications.choices.error.generic')}
          </Alert>
          <Group>
            {isRefused ? (
              <Button component={Link} to="/">
                {t('notifications.choices.goHome')}
              </Button>
            ) : (
              <Button onClick={() => confirm.mutate(token)}>
                {t('notifications.choices.tryAgain')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </PageFrame>
  );
}
