import { ListError } from '../lists/list-error.tsx';
import { Button, Center, Container, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff, IconMoodEmpty, IconPencilPlus } from '@tabler/icons-react';
import { SearchInput } from '#web/components/search-input.tsx';
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '#web/lib/api-client.ts';
import { CardGrid } from '#web/components/card-grid.tsx';
import classes from './search-results.module.css';
import { LinkButton } from '#web/components/link-button.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

interface SearchBoxProps {
  /** The form's accessible name, e.g. 'Search posts'. */
  label: string;
  placeholder: string;
  initial: string;
  onSearch: (term: string) => void;
}

function SearchBox({ label, placeholder, initial, onSearch }: SearchBoxProps) {
  const t = useMessages('shellParts');
  const [term, setTerm] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(term.trim());
  };
  return (
    <form onSubmit={submit} role="search" aria-label={label} style={{ flex: '1 1 260px' }}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <SearchInput
          label={t('shellParts.search.label')}
          placeholder={placeholder}
          value={term}
          onChange={setTerm}
          style={{ flex: 1 }}
        />
        <Button type="submit">{t('shellParts.search.submit')}</Button>
      </Group>
    </form>
  );
}

/** What the page needs of a feature's search hook (its filters live in the URL). */
export interface SearchResultsState {
  filters: { searchTerm: string; category: string };
  update: (changes: { searchTerm?: string; category?: string }) => void;
  hasFilters: boolean;
  isLoading: boolean;
  /** New filters load while the old results stay, dimmed. */
  isRefreshing: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  showMore: () => void;
  error: unknown;
  retry: () => void;
}

export interface SearchResultsPageProps {
  state: SearchResultsState;
  title: string;
  description: ReactNode;
  /** The create button, for those who may create. */
  create?: { to: string; label: string } | null;
  /** Shown between the heading and the filters. */
  notice?: ReactNode;
  search: { label: string; placeholder: string };
  /** The category choices; the first one means every category. */
  categories: { value: string; label: string }[];
  /** The feature's other filter controls, after the category. */
  moreFilters: ReactNode;
  clearFilters: { label: string; onClick: () => void };
  /** The live count line ('' for none). */
  status: string;
  errorTitle: string;
  /** What stands in for the results while the first page loads. */
  loading: ReactNode;
  isEmpty: boolean;
  /** The texts under the empty-state icon. */
  empty: ReactNode;
  showMoreLabel: string;
  /** The result cards. */
  children: ReactNode;
}

/**
 * A searchable list page (posts, narratives): heading and create button, the filter bar, a
 * live count, the error with a retry, the cards in the grid and a Show more button.
 */
export function SearchResultsPage(props: SearchResultsPageProps) {
  const t = useMessages('shellParts');
  const { state, search, clearFilters } = props;
  const { filters } = state;
  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap="xs">
            <Title order={1}>{props.title}</Title>
            <Text size="lg" c="dimmed" maw={680}>
              {props.description}
            </Text>
          </Stack>
          {props.create && (
            <LinkButton to={props.create.to} icon={IconPencilPlus} iconSize={18}>
              {props.create.label}
            </LinkButton>
          )}
        </Group>

        {props.notice}

        <Paper withBorder radius="lg" p="md" className={classes.filters}>
          <Group gap="md" align="flex-end">
            <SearchBox
              key={filters.searchTerm}
              label={search.label}
              placeholder={search.placeholder}
              initial={filters.searchTerm}
              onSearch={(searchTerm) => state.update({ searchTerm })}
            />
            <Select
              label={t('shellParts.search.category')}
              data={props.categories}
              value={filters.category}
              onChange={(value) => state.update({ category: value ?? props.categories[0]?.value })}
              allowDeselect={false}
              w={{ base: '100%', xs: 170 }}
            />
            {props.moreFilters}
            <Button
              variant="default"
              onClick={clearFilters.onClick}
              disabled={!state.hasFilters}
              leftSection={<IconFilterOff size={18} aria-hidden="true" />}
            >
              {clearFilters.label}
            </Button>
          </Group>
        </Paper>

        <Text role="status" fw={600} c="dimmed">
          {props.status}
        </Text>

        {Boolean(state.error) && (
          <ListError
            title={props.errorTitle}
            message={errorMessage(state.error, props.errorTitle)}
            onRetry={state.retry}
          />
        )}

        {state.isLoading ? (
          props.loading
        ) : props.isEmpty ? (
          <Center py={48}>
            <Stack align="center" gap="xs">
              <IconMoodEmpty size={48} stroke={1.3} aria-hidden="true" />
              {props.empty}
            </Stack>
          </Center>
        ) : (
          <CardGrid
            className={classes.results}
            data-refreshing={state.isRefreshing || undefined}
            aria-busy={state.isRefreshing || state.isLoadingMore}
          >
            {props.children}
          </CardGrid>
        )}

        {(state.hasMore || state.isLoadingMore) && (
          <Center>
            <Button
              variant="default"
              size="md"
              onClick={state.showMore}
              loading={state.isLoadingMore}
            >
              {props.showMoreLabel}
            </Button>
          </Center>
        )}
      </Stack>
    </Container>
  );
}
