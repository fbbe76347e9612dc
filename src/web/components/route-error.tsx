import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { FallbackProps } from 'react-error-boundary';
import { Link } from 'react-router';
import { usePageTitle } from '#web/lib/use-page-title.ts';

/** A page's code failed to download: usually a new release replaced the old files. */
function isChunkLoadError(error: unknown) {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      error.message,
    )
  );
}

/** What a page shows when it throws or its code cannot be loaded; the header stays usable. */
export function RouteError({ error }: FallbackProps) {
  usePageTitle('Something went wrong');
  if (!isChunkLoadError(error)) console.error(error);

  const description = isChunkLoadError(error)
    ? 'This page could not be loaded. Hearth may have just been updated, or your connection dropped. Reloading usually fixes it.'
    : 'An unexpected error stopped this page from showing. Please reload, or go back home.';

  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>Something went wrong</Title>
        <Text size="lg" c="dimmed">
          {description}
        </Text>
        <Group>
          <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
            Reload page
          </Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            Return Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
