import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty, IconPencilPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { SessionUser } from '#contracts/users.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { ListEmpty } from '#web/components/lists/list-empty.tsx';
import { NextPageFooter } from '#web/components/lists/next-page-footer.tsx';
import { STORIES_FETCH_FAILED, type StatusFilter } from './api.ts';
import { useUserStories } from './api-writing.ts';
import { canPublish } from '#web/components/guards.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import classes from './narrative-dashboard.module.css';
import { NarrativeListItem } from './narrative-list-item.tsx';
import { useDeleteNarrative } from './use-delete-narrative.tsx';
import { countLine } from '#web/lib/count-line.ts';
import { LinkButton } from '#web/components/link-button.tsx';
import { listFirstLoad } from '#web/components/lists/list-first-load.tsx';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Narratives' },
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
];

const totalLine = (shown: number, total: number, status: StatusFilter) => {
  const kind = status === 'all' ? '' : `${status} `;
  return countLine(shown, total, { one: `${kind}narrative`, other: `${kind}narratives` });
};

/**
 * The dashboard's My Narratives tab: the user's own narratives in every status, with a status
 * filter, pages of 9, Edit and Delete. Members who are not publishers see theirs too (a
 * publisher's narratives stay theirs after the flag is taken away).
 */
export function MyNarrativesTab({ user }: { user: SessionUser }) {
  usePageTitle('My Narratives');
  const [status, setStatus] = useState<StatusFilter>('all');
  const stories = useUserStories(user._id, status);
  const { confirmDelete, isDeleting } = useDeleteNarrative();
  const list = stories.data?.pages.flatMap((page) => page.stories) ?? [];
  const total = stories.data?.pages[0]?.totalStories ?? 0;

  const failure = errorMessage(stories.error, STORIES_FETCH_FAILED);
  let content = listFirstLoad(stories, list.length, {
    loading: 'Loading your narratives...',
    failure,
  });
  if (content === null && list.length === 0) {
    content = (
      <ListEmpty
        icon={<IconMoodEmpty size={32} stroke={1.4} />}
        title="No Narratives Found"
        description={
          status === 'all'
            ? "You haven't shared any narratives yet."
            : `You don't have any ${status} narratives.`
        }
      />
    );
  } else if (content === null) {
    content = (
      <Stack gap="md">
        <Stack
          component="ul"
          gap="sm"
          className={classes.list}
          data-refreshing={stories.isPlaceholderData || undefined}
          aria-busy={stories.isFetching}
          aria-label="My narratives"
        >
          {list.map((story) => (
            <NarrativeListItem
              key={story._id}
              story={story}
              onDelete={() => confirmDelete(story)}
              isDeleting={isDeleting(story)}
            />
          ))}
        </Stack>
        <NextPageFooter query={stories} failureMessage={failure} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>My Narratives</Title>
          <Text c="dimmed" role="status">
            {stories.data && !stories.isPlaceholderData
              ? totalLine(list.length, total, status)
              : 'Loading…'}
          </Text>
        </Stack>
        {canPublish(user) && (
          <LinkButton to="/create-narrative" icon={IconPencilPlus} iconSize={18}>
            Create New Narrative
          </LinkButton>
        )}
      </Group>
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={status}
        onChange={(value) => setStatus((value as StatusFilter | null) ?? 'all')}
        allowDeselect={false}
        w={{ base: '100%', xs: 220 }}
      />
      {content}
    </Stack>
  );
}
