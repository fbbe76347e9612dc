import { actorOf } from '#web/lib/actor.ts';
import { canListAllPosts } from '#contracts/policies/posts.ts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { confirmDestructive } from '#web/components/confirm-dialog.ts';
import { IconArticleOff, IconPencilPlus, IconSearchOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '#contracts/users.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import type { Post } from '#contracts/posts.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import {
  ALL_CATEGORIES,
  NO_POST_FILTERS,
  PostsTabFilters,
  type PostsTabFilterValues,
} from './posts-tab-filters.tsx';
import { PostsTabList } from './posts-tab-list.tsx';
import { useDeleteManagedPost, useManagedPosts } from './api.ts';
import { ListEmpty } from '#web/components/lists/list-empty.tsx';
import { PagedListBody } from '#web/components/lists/paged-list-body.tsx';
import { countLine } from '#web/lib/count-line.ts';
import { showErrorToast } from '#web/components/error-toast.ts';
import { LinkButton } from '#web/components/link-button.tsx';
import { busyRowId, showSuccessToast } from './shared/feedback.ts';

const POSTS = {
  shown: 'moderation.count.posts.shown',
  none: 'moderation.count.posts.none',
} as const;
const MATCHING_POSTS = {
  shown: 'moderation.count.matchingPosts.shown',
  none: 'moderation.count.matchingPosts.none',
} as const;

/**
 * The Posts tab (admins and publishers): filter, search, edit and delete posts. An admin manages
 * every post and sees their authors; a publisher manages their own.
 */
export function PostsTab({ user }: { user: SessionUser }) {
  const t = useMessages('moderation');
  usePageTitle(t('moderation.posts.pageTitle'));
  const seesAll = canListAllPosts(actorOf(user));
  const [filters, setFilters] = useState<PostsTabFilterValues>(NO_POST_FILTERS);
  const list = useManagedPosts({
    userId: seesAll ? undefined : user._id,
    searchTerm: filters.searchTerm,
    category: filters.category === ALL_CATEGORIES ? undefined : filters.category,
    status: filters.status,
  });
  const remove = useDeleteManagedPost(user._id, {
    onSuccess: (_answer, post) =>
      showSuccessToast(t('moderation.posts.deleted', { title: post.title })),
    onError: (error) => showErrorToast(errorMessage(error)),
  });

  const confirmDelete = (post: Post) =>
    confirmDestructive({
      title: t('moderation.posts.deleteTitle'),
      children: <Text size="sm">{t('moderation.posts.deleteBody', { title: post.title })}</Text>,
      confirmLabel: t('moderation.common.delete'),
      onConfirm: () => remove.mutate(post),
    });

  const posts = list.data?.pages.flatMap((page) => page.posts) ?? [];
  const isFiltered =
    filters.searchTerm !== '' || filters.category !== ALL_CATEGORIES || filters.status !== 'all';

  const body = (
    <PagedListBody
      query={list}
      rowCount={posts.length}
      loadingLabel={t('moderation.posts.loading')}
      failureMessage={errorMessage(list.error, t('moderation.posts.fetchFailed'))}
      empty={
        isFiltered ? (
          <ListEmpty
            icon={<IconSearchOff size={28} />}
            title={t('moderation.posts.noneFound')}
            description={t('moderation.posts.noneFoundText')}
            action={
              <Button variant="default" onClick={() => setFilters(NO_POST_FILTERS)}>
                {t('moderation.posts.reset')}
              </Button>
            }
          />
        ) : (
          <ListEmpty
            icon={<IconArticleOff size={28} />}
            title={t('moderation.posts.noPostsYet')}
            action={
              <Button component={Link} to="/create-post" leftSection={<IconPencilPlus size={16} />}>
                {t('moderation.posts.createFirst')}
              </Button>
            }
          />
        )
      }
      dimsStaleRows
    >
      <PostsTabList
        posts={posts}
        showAuthor={seesAll}
        onDelete={confirmDelete}
        deletingId={busyRowId(remove)}
      />
    </PagedListBody>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>
          {seesAll ? t('moderation.posts.titleAll') : t('moderation.posts.titleOwn')}
        </Title>
        <LinkButton to="/create-post" variant="light" icon={IconPencilPlus}>
          {t('moderation.posts.create')}
        </LinkButton>
      </Group>
      {/* Keyed by the applied filters, so Reset from the empty state also clears the box. */}
      <PostsTabFilters
        key={`${filters.searchTerm}|${filters.category}|${filters.status}`}
        applied={filters}
        onApply={setFilters}
      />
      {list.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {countLine(
            t,
            isFiltered ? MATCHING_POSTS : POSTS,
            posts.length,
            list.data.pages[0]?.totalPosts ?? 0,
          )}
        </Text>
      )}
      {body}
    </Stack>
  );
}
