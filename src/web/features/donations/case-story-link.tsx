import { LinkedMessage } from './donations-message.tsx';
import { Text } from '@mantine/core';
import type { DonationCase } from './api.ts';

/** "For: {narrative}", linking to the narrative the case serves. */
export function CaseStoryLink({ story }: { story: DonationCase['story'] }) {
  if (!story) return null;
  return (
    <Text size="md" data-testid="case-story-link">
      <LinkedMessage
        id="donations.case.forStory"
        to={`/stories/${story.slug}`}
        values={{ title: story.title }}
        fw={600}
      />
    </Text>
  );
}
