import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Story } from '#contracts/stories.ts';
import { CoverImage } from '#web/components/cover-image.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import classes from './narrative-dashboard.module.css';
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
    <Paper
      component="li"
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      className={classes.row}
    >
      <Group align="flex-start" gap="md" wrap="nowrap">
        <div className={classes.thumb}>
          <CoverImage src={story.image} ratio={4 / 3} sizes="96px" />
        </div>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" align="center" wrap="wrap">
            <Title order={2} size="h4" className={classes.title}>
              <Anchor component={Link} to={narrativePath(story.slug)} underline="hover">
                {story.title}
              </Anchor>
            </Title>
            <StatusBadge status={story.status} />
          </Group>
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
          <Group gap="xs" mt={4}>
            <Button
              component={Link}
              to={`/update-narrative/${story._id}`}
              size="compact-sm"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden="true" />}
              aria-label={`Edit ${story.title}`}
            >
              Edit
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              c="var(--mantine-color-error)"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              onClick={onDelete}
              loading={isDeleting}
              aria-label={`Delete ${story.title}`}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
