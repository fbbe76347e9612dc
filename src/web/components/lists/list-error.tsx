import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A list that could not load: the server's message (or the spec's fallback) and a retry. */
export function ListError({
  message,
  onRetry,
  title,
}: {
  message: string;
  onRetry: () => void;
  title?: string;
}) {
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
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
