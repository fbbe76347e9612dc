import { Alert, Center, Loader, Select, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { NARRATIVE_CATEGORIES } from '#contracts/stories.constants.ts';
import { STORIES_FETCH_FAILED, useStoryCountries } from './api.ts';
import { canPublish } from '#web/components/guards.tsx';
import { ContactEmailLink } from '#web/components/legal/contact-email-link.tsx';
import { SearchResultsPage } from '#web/components/search-results/search-results-page.tsx';
import { COUNTED, countLine } from '#web/lib/count-line.ts';
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
    <SearchResultsPage
      state={search}
      title="Narratives"
      description="Help requests shared by our community. Read them, and reach out directly to the people who shared them."
      create={
        canPublish(currentUser) ? { to: '/create-narrative', label: 'Share Your Narrative' } : null
      }
      notice={currentUser && !canPublish(currentUser) && <HelpBox />}
      search={{ label: 'Search narratives', placeholder: 'Words, a name or a country' }}
      categories={CATEGORY_OPTIONS}
      moreFilters={
        <CountryFilter value={filters.country} onChange={(country) => search.update({ country })} />
      }
      clearFilters={{ label: 'Clear Filters', onClick: search.clearFilters }}
      status={
        search.isLoading
          ? 'Loading narratives…'
          : search.totalStories === 0
            ? ''
            : countLine(search.stories.length, search.totalStories, COUNTED.narratives)
      }
      errorTitle={STORIES_FETCH_FAILED}
      loading={
        <Center py={48}>
          <Loader aria-hidden="true" />
        </Center>
      }
      isEmpty={search.stories.length === 0 && !search.error}
      empty={
        <>
          <Text fw={700} size="lg">
            No Stories Found.
          </Text>
          {search.hasFilters && (
            <Text c="dimmed" ta="center">
              Try other words, or another category or country.
            </Text>
          )}
        </>
      }
      showMoreLabel="Show More"
    >
      {search.stories.map((story) => (
        <NarrativeCard key={story._id} story={story} headingOrder={2} />
      ))}
    </SearchResultsPage>
  );
}
