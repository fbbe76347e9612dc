import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty, IconPencilPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { SessionUser } from '#contracts/users.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { ListEmpty } from '#web/components/lists/list-empty.tsx';
import { NextPageFooter } from '#web/components/lists/next-page-footer.tsx';
import type { StatusFilter } from './api.ts';
import { useUserStories } from './api-writing.ts';
import { canPublish } from '#web/components/guards.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import classes from './narrative-dashboard.module.css';
import { NarrativeListItem } from './narrative-list-item.tsx';
import { useDeleteNarrative } from './use-delete-narrative.tsx';
import { LinkButton } from '#web/components/link-button.tsx';
import { listFirstLoad } from '#web/components/lists/list-first-load.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { countLine } from './narrative-count.ts';

const STATUS_OPTIONS = [
  { value: 'all', label: 'stories.all.title' },
  { value: 'approved', label: 'stories.status.approved' },
  { value: 'pending', label: 'stories.status.pending' },
  { value: 'rejected', label: 'stories.status.rejected' },
] as const satisfies readonly { value: StatusFilter; label: string }[];

/** What the list says when a status has none of the member's narratives. */
const EMPTY = {
  all: 'stories.mine.emptyAll',
  approved: 'stories.mine.emptyApproved',
  pending: 'stories.mine.emptyPending',
  rejected: 'stories.mine.emptyRejected',
} as const satisfies Record<StatusFilter, string>;

/**
 * The dashboard's My Narratives tab: the user's own narratives in every status, with a status
 * filter, pages of 9, Edit and Delete. Members who are not publishers see theirs too (a
 * publisher's narratives stay theirs after the flag is taken away).
 */
export function MyNarrativesTab({ user }: { user: SessionUser }) {
  const t = useMessages('stories');
  usePageTitle(t('stories.mine.title'));
  const [status, setStatus] = useState<StatusFilter>('all');
  const stories = useUserStories(user._id, status);
  const { confirmDelete, isDeleting } = useDeleteNarrative();
  const list = stories.data?.pages.flatMap((page) => page.stories) ?? [];
  const total = stories.data?.pages[0]?.totalStories ?? 0;

  const failure = errorMessage(stories.error, t('stories.list.fetchFailed'));
  let content = listFirstLoad(stories, list.length, {
    loading: t('stories.mine.loading'),
    failure,
  });
  if (content === null && list.length === 0) {
    content = (
      <ListEmpty
        icon={<IconMoodEmpty size={32} stroke={1.4} />}
        title={t('stories.mine.empty')}
        description={t(EMPTY[status])}
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
          aria-label={t('stories.mine.listLabel')}
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
          <Title order={1}>{t('stories.mine.title')}</Title>
          <Text c="dimmed" role="status">
            {stories.data && !stories.isPlaceholderData
              ? countLine(t, list.length, total, status)
              : t('stories.all.loadingShort')}
          </Text>
        </Stack>
        {canPublish(user) && (
          <LinkButton to="/create-narrative" icon={IconPencilPlus} iconSize={18}>
            {t('stories.mine.create')}
          </LinkButton>
        )}
      </Group>
      <Select
        label={t('stories.mine.status')}
        data={STATUS_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
        value={status}
        onChange={(value) => setStatus((value as StatusFilter | null) ?? 'all')}
        allowDeselect={false}
        w={{ base: '100%', xs: 220 }}
      />
      {content}
    </Stack>
  );
}
