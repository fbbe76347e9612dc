import { useActor } from '#web/lib/use-actor.ts';
import { canCreatePost } from '#contracts/policies/posts.ts';
import { Select, Text } from '@mantine/core';
import type { PostSort } from '#contracts/posts.ts';
import { POST_CATEGORIES } from '#contracts/posts.constants.ts';
import { CardGridPlaceholders } from '#web/components/card-grid.tsx';
import { PostCard } from '#web/components/post-card.tsx';
import { PostCardSkeleton } from '#web/components/post-card-skeleton.tsx';
import { SearchResultsPage } from '#web/components/search-results/search-results-page.tsx';
import { COUNTED, countLine } from '#web/lib/count-line.ts';
import { categoryLabel } from '#web/lib/post-category.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { ALL_CATEGORIES, usePostSearch } from './use-post-search.ts';

const CATEGORY_OPTIONS = [
  { value: ALL_CATEGORIES, label: 'All' },
  ...POST_CATEGORIES.filter((category) => category !== 'uncategorized').map((category) => ({
    value: category,
    label: categoryLabel(category),
  })),
];

const SORT_OPTIONS: { value: PostSort; label: string }[] = [
  { value: 'views', label: 'Most Views' },
  { value: 'desc', label: 'Latest' },
  { value: 'asc', label: 'Oldest' },
];

/**
 * The posts list (/posts) and the search page (/search): one view with the spec's controls, the
 * state in the URL, pages of 9 and a Show more button while the last page came back full.
 */
export function PostSearchView({ title, description }: { title: string; description: string }) {
  usePageTitle(title);
  const canCreate = canCreatePost(useActor());
  const search = usePostSearch();
  const { filters } = search;

  return (
    <SearchResultsPage
      state={search}
      title={title}
      description={description}
      create={canCreate ? { to: '/create-post', label: 'Create Post' } : null}
      search={{ label: 'Search posts', placeholder: 'Words in a title or text' }}
      categories={CATEGORY_OPTIONS}
      moreFilters={
        <Select
          label="Sort by"
          data={SORT_OPTIONS}
          value={filters.sort}
          onChange={(value) => search.update({ sort: (value as PostSort | null) ?? 'views' })}
          allowDeselect={false}
          w={{ base: '100%', xs: 170 }}
        />
      }
      clearFilters={{ label: 'Remove Filters', onClick: search.removeFilters }}
      status={
        search.isLoading
          ? 'Loading posts…'
          : search.error && search.posts.length === 0
            ? ''
            : search.totalPosts === 0
              ? 'No results found.'
              : countLine(search.posts.length, search.totalPosts, COUNTED.posts)
      }
      errorTitle="Failed to fetch posts"
      loading={
        <CardGridPlaceholders count={6} placeholder={(index) => <PostCardSkeleton key={index} />} />
      }
      isEmpty={search.posts.length === 0 && !search.error}
      empty={
        <Text c="dimmed" ta="center">
          Nothing matches these filters. Try other words or another category.
        </Text>
      }
      showMoreLabel="Show More"
    >
      {search.posts.map((post) => (
        <PostCard key={post._id} post={post} headingOrder={2} />
      ))}
    </SearchResultsPage>
  );
}
