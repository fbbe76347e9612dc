import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Loader,
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
  IconHeartHandshake,
  IconMoodEmpty,
  IconPencilPlus,
  IconSearch,
} from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { NARRATIVE_CATEGORIES } from '#contracts/stories.ts';
import { errorMessage } from '#web/api/client.ts';
import { STORIES_FETCH_FAILED, useStoryCountries } from '#web/api/stories.ts';
import { canPublish } from '#web/components/guards.tsx';
import { ContactEmailLink } from '#web/components/legal/contact-email-link.tsx';
import { POST_GRID_COLS } from '#web/components/post-card.tsx';
import searchClasses from '#web/components/search-results.module.css';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { NarrativeCard } from './narrative-card.tsx';
import { narrativeCategoryLabel } from './narrative-labels.tsx';
import { ANY, useStorySearch } from './use-story-search.ts';

const CATEGORY_OPTIONS = [
  { value: ANY, label: 'All categories' },
  ...NARRATIVE_CATEGORIES.map((category) => ({
    value: category,
    label: narrativeCategoryLabel(category),
  })),
];

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const [term, setTerm] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(term.trim());
  };
  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label="Search narratives"
      style={{ flex: '1 1 260px' }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Search"
          placeholder="Words, a name or a country"
          type="search"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          style={{ flex: 1 }}
        />
        <Button type="submit">Search</Button>
      </Group>
    </form>
  );
}

/** The country filter offers the countries that published narratives come from. */
function CountryFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const countries = useStoryCountries();
  const names = countries.data?.countries ?? [];
  // A country from a shared link stays selectable while the list loads or if it has none.
  const options = [
    { value: ANY, label: 'All countries' },
    ...(value !== ANY && !names.includes(value) ? [value] : []).map((name) => ({
      value: name,
      label: name,
    })),
    ...names.map((name) => ({ value: name, label: name })),
  ];
  return (
    <Select
      label="Country"
      data={options}
      value={value}
      onChange={(next) => onChange(next ?? ANY)}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No narratives from there yet"
      w={{ base: '100%', xs: 200 }}
    />
  );
}

/** Signed-in members who cannot publish learn how their narrative can be shared. */
function HelpBox() {
  return (
    <Alert
      variant="light"
      color="ember"
      radius="lg"
      icon={<IconHeartHandshake size={22} aria-hidden="true" />}
      title="Need help from the community?"
      role="note"
    >
      Narratives are shared by publishers. Contact a publisher you know, or write to{' '}
      <ContactEmailLink /> with your story and how people can reach you, and we will share it for
      you.
    </Alert>
  );
}

function countLine(shown: number, total: number) {
  if (total === 0) return '';
  return `Showing ${shown} of ${total} narrative${total === 1 ? '' : 's'}`;
}

/**
 * /stories: approved narratives, newest first, with search, category and country filters kept
 * in the URL, pages of 9 and a Show More button while the last page came back full.
 */
export function StoriesPage() {
  usePageTitle('Narratives');
  const currentUser = useAppStore((state) => state.currentUser);
  const search = useStorySearch();
  const { filters } = search;

  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap="xs">
            <Title order={1}>Narratives</Title>
            <Text size="lg" c="dimmed" maw={680}>
              Help requests shared by our community. Read them, and reach out directly to the people
              who shared them.
            </Text>
          </Stack>
          {canPublish(currentUser) && (
            <Button
              component={Link}
              to="/create-narrative"
              leftSection={<IconPencilPlus size={18} aria-hidden="true" />}
            >
              Share Your Narrative
            </Button>
          )}
        </Group>

        {currentUser && !canPublish(currentUser) && <HelpBox />}

        <Paper withBorder radius="lg" p="md" className={searchClasses.filters}>
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
              onChange={(value) => search.update({ category: value ?? ANY })}
              allowDeselect={false}
              w={{ base: '100%', xs: 170 }}
            />
            <CountryFilter
              value={filters.country}
              onChange={(country) => search.update({ country })}
            />
            <Button
              variant="default"
              onClick={search.clearFilters}
              disabled={!search.hasFilters}
              leftSection={<IconFilterOff size={18} aria-hidden="true" />}
            >
              Clear Filters
            </Button>
          </Group>
        </Paper>

        <Text role="status" fw={600} c="dimmed">
          {search.isLoading
            ? 'Loading narratives…'
            : countLine(search.stories.length, search.totalStories)}
        </Text>

        {search.error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} />}
            title={STORIES_FETCH_FAILED}
            role="alert"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{errorMessage(search.error, STORIES_FETCH_FAILED)}</Text>
              <Button size="xs" variant="default" onClick={search.retry}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}

        {search.isLoading ? (
          <Center py={48}>
            <Loader aria-hidden="true" />
          </Center>
        ) : search.stories.length === 0 && !search.error ? (
          <Center py={48}>
            <Stack align="center" gap="xs">
              <IconMoodEmpty size={48} stroke={1.3} aria-hidden="true" />
              <Text fw={700} size="lg">
                No Stories Found.
              </Text>
              {search.hasFilters && (
                <Text c="dimmed" ta="center">
                  Try other words, or another category or country.
                </Text>
              )}
            </Stack>
          </Center>
        ) : (
          <SimpleGrid
            cols={POST_GRID_COLS}
            spacing="lg"
            className={searchClasses.results}
            data-refreshing={search.isRefreshing || undefined}
            aria-busy={search.isRefreshing || search.isLoadingMore}
          >
            {search.stories.map((story) => (
              <NarrativeCard key={story._id} story={story} headingOrder={2} />
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
              Show More
            </Button>
          </Center>
        )}
      </Stack>
    </Container>
  );
}
