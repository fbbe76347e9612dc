import { Text } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { ListRow, ListRowDelete, ListRowEdit } from '#web/components/lists/list-row.tsx';
import type { Story } from '#contracts/stories.ts';
import { CoverImage } from '#web/components/cover-image.tsx';
import { narrativePath } from './narrative-card.tsx';
import { useNarrativeLabels } from './narrative-labels.tsx';
import { StatusBadge } from './narrative-status.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

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
  const t = useMessages('stories');
  const labels = useNarrativeLabels();
  const format = useFormat();
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
          showAuthor ? t('stories.item.by', { username: story.author.username }) : null,
          labels.category(story.category),
          story.country,
          format.date(story.createdAt),
          t('stories.item.views', { count: story.views }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {story.status === 'rejected' && (
        <Text size="sm" data-testid="rejection-reason">
          <Text span fw={600}>
            {t('stories.item.whyRejected')}{' '}
          </Text>
          {story.rejectionReason ||
            (showAuthor ? t('stories.item.noReason') : t('stories.item.noReasonEdit'))}
        </Text>
      )}
    </ListRow>
  );
}
