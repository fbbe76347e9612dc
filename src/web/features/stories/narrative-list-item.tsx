import { Text } from '@mantine/core';
import { ListRow, ListRowDelete, ListRowEdit } from '#web/components/lists/list-row.tsx';
import type { Story } from '#contracts/stories.ts';
import { CoverImage } from '#web/components/cover-image.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { narrativePath } from './narrative-card.tsx';
import { narrativeCategoryLabel } from './narrative-labels.tsx';
import { StatusBadge } from './narrative-status.tsx';
import { formatCount } from '#contracts/format/en-us.ts';

interface NarrativeListItemProps {
  story: Story;
  /** The admin's list names who shared it. */
  showAuthor?: boolean;
  onDelete: () => void;
  isDeleting: boolean;
}

/** One narrative in a dashboard list: its title to the page, its facts, Edit and Delete. */
export function NarrativeListItem({
  story,
  showAuthor = false,
  onDelete,
  isDeleting,
}: NarrativeListItemProps) {
  return (
    <ListRow
      cover={<CoverImage src={story.image} focus={story.coverFocus} ratio={4 / 3} sizes="96px" />}
      title={story.title}
      to={narrativePath(story.slug)}
      status={<StatusBadge status={story.status} />}
      narrowThumbWidth={64}
      actions={
        <>
          <ListRowEdit to={`/update-narrative/${story._id}`} itemName={story.title} />
          <ListRowDelete onClick={onDelete} isDeleting={isDeleting} itemName={story.title} />
        </>
      }
    >
      <Text size="sm" c="dimmed">
        {[
          showAuthor ? `By ${story.author.username}` : null,
          narrativeCategoryLabel(story.category),
          story.country,
          formatDate(story.createdAt),
          `${formatCount(story.views)} view${story.views === 1 ? '' : 's'}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {story.status === 'rejected' && (
        <Text size="sm" data-testid="rejection-reason">
          <Text span fw={600}>
            Why it was not approved:{' '}
          </Text>
          {story.rejectionReason ||
            (showAuthor
              ? 'No reason was given.'
              : 'No reason was given. You can edit it and send it for review again.')}
        </Text>
      )}
    </ListRow>
  );
}
