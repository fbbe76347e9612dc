import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { PageFrame } from '#web/components/page-frame.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useUnsubscribeByLink } from './api.ts';
import { LinkedMessage } from './preferences-link.tsx';

/**
 * `/settings/notifications?unsubscribe={token}`: where a bulk mail's unsubscribe link leads in a
 * browser.
 * Opening it changes nothing (a mail scanner opens links too): only its one button unsubscribes,
 * without signing in.
 */
export function UnsubscribeLink({ token }: { token: string }) {
  const t = useMessages('notifications');
  const unsubscribe = useUnsubscribeByLink();
  const isRefused =
    unsubscribe.isError && isApiError(unsubscribe.error) && unsubscribe.error.statusCode === 400;

  return (
    <PageFrame
      title={t(
        unsubscribe.isSuccess
          ? 'notifications.choices.unsubscribe.doneTitle'
          : 'notifications.choices.unsubscribe.title',
      )}
      size="xs"
    >
      <Stack gap="md">
        {unsubscribe.isSuccess ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
            {t('notifications.choices.unsubscribe.done')}
          </Alert>
        ) : (
          <>
            <Text>{t('notifications.choices.unsubscribe.intro')}</Text>
            {unsubscribe.isError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
                {isRefused
                  ? t('notifications.choices.unsubscribe.refused')
                  : t('notifications.choices.error.generic')}
              </Alert>
            )}
            {!isRefused && (
              <Group>
                <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
                  {t('notifications.choices.unsubscribe.button')}
                </Button>
              </Group>
            )}
          </>
        )}
        <Text size="sm" c="dimmed">
          <LinkedMessage id="notifications.choices.unsubscribe.members" />
        </Text>
      </Stack>
    </PageFrame>
  );
}
