import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { PageFrame } from '#web/components/page-frame.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useConfirmSubscription } from './api.ts';

/**
 * `/subscriptions/confirm/{token}`: where a subscription's confirmation mail leads (the server
 * sends a browser opening the mailed address here). The page confirms once, as it opens, and
 * says how it went.
 */
export function SubscriptionConfirmPage() {
  const t = useMessages('preferences');
  const { token = '' } = useParams();
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
    <PageFrame title={t('preferences.confirm.title')} size="xs">
      {(confirm.isPending || confirm.isIdle) && (
        <CenteredLoader label={t('preferences.confirm.working')} />
      )}
      {confirm.isSuccess && (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
            <Text fw={600}>{t('preferences.confirm.done')}</Text>
            <Text size="sm" mt={4}>
              {t('preferences.confirm.doneHint')}
            </Text>
          </Alert>
          <Group>
            <Button component={Link} to="/">
              {t('preferences.goHome')}
            </Button>
          </Group>
        </Stack>
      )}
      {confirm.isError && (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {isRefused ? t('preferences.confirm.refused') : t('preferences.error.generic')}
          </Alert>
          <Group>
            {isRefused ? (
              <Button component={Link} to="/">
                {t('preferences.goHome')}
              </Button>
            ) : (
              <Button onClick={() => confirm.mutate(token)}>{t('preferences.tryAgain')}</Button>
            )}
          </Group>
        </Stack>
      )}
    </PageFrame>
  );
}
