import { useActor } from '#web/lib/use-actor.ts';
import { canCreatePost } from '#contracts/policies/posts.ts';
import { Select, Text } from '@mantine/core';
import type { PostSort } from '#contracts/posts.ts';
import { POST_CATEGORIES } from '#contracts/posts.constants.ts';
import { CardGridPlaceholders } from '#web/components/card-grid.tsx';
import { PostCard } from '#web/components/post-card.tsx';
import { PostCardSkeleton } from '#web/components/post-card-skeleton.tsx';
import { SearchResultsPage } from '#web/components/search-results/search-results-page.tsx';
import { SearchSnippet } from '#web/components/search-results/search-snippet.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { ALL_CATEGORIES, usePostSearch } from './use-post-search.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { categoryId } from './category-id.ts';

const CATEGORY_OPTIONS = [
  { value: ALL_CATEGORIES, label: 'posts.search.all' },
  ...POST_CATEGORIES.filter((category) => category !== 'uncategorized').map((category) => ({
    value: category,
    label: categoryId(category),
  })),
] as const;

const SORT_OPTIONS = [
  { value: 'views', label: 'posts.search.mostViews' },
  { value: 'desc', label: 'posts.search.latest' },
  { value: 'asc', label: 'posts.search.oldest' },
] as const satisfies readonly { value: PostSort; label: string }[];

/**
 * The posts list (/posts) and the search page (/search): one view with the spec's controls, the
 * state in the URL, pages of 9 and a Show more button while the last page came back full.
 */
export function PostSearchView({ title, description }: { title: string; description: string }) {
  const t = useMessages('posts');
  usePageTitle(title);
  const canCreate = canCreatePost(useActor());
  const search = usePostSearch();
  const { filters } = search;

  return (
    <SearchResultsPage
      state={search}
      title={title}
      description={description}
      create={canCreate ? { to: '/create-post', label: t('posts.search.create') } : null}
      search={{ label: t('posts.search.label'), placeholder: t('posts.search.placeholder') }}
      categories={CATEGORY_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
      moreFilters={
        <Select
          label={t('posts.search.sortBy')}
          data={SORT_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
          value={filters.sort}
          onChange={(value) => search.update({ sort: (value as PostSort | null) ?? 'views' })}
          allowDeselect={false}
          w={{ base: '100%', xs: 170 }}
        />
      }
      clearFilters={{ label: t('posts.search.removeFilters'), onClick: search.removeFilters }}
      status={
        search.isLoading
          ? t('posts.search.loading')
          : search.error && search.posts.length === 0
            ? ''
            : search.totalPosts === 0
              ? t('posts.search.noResults')
              : t('posts.search.count', {
                  shown: Math.min(search.posts.length, search.totalPosts),
                  total: search.totalPosts,
                })
      }
      errorTitle={t('posts.search.fetchFailed')}
      loading={
        <CardGridPlaceholders count={6} placeholder={(index) => <PostCardSkeleton key={index} />} />
      }
      isEmpty={search.posts.length === 0 && !search.error}
      empty={
        <Text c="dimmed" ta="center">
          {t('posts.search.empty')}
        </Text>
      }
      showMoreLabel={t('posts.search.showMore')}
    >
      {search.posts.map((post) => (
        <PostCard
          key={post._id}
          post={post}
          headingOrder={2}
          summary={
            post.searchSnippet?.length ? <SearchSnippet segments={post.searchSnippet} /> : undefined
          }
        />
      ))}
    </SearchResultsPage>
  );
}
