import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DonationCase } from './api.ts';

/** "For: {narrative}", linking to the narrative the case serves. */
export function CaseStoryLink({ story }: { story: DonationCase['story'] }) {
  if (!story) return null;
  return (
    <Text size="md" data-testid="case-story-link">
      For:{' '}
      <Anchor component={Link} to={`/stories/${story.slug}`} fw={600}>
        {story.title}
      </Anchor>
    </Text>
  );
}
