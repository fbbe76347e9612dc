import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useStories } from '#web/features/stories/api.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/** How many approved narratives the picker offers for what is typed. */
const PICKER_LIMIT = 20;

interface CaseStoryPickerProps {
  value: string | null;
  /** The narrative linked now, named even when it is not among the matches. */
  linked: { _id: string; title: string } | null;
  onChange: (storyId: string | null) => void;
  disabled?: boolean;
  id?: string;
  error?: string;
}

/** Picks the approved narrative a case serves, searched by title as the admin types. */
export function CaseStoryPicker({
  value,
  linked,
  onChange,
  disabled,
  id,
  error,
}: CaseStoryPickerProps) {
  const t = useMessages('donations');
  const [search, setSearch] = useState('');
  const [searchTerm] = useDebouncedValue(search.trim(), 300);
  const stories = useStories({ status: 'approved', searchTerm, limit: PICKER_LIMIT });
  const options = (stories.data?.stories ?? []).map((story) => ({
    value: story._id,
    label: story.title,
  }));
  if (linked && !options.some((option) => option.value === linked._id)) {
    options.unshift({ value: linked._id, label: linked.title });
  }
  return (
    <Select
      label={t('donations.caseForm.story')}
      description={t('donations.caseForm.storyHint')}
      placeholder={t('donations.caseForm.storyPlaceholder')}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server matched the search already.
      filter={({ options: all }) => all}
      nothingFoundMessage={t(
        stories.isFetching ? 'donations.caseForm.storySearching' : 'donations.caseForm.storyNone',
      )}
      clearable
      disabled={disabled}
      id={id}
      error={error}
    />
  );
}
