import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PageFrame } from '#web/components/page-frame.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useUnsubscribeByLink } from './api.ts';
import { LinkedMessage } from './preferences-link.tsx';

/**
 * `/subscriptions/unsubscribe/{token}`: where a bulk mail's unsubscribe link leads in a browser.
 * Opening it changes nothing (a mail scanner opens links too): only its one button unsubscribes,
 * without signing in.
 */
export function UnsubscribePage() {
  const t = useMessages('preferences');
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribeByLink();
  const isRefused =
    unsubscribe.isError && isApiError(unsubscribe.error) && unsubscribe.error.statusCode === 400;

  return (
    <PageFrame
      title={t(
        unsubscribe.isSuccess
          ? 'preferences.unsubscribe.doneTitle'
          : 'preferences.unsubscribe.title',
      )}
      size="xs"
    >
      <Stack gap="md">
        {unsubscribe.isSuccess ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
            {t('preferences.unsubscribe.done')}
          </Alert>
        ) : (
          <>
            <Text>{t('preferences.unsubscribe.intro')}</Text>
            {unsubscribe.isError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
                {isRefused ? t('preferences.unsubscribe.refused') : t('preferences.error.generic')}
              </Alert>
            )}
            {!isRefused && (
              <Group>
                <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
                  {t('preferences.unsubscribe.button')}
                </Button>
              </Group>
            )}
          </>
        )}
        <Text size="sm" c="dimmed">
          <LinkedMessage id="preferences.unsubscribe.members" />
        </Text>
      </Stack>
    </PageFrame>
  );
}
