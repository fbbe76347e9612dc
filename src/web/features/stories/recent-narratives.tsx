import {
  Button,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useStories } from '#web/api/stories.ts';
import { POST_GRID_COLS } from '#web/components/post-card.tsx';
import { NarrativeCard } from './narrative-card.tsx';

export const RECENT_NARRATIVES = 6;

/**
 * The home page's six newest narratives and a View All Narratives link. The spec: a spinner
 * while they load, and nothing at all when they fail or there are none.
 */
export function RecentNarratives() {
  const recent = useStories({ sort: 'desc', limit: RECENT_NARRATIVES });
  const stories = recent.data?.stories.slice(0, RECENT_NARRATIVES) ?? [];

  if (recent.isPending) {
    return (
      <Center py={48}>
        <Loader role="status" aria-label="Loading recent narratives" />
      </Center>
    );
  }
  if (recent.isError || stories.length === 0) return null;

  return (
    <Container
      size="lg"
      component="section"
      aria-labelledby="recent-narratives-title"
      pt={{ base: 48, sm: 72 }}
    >
      <Group justify="space-between" align="flex-end" mb="xl" gap="md">
        <Stack gap={4}>
          <Title order={2} id="recent-narratives-title">
            Recent Narratives
          </Title>
          <Text c="dimmed">People in our community who could use a hand.</Text>
        </Stack>
        <Button
          component={Link}
          to="/stories"
          variant="subtle"
          rightSection={<IconArrowRight size={16} aria-hidden="true" />}
        >
          View All Narratives
        </Button>
      </Group>
      <SimpleGrid cols={POST_GRID_COLS} spacing="lg">
        {stories.map((story) => (
          <NarrativeCard key={story._id} story={story} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
