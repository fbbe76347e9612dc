import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * A list or page that could not load: the server's message (or the spec's fallback), a retry,
 * and any other way out (`children`, beside the retry).
 */
export function ListError({
  message,
  onRetry,
  title,
  children,
}: {
  message: string;
  onRetry?: () => void;
  title?: string;
  children?: ReactNode;
}) {
  const t = useMessages('shellParts');
  const retry = onRetry && (
    <Button size="xs" variant="default" onClick={onRetry}>
      {t('shellParts.list.retry')}
    </Button>
  );
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={title}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {children ? (
          <Group gap="xs">
            {retry}
            {children}
          </Group>
        ) : (
          retry
        )}
      </Stack>
    </Alert>
  );
}
