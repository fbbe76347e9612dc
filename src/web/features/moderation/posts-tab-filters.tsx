import { Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { POST_CATEGORIES, type PostListStatus } from '#contracts/posts.constants.ts';
import { usePostCategoryName } from '#web/components/post-category-name.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { SearchButtons } from '#web/components/search-buttons.tsx';

export const ALL_CATEGORIES = 'all';

const CATEGORIES = POST_CATEGORIES.filter((category) => category !== 'uncategorized');

const STATUS_OPTIONS = [
  { value: 'all', label: 'moderation.posts.filterAll' },
  { value: 'published', label: 'moderation.posts.statusPublished' },
  { value: 'scheduled', label: 'moderation.posts.statusScheduled' },
  { value: 'draft', label: 'moderation.posts.filterDrafts' },
] as const satisfies readonly { value: PostListStatus; label: string }[];

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

/** The search box takes the row's width left, wrapping under the filters below 220 px. */
const SEARCH_FLEX = '1 1 220px';

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
  const t = useMessages('moderation');
  const categoryName = usePostCategoryName();
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
    <form onSubmit={search} role="search" aria-label={t('moderation.posts.filterLabel')}>
      <Stack gap={4} mb="sm">
        <Text size="sm" fw={500} id="post-status-filter">
          {t('moderation.posts.status')}
        </Text>
        <SegmentedControl
          aria-labelledby="post-status-filter"
          data={STATUS_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
          value={applied.status}
          onChange={(value) =>
            onApply({ ...applied, searchTerm: searchTerm.trim(), status: value as PostListStatus })
          }
          w="fit-content"
        />
      </Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('moderation.posts.category')}
          data={[
            { value: ALL_CATEGORIES, label: t('moderation.posts.filterAll') },
            ...CATEGORIES.map((category) => ({ value: category, label: categoryName(category) })),
          ]}
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
          label={t('moderation.posts.search')}
          placeholder={t('moderation.posts.searchPlaceholder')}
          value={searchTerm}
          onChange={(event) => setSearchTerm(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          maxLength={200}
          style={{ flex: SEARCH_FLEX }}
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
