import { Anchor, Avatar, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Story } from '#web/api/moderation.ts';
import { formatDate } from '#web/lib/format-date.ts';
import type { DecisionControls } from './requests-decisions.tsx';
import { DecisionButtons } from './requests-decision-buttons.tsx';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function Cover({ story, size }: { story: Story; size: number }) {
  return (
    <Avatar src={story.image || null} alt="" size={size} radius="sm">
      <IconPhoto size={size / 2} aria-hidden="true" />
    </Avatar>
  );
}

function StoryTitle({ story }: { story: Story }) {
  return (
    <Anchor component={Link} to={`/narrative/${story.slug}`} fw={600}>
      {story.title}
    </Anchor>
  );
}

function Author({ story }: { story: Story }) {
  return (
    <Anchor component={Link} to={`/profile/${story.userId.username}`}>
      {story.userId.username}
    </Anchor>
  );
}

const subjectOf = (story: Story) => `narrative ${story.title}`;

/** Narratives waiting for review: a table from 768 px, cards below. */
export function NarrativeApprovalList({
  stories,
  decisions,
  isWide,
}: {
  stories: Story[];
  decisions: DecisionControls<Story>;
  isWide: boolean;
}) {
  if (isWide) {
    return (
      <Table.ScrollContainer minWidth={820}>
        <Table striped verticalSpacing="sm" aria-label="Narratives waiting for approval">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Image</Table.Th>
              <Table.Th>Username</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Country</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stories.map((story) => (
              <Table.Tr key={story._id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(story.createdAt)}</Table.Td>
                <Table.Td>
                  <Cover story={story} size={40} />
                </Table.Td>
                <Table.Td>
                  <Author story={story} />
                </Table.Td>
                <Table.Td style={{ minWidth: 200 }}>
                  <StoryTitle story={story} />
                </Table.Td>
                <Table.Td>{capitalise(story.category)}</Table.Td>
                <Table.Td>{story.country}</Table.Td>
                <Table.Td>
                  <DecisionButtons
                    subject={subjectOf(story)}
                    isBusy={decisions.busyId === story._id}
                    onDecide={(decision) => decisions.confirm(story, decision)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Narratives waiting for approval"
    >
      {stories.map((story) => (
        <Paper key={story._id} component="li" withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Cover story={story} size={56} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <StoryTitle story={story} />
                <Text size="sm" c="dimmed">
                  by <Author story={story} /> · {formatDate(story.createdAt)}
                </Text>
                <Text size="sm">
                  {capitalise(story.category)} · {story.country}
                </Text>
              </Stack>
            </Group>
            <DecisionButtons
              subject={subjectOf(story)}
              isBusy={decisions.busyId === story._id}
              onDecide={(decision) => decisions.confirm(story, decision)}
            />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
