import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useStories } from '#web/features/stories/api.ts';

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
      label="Narrative (optional)"
      description="The approved narrative this case serves; a narrative has at most one case."
      placeholder="Search approved narratives"
      data={options}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server matched the search already.
      filter={({ options: all }) => all}
      nothingFoundMessage={stories.isFetching ? 'Searching…' : 'No approved narrative matches'}
      clearable
      disabled={disabled}
      id={id}
      error={error}
    />
  );
}
