import { Group, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { BecomePublisherButton } from '#web/features/site/become-publisher-button.tsx';
import { PageFrame } from '#web/components/page-frame.tsx';
import { LinkButton } from '#web/components/link-button.tsx';

interface PublishersOnlyPageProps {
  /** What the page is for, as in "Only publishers can write posts". */
  action: string;
}

/**
 * What a signed-in member who is not a publisher sees on a publisher's page: who may use it
 * and the way to become one, instead of a sign-in form they have no use for.
 */
export function PublishersOnlyPage({ action }: PublishersOnlyPageProps) {
  return (
    <PageFrame title={`Only publishers can ${action}`} size="sm">
      <Stack gap="md" align="flex-start">
        <Text>
          Publishers write posts and share narratives on Hearth. Ask the team to make you one: an
          admin reviews each request and you will be notified of the decision.
        </Text>
        <Group gap="sm">
          <BecomePublisherButton />
          <LinkButton to="/" variant="default" icon={IconHome} iconSize={18}>
            Back to Home
          </LinkButton>
        </Group>
      </Stack>
    </PageFrame>
  );
}
