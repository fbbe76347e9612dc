import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconFilterOff,
  IconPencilPlus,
  IconSearch,
  IconMoodEmpty,
} from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { POST_CATEGORIES, type PostSort } from '#contracts/posts.ts';
import { errorMessage } from '#web/api/client.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { PostCard, POST_GRID_COLS } from '#web/components/post-card.tsx';
import { PostCardSkeleton } from '#web/components/post-card-skeleton.tsx';
import classes from '#web/components/search-results.module.css';
import { categoryLabel } from '#web/lib/post-category.ts';
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

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const [term, setTerm] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(term.trim());
  };
  return (
    <form onSubmit={submit} role="search" aria-label="Search posts" style={{ flex: '1 1 260px' }}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Search"
          placeholder="Words in a title or text"
          type="search"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="filled">
          Search
        </Button>
      </Group>
    </form>
  );
}

/**
 * The posts list (/posts) and the search page (/search): one view with the spec's controls, the
 * state in the URL, pages of 9 and a Show more button while the last page came back full.
 */
export function PostSearchView({ title, description }: { title: string; description: string }) {
  usePageTitle(title);
  const currentUser = useAppStore((state) => state.currentUser);
  const canCreate = Boolean(currentUser && (currentUser.isAdmin || currentUser.isPublisher));
  const search = usePostSearch();
  const { filters } = search;

  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap="xs">
            <Title order={1}>{title}</Title>
            <Text size="lg" c="dimmed" maw={680}>
              {description}
            </Text>
          </Stack>
          {canCreate && (
            <Button
              component={Link}
              to="/create-post"
              leftSection={<IconPencilPlus size={18} aria-hidden="true" />}
            >
              Create Post
            </Button>
          )}
        </Group>

        <Paper withBorder radius="lg" p="md" className={classes.filters}>
          <Group gap="md" align="flex-end">
            <SearchBox
              key={filters.searchTerm}
              initial={filters.searchTerm}
              onSearch={(searchTerm) => search.update({ searchTerm })}
            />
            <Select
              label="Category"
              data={CATEGORY_OPTIONS}
              value={filters.category}
              onChange={(value) => search.update({ category: value ?? ALL_CATEGORIES })}
              allowDeselect={false}
              w={{ base: '100%', xs: 170 }}
            />
            <Select
              label="Sort by"
              data={SORT_OPTIONS}
              value={filters.sort}
              onChange={(value) => search.update({ sort: (value as PostSort | null) ?? 'views' })}
              allowDeselect={false}
              w={{ base: '100%', xs: 170 }}
            />
            <Button
              variant="default"
              onClick={search.removeFilters}
              disabled={!search.hasFilters}
              leftSection={<IconFilterOff size={18} aria-hidden="true" />}
            >
              Remove Filters
            </Button>
          </Group>
        </Paper>

        <Text role="status" fw={600} c="dimmed">
          {search.isLoading
            ? 'Loading posts…'
            : search.error && search.posts.length === 0
              ? ''
              : search.totalPosts === 0
                ? 'No results found.'
                : `Showing ${search.totalPosts} result(s)`}
        </Text>

        {search.error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} />}
            title="Failed to fetch posts"
            role="alert"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{errorMessage(search.error, 'Failed to fetch posts')}</Text>
              <Button size="xs" variant="default" onClick={search.retry}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}

        {search.isLoading ? (
          <SimpleGrid cols={POST_GRID_COLS} spacing="lg">
            {Array.from({ length: 6 }, (_, index) => (
              <PostCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        ) : search.posts.length === 0 && !search.error ? (
          <Center py={48}>
            <Stack align="center" gap="xs">
              <IconMoodEmpty size={48} stroke={1.3} aria-hidden="true" />
              <Text c="dimmed" ta="center">
                Nothing matches these filters. Try other words or another category.
              </Text>
            </Stack>
          </Center>
        ) : (
          <SimpleGrid
            cols={POST_GRID_COLS}
            spacing="lg"
            className={classes.results}
            data-refreshing={search.isRefreshing || undefined}
            aria-busy={search.isRefreshing || search.isLoadingMore}
          >
            {search.posts.map((post) => (
              <PostCard key={post._id} post={post} headingOrder={2} />
            ))}
          </SimpleGrid>
        )}

        {(search.hasMore || search.isLoadingMore) && (
          <Center>
            <Button
              variant="default"
              size="md"
              onClick={search.showMore}
              loading={search.isLoadingMore}
            >
              Show more
            </Button>
          </Center>
        )}
      </Stack>
    </Container>
  );
}
