import { ActionIcon, Anchor, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { useMediaQuery } from '@mantine/hooks';
import { IconMoodEmpty, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { SearchInput } from '#web/components/search-input.tsx';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '#contracts/users.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { ListEmpty } from '#web/components/lists/list-empty.tsx';
import { NextPageFooter } from '#web/components/lists/next-page-footer.tsx';
import { ADMIN_STORIES_PAGE_SIZE, type Story } from './api.ts';
import { usePagedStories } from './api-writing.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import classes from './narrative-dashboard.module.css';
import { narrativePath } from './narrative-card.tsx';
import { useNarrativeLabels } from './narrative-labels.tsx';
import { StatusBadge } from './narrative-status.tsx';
import { NarrativeListItem } from './narrative-list-item.tsx';
import { useDeleteNarrative } from './use-delete-narrative.tsx';
import { listFirstLoad } from '#web/components/lists/list-first-load.tsx';
import { SearchButtons } from '#web/components/search-buttons.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { countLine } from './narrative-count.ts';

type DeleteActions = ReturnType<typeof useDeleteNarrative>;

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const SEARCH_FLEX = '1 1 240px';
const WIDE_SCREEN = '(min-width: 48em)';

/** The spec's columns: Date, User, Title, Category, Country, Views, Delete, Edit. */
function NarrativesTable({ stories, actions }: { stories: Story[]; actions: DeleteActions }) {
  const t = useMessages('stories');
  const labels = useNarrativeLabels();
  const format = useFormat();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stories.all.date')}</Table.Th>
            <Table.Th>{t('stories.all.user')}</Table.Th>
            <Table.Th>{t('stories.all.titleColumn')}</Table.Th>
            <Table.Th>{t('stories.all.category')}</Table.Th>
            <Table.Th>{t('stories.all.country')}</Table.Th>
            <Table.Th ta="end">{t('stories.all.views')}</Table.Th>
            <Table.Th>{t('stories.all.delete')}</Table.Th>
            <Table.Th>{t('stories.all.edit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stories.map((story) => (
            <Table.Tr key={story._id}>
              <Table.Td style={NO_WRAP}>
                <time dateTime={story.createdAt}>{format.date(story.createdAt)}</time>
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/profile/${encodeURIComponent(story.author.username)}`}
                  size="sm"
                >
                  {story.author.username}
                </Anchor>
              </Table.Td>
              <Table.Td className={classes.tableTitle}>
                <Anchor component={Link} to={narrativePath(story.slug)} size="sm" fw={600}>
                  {story.title}
                </Anchor>
                {story.status !== 'approved' && (
                  <>
                    {' '}
                    <StatusBadge status={story.status} />
                  </>
                )}
              </Table.Td>
              <Table.Td>{labels.category(story.category)}</Table.Td>
              <Table.Td>{story.country}</Table.Td>
              <Table.Td ta="end">{format.count(story.views)}</Table.Td>
              <Table.Td>
                <Tooltip label={t('stories.all.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => actions.confirmDelete(story)}
                    loading={actions.isDeleting(story)}
                    aria-label={t('stories.all.deleteTitle', { title: story.title })}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
              <Table.Td>
                <Tooltip label={t('stories.all.edit')}>
                  <ActionIcon
                    component={Link}
                    to={`/update-narrative/${story._id}`}
                    variant="subtle"
                    aria-label={t('stories.all.editTitle', { title: story.title })}
                  >
                    <IconPencil size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The dashboard's All Narratives tab (admins): every narrative in any status, newest first,
 * searched by title, text, user or country, 20 at a time; a table on wide screens and cards on
 * narrow ones. Narratives waiting for review or rejected carry their status beside the title.
 */
export function AllNarrativesTab(_props: { user: SessionUser }) {
  const t = useMessages('stories');
  usePageTitle(t('stories.all.title'));
  const [term, setTerm] = useState('');
  const [searchTerm, setSearchTerm] = useState('');
  const isWide = useMediaQuery(WIDE_SCREEN, true, { getInitialValueInEffect: false });
  const stories = usePagedStories(
    { searchTerm: searchTerm || undefined, status: 'all', sort: 'desc' },
    ADMIN_STORIES_PAGE_SIZE,
  );
  const actions = useDeleteNarrative();
  const list = stories.data?.pages.flatMap((page) => page.stories) ?? [];
  const total = stories.data?.pages[0]?.totalStories ?? 0;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setSearchTerm(term.trim());
  };
  const reset = () => {
    setTerm('');
    setSearchTerm('');
  };

  const failure = errorMessage(stories.error, t('stories.list.fetchFailed'));
  let content = listFirstLoad(stories, list.length, {
    loading: t('stories.all.loading'),
    failure,
  });
  if (content === null && list.length === 0) {
    content = (
      <ListEmpty icon={<IconMoodEmpty size={32} stroke={1.4} />} title={t('stories.all.empty')} />
    );
  } else if (content === null) {
    content = (
      <Stack gap="md">
        <div
          data-refreshing={stories.isPlaceholderData || undefined}
          className={classes.list}
          aria-busy={stories.isFetching}
        >
          {isWide ? (
            <NarrativesTable stories={list} actions={actions} />
          ) : (
            <Stack
              component="ul"
              gap="sm"
              className={classes.list}
              aria-label={t('stories.all.listLabel')}
            >
              {list.map((story) => (
                <NarrativeListItem
                  key={story._id}
                  story={story}
                  showAuthor
                  onDelete={() => actions.confirmDelete(story)}
                  isDeleting={actions.isDeleting(story)}
                />
              ))}
            </Stack>
          )}
        </div>
        <NextPageFooter query={stories} failureMessage={failure} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('stories.all.title')}</Title>
        <Text c="dimmed" role="status">
          {stories.data && !stories.isPlaceholderData
            ? countLine(t, list.length, total, 'all')
            : t('stories.all.loadingShort')}
        </Text>
      </Stack>
      <form onSubmit={search} role="search" aria-label={t('stories.all.searchLabel')}>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <SearchInput
            label={t('stories.all.search')}
            placeholder={t('stories.all.searchPlaceholder')}
            value={term}
            onChange={setTerm}
            style={{ flex: SEARCH_FLEX }}
          />
          <SearchButtons
            onReset={reset}
            canReset={Boolean(term || searchTerm)}
            resetIcon={IconRefresh}
            gap="xs"
          />
        </Group>
      </form>
      {content}
    </Stack>
  );
}
