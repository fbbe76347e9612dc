import { Anchor, Text } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { Link } from 'react-router';
import type { Story } from '#contracts/stories.ts';
import { Message } from '#web/i18n/message.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { approveOrReject, useNarrativeDecision } from './requests-decisions.tsx';
import type { PendingTableView } from './requests-pending-table.tsx';
import { Thumbnail } from './shared/thumbnail.tsx';
import { CardHead } from './shared/card-head.tsx';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const titleLink = (story: Story) => (
  <Anchor component={Link} to={`/narrative/${story.slug}`} fw={600}>
    {story.title}
  </Anchor>
);

const profilePath = (story: Story) => `/profile/${story.author.username}`;

const authorLink = (story: Story) => (
  <Anchor component={Link} to={profilePath(story)}>
    {story.author.username}
  </Anchor>
);

/** Narratives waiting for review, each approved or rejected after a confirmation. */
export function useNarrativeApprovalTable(): PendingTableView<Story> {
  const format = useFormat();
  const t = useMessages('moderation');
  const decisions = useNarrativeDecision();
  return {
    decide: approveOrReject(decisions, (story) =>
      t('moderation.requests.narrativeSubject', { title: story.title }),
    ),
    label: t('moderation.requests.narrativesLabel'),
    minTableWidth: 820,
    columns: [
      {
        header: t('moderation.requests.image'),
        cell: (story) => <Thumbnail src={story.image} size={40} />,
      },
      { header: t('moderation.requests.username'), cell: authorLink },
      { header: t('moderation.requests.columnTitle'), cell: titleLink, width: 200 },
      { header: t('moderation.requests.category'), cell: (story) => capitalise(story.category) },
      { header: t('moderation.requests.country'), cell: (story) => story.country },
    ],
    card: (story) => (
      <CardHead media={<Thumbnail src={story.image} size={56} />}>
        {titleLink(story)}
        <Text size="sm" c="dimmed">
          <Message
            namespace="moderation"
            id="moderation.requests.byAuthorOn"
            values={{ username: story.author.username, date: format.date(story.createdAt) }}
            components={{ 0: <Anchor component={Link} to={profilePath(story)} /> }}
          />
        </Text>
        <Text size="sm">
          {t('moderation.requests.categoryAndCountry', {
            category: capitalise(story.category),
            country: story.country,
          })}
        </Text>
      </CardHead>
    ),
  };
}
