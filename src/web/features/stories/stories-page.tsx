import { Alert, Center, Loader, Select, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { NARRATIVE_CATEGORIES } from '#contracts/stories.constants.ts';
import { useStoryCountries } from './api.ts';
import { canPublish } from '#web/components/guards.tsx';
import { ContactEmailLink } from '#web/components/legal/contact-email-link.tsx';
import { SearchResultsPage } from '#web/components/search-results/search-results-page.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { NarrativeCard } from './narrative-card.tsx';
import { useNarrativeLabels } from './narrative-labels.tsx';
import { ANY, useStorySearch } from './use-story-search.ts';
import { Message } from '#web/i18n/message.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** The country filter offers the countries that published narratives come from. */
function CountryFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useMessages('stories');
  const countries = useStoryCountries();
  const names = countries.data?.countries ?? [];
  // A country from a shared link stays selectable while the list loads or if it has none.
  const options = [
    { value: ANY, label: t('stories.list.allCountries') },
    ...(value !== ANY && !names.includes(value) ? [value] : []).map((name) => ({
      value: name,
      label: name,
    })),
    ...names.map((name) => ({ value: name, label: name })),
  ];
  return (
    <Select
      label={t('stories.list.country')}
      data={options}
      value={value}
      onChange={(next) => onChange(next ?? ANY)}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t('stories.list.noCountry')}
      w={{ base: '100%', xs: 200 }}
    />
  );
}

/** Signed-in members who cannot publish learn how their narrative can be shared. */
function HelpBox() {
  const t = useMessages('stories');
  return (
    <Alert
      variant="light"
      color="ember"
      radius="lg"
      icon={<IconHeartHandshake size={22} aria-hidden="true" />}
      title={t('stories.list.helpTitle')}
      role="note"
    >
      <Message
        namespace="stories"
        id="stories.list.helpBody"
        components={{ 0: <ContactEmailLink /> }}
      />
    </Alert>
  );
}

/**
 * /stories: approved narratives, newest first, with search, category and country filters kept
 * in the URL, pages of 9 and a Show More button while the last page came back full.
 */
export function StoriesPage() {
  const t = useMessages('stories');
  const labels = useNarrativeLabels();
  usePageTitle(t('stories.list.title'));
  const currentUser = useAppStore((state) => state.currentUser);
  const search = useStorySearch();
  const { filters } = search;

  return (
    <SearchResultsPage
      state={search}
      title={t('stories.list.title')}
      description={t('stories.list.description')}
      create={
        canPublish(currentUser)
          ? { to: '/create-narrative', label: t('stories.list.create') }
          : null
      }
      notice={currentUser && !canPublish(currentUser) && <HelpBox />}
      search={{
        label: t('stories.list.searchLabel'),
        placeholder: t('stories.list.searchPlaceholder'),
      }}
      categories={[
        { value: ANY, label: t('stories.list.allCategories') },
        ...NARRATIVE_CATEGORIES.map((category) => ({
          value: category,
          label: labels.category(category),
        })),
      ]}
      moreFilters={
        <CountryFilter value={filters.country} onChange={(country) => search.update({ country })} />
      }
      clearFilters={{ label: t('stories.list.clearFilters'), onClick: search.clearFilters }}
      status={
        search.isLoading
          ? t('stories.list.loading')
          : search.totalStories === 0
            ? ''
            : t('stories.list.count', {
                shown: Math.min(search.stories.length, search.totalStories),
                total: search.totalStories,
              })
      }
      errorTitle={t('stories.list.fetchFailed')}
      loading={
        <Center py={48}>
          <Loader aria-hidden="true" />
        </Center>
      }
      isEmpty={search.stories.length === 0 && !search.error}
      empty={
        <>
          <Text fw={700} size="lg">
            {t('stories.list.empty')}
          </Text>
          {search.hasFilters && (
            <Text c="dimmed" ta="center">
              {t('stories.list.emptyHint')}
            </Text>
          )}
        </>
      }
      showMoreLabel={t('stories.list.showMore')}
    >
      {search.stories.map((story) => (
        <NarrativeCard key={story._id} story={story} headingOrder={2} />
      ))}
    </SearchResultsPage>
  );
}
