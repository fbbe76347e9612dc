import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Story } from '#contracts/stories.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { DecisionButtons } from './requests-decision-buttons.tsx';
import type { DecisionControls } from './requests-decisions.tsx';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import { Thumbnail } from './shared/thumbnail.tsx';
import { CardHead } from './shared/card-head.tsx';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const titleLink = (story: Story) => (
  <Anchor component={Link} to={`/narrative/${story.slug}`} fw={600}>
    {story.title}
  </Anchor>
);

const authorLink = (story: Story) => (
  <Anchor component={Link} to={`/profile/${story.author.username}`}>
    {story.author.username}
  </Anchor>
);

/** Narratives waiting for review: a table from 768 px, cards below. */
export function NarrativeApprovalList({
  stories,
  decisions,
}: {
  stories: Story[];
  decisions: DecisionControls<Story>;
}) {
  const decide = (story: Story) => (
    <DecisionButtons
      subject={`narrative ${story.title}`}
      isBusy={decisions.busyId === story._id}
      onDecide={(decision) => decisions.confirm(story, decision)}
    />
  );
  const columns: Column<Story>[] = [
    { header: 'Date', cell: (story) => formatDate(story.createdAt), noWrap: true },
    { header: 'Image', cell: (story) => <Thumbnail src={story.image} size={40} /> },
    { header: 'Username', cell: authorLink },
    { header: 'Title', cell: titleLink, width: 200 },
    { header: 'Category', cell: (story) => capitalise(story.category) },
    { header: 'Country', cell: (story) => story.country },
    { header: 'Actions', cell: decide, noWrap: true },
  ];
  return (
    <TableOrCards
      label="Narratives waiting for approval"
      rows={stories}
      columns={columns}
      minTableWidth={820}
      card={(story) => (
        <Stack gap="sm">
          <CardHead media={<Thumbnail src={story.image} size={56} />}>
            {titleLink(story)}
            <Text size="sm" c="dimmed">
              by {authorLink(story)} · {formatDate(story.createdAt)}
            </Text>
            <Text size="sm">
              {capitalise(story.category)} · {story.country}
            </Text>
          </CardHead>
          {decide(story)}
        </Stack>
      )}
    />
  );
}
