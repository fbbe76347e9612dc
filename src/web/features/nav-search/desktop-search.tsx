import { Combobox, Loader, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import classes from './nav-search.module.css';
import { searchOptions, type SearchOption } from './search-options.tsx';
import { resultCountText, statusText } from './search-status.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { searchPagePath, useNavSearch } from './use-nav-search.ts';

/** The option after (or before) `index`, round the list; from none, the first (or the last). */
const step = (index: number, count: number, by: 1 | -1) =>
  index < 0 ? (by === 1 ? 0 : count - 1) : (index + by + count) % count;

/**
 * Desktop: the search box in the header, a combobox whose listbox drops under it. Mantine draws
 * and places the dropdown; the roles, the active option and the keys are ours, because its
 * target's own attributes leave out `aria-selected` and keep a stale `aria-activedescendant`
 * after the list changes.
 */
export function DesktopSearch() {
  const t = useMessages('navSearch');
  const navigate = useNavigate();
  const listId = useId();
  const [value, setValue] = useState('');
  const results = useNavSearch(value);
  const combobox = useCombobox();
  // The active option belongs to the results it was chosen in; new results start with none.
  const [active, setActive] = useState({ term: '', index: -1 });
  const activeIndex = active.term === results.term ? active.index : -1;
  const options = searchOptions(results, value, t);
  const status = statusText(t, results);
  const isExpanded = combobox.dropdownOpened && !results.isBlank;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = isExpanded && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const go = (path: string) => {
    combobox.closeDropdown();
    setValue('');
    setActive({ term: '', index: -1 });
    void navigate(path);
  };

  // Enter without an active option opens the full results page; a blank box does nothing.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) go(searchPagePath(value));
  };

  const move = (by: 1 | -1) => {
    combobox.openDropdown();
    if (options.length === 0) return;
    setActive({ term: results.term, index: step(activeIndex, options.length, by) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && activeId) {
      event.preventDefault();
      go(options[activeIndex]!.path);
    } else if (event.key === 'Escape' && isExpanded) {
      // Closes the list and keeps what was typed (a search box would otherwise clear itself).
      event.preventDefault();
      combobox.closeDropdown();
      setActive({ term: '', index: -1 });
    }
  };

  const renderOption = (option: SearchOption) => {
    const index = options.indexOf(option);
    return (
      <Combobox.Option
        key={option.key}
        value={option.path}
        id={optionId(index)}
        selected={index === activeIndex}
        aria-selected={index === activeIndex}
      >
        {option.content}
      </Combobox.Option>
    );
  };
  const groups = (['posts', 'people'] as const).map((group) => ({
    group,
    label: t(group === 'posts' ? 'navSearch.posts' : 'navSearch.people'),
    members: options.filter((option) => option.group === group),
  }));

  return (
    <form
      role="search"
      aria-label={t('navSearch.landmark')}
      onSubmit={submit}
      className={classes.desktop}
    >
      <Combobox
        store={combobox}
        onOptionSubmit={go}
        width={380}
        position="bottom-end"
        shadow="md"
        zIndex={300}
        // The suggestions open inside the search landmark, not loose in the body (axe "region").
        withinPortal={false}
      >
        <Combobox.Target withAriaAttributes={false} withKeyboardNavigation={false}>
          <TextInput
            className={classes.input}
            aria-label={t('navSearch.label')}
            placeholder={t('navSearch.placeholder')}
            type="search"
            radius="xl"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={isExpanded}
            aria-controls={listId}
            aria-activedescendant={activeId}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              combobox.openDropdown();
              setActive({ term: '', index: -1 });
            }}
            onKeyDown={onKeyDown}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            rightSection={results.isLoading ? <Loader size={14} aria-hidden="true" /> : null}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={results.isBlank}>
          {status && <Combobox.Empty>{status}</Combobox.Empty>}
          <Combobox.Options
            id={listId}
            aria-label={t('navSearch.suggestions')}
            mah={480}
            style={{ overflowY: 'auto' }}
          >
            {groups.map(
              ({ group, label, members }) =>
                members.length > 0 && (
                  <Combobox.Group key={group} label={label}>
                    {members.map(renderOption)}
                  </Combobox.Group>
                ),
            )}
            {options.filter((option) => option.group === null).map(renderOption)}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <VisuallyHidden role="status">{resultCountText(t, results)}</VisuallyHidden>
    </form>
  );
}
