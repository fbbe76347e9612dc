import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMoodEmpty } from '@tabler/icons-react';
import { errorMessage } from '#web/api/client.ts';

/** A list's loading line, announced politely ('Loading users...'). */
export function ListLoading({ text }: { text: string }) {
  return (
    <Center py={48}>
      <Stack align="center" gap="sm">
        <Loader size="sm" aria-hidden="true" />
        <Text role="status" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}

/** A list with nothing in it: a title and, when the spec has one, a line under it. */
export function ListEmpty({ title, description }: { title: string; description?: string }) {
  return (
    <Center py={48}>
      <Stack align="center" gap={6}>
        <IconMoodEmpty size={44} stroke={1.3} aria-hidden="true" />
        <Text fw={700} ta="center" role="status">
          {title}
        </Text>
        {description && (
          <Text c="dimmed" ta="center" size="sm">
            {description}
          </Text>
        )}
      </Stack>
    </Center>
  );
}

/** A list that failed to load: the server's message (or the fallback) and Try again. */
export function ListError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(error, fallback)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
