import { Center, Loader, Stack, Text } from '@mantine/core';

/** A list's first load: a spinner and the spec's loading line ('Loading users...'). */
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
