import { Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { POST_CATEGORIES, type PostListStatus } from '#contracts/posts.constants.ts';
import { categoryLabel } from '#web/lib/post-category.ts';
import { SearchButtons } from '#web/components/search-buttons.tsx';

export const ALL_CATEGORIES = 'all';

const CATEGORY_OPTIONS = [
  { value: ALL_CATEGORIES, label: 'All' },
  ...POST_CATEGORIES.filter((category) => category !== 'uncategorized').map((category) => ({
    value: category,
    label: categoryLabel(category),
  })),
];

const STATUS_OPTIONS: { value: PostListStatus; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'draft', label: 'Drafts' },
];

export interface PostsTabFilterValues {
  searchTerm: string;
  category: string;
  status: PostListStatus;
}

export const NO_POST_FILTERS: PostsTabFilterValues = {
  searchTerm: '',
  category: ALL_CATEGORIES,
  status: 'all',
};

/**
 * The Posts tab's filters: a category (applied at once, with the search as typed) and a search
 * on title or content, applied with Search or Enter; Reset clears both.
 */
export function PostsTabFilters({
  applied,
  onApply,
}: {
  applied: PostsTabFilterValues;
  onApply: (filters: PostsTabFilterValues) => void;
}) {
  const [searchTerm, setSearchTerm] = useState(applied.searchTerm);
  const isDefault =
    applied.category === ALL_CATEGORIES &&
    applied.status === 'all' &&
    applied.searchTerm === '' &&
    searchTerm === '';

  const search = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...applied, searchTerm: searchTerm.trim() });
  };
  const reset = () => {
    setSearchTerm('');
    onApply(NO_POST_FILTERS);
  };

  return (
    <form onSubmit={search} role="search" aria-label="Filter posts">
      <Stack gap={4} mb="sm">
        <Text size="sm" fw={500} id="post-status-filter">
          Status
        </Text>
        <SegmentedControl
          aria-labelledby="post-status-filter"
          data={STATUS_OPTIONS}
          value={applied.status}
          onChange={(value) =>
            onApply({ ...applied, searchTerm: searchTerm.trim(), status: value as PostListStatus })
          }
          w="fit-content"
        />
      </Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Category"
          data={CATEGORY_OPTIONS}
          value={applied.category}
          onChange={(value) =>
            onApply({
              ...applied,
              searchTerm: searchTerm.trim(),
              category: value ?? ALL_CATEGORIES,
            })
          }
          allowDeselect={false}
          w={{ base: '100%', xs: 160 }}
        />
        <TextInput
          label="Search"
          placeholder="Search by title or content..."
          value={searchTerm}
          onChange={(event) => setSearchTerm(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          maxLength={200}
          style={{ flex: '1 1 220px' }}
        />
        <SearchButtons
          onReset={reset}
          canReset={!isDefault}
          resetIcon={IconRefresh}
          withSearchIcon
        />
      </Group>
    </form>
  );
}
