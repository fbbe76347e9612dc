import {
  ActionIcon,
  Combobox,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import classes from './nav-search.module.css';
import { PostResult, postPath, profilePath, UserResult } from './search-result.tsx';
import { searchPagePath, useNavSearch, type NavSearchResults } from './use-nav-search.ts';

export const TYPE_MORE_HINT = 'Type at least 3 characters to search';

/** What the results area says when it has no list to show; null when it has one. */
function statusText(results: NavSearchResults): string | null {
  if (results.isBlank) return null;
  if (!results.isLongEnough) return TYPE_MORE_HINT;
  if (results.isError) return 'Search is unavailable right now. Please try again.';
  if (results.isLoading && results.posts.length + results.users.length === 0) return 'Searching…';
  if (results.posts.length + results.users.length === 0) return 'No posts or people match.';
  return null;
}

/** Desktop: the search box in the header, with results in a dropdown under it. */
function DesktopSearch() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const results = useNavSearch(value);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const status = statusText(results);
  const hasResults = results.posts.length + results.users.length > 0;

  const go = (path: string) => {
    combobox.closeDropdown();
    setValue('');
    void navigate(path);
  };

  // Enter without a highlighted result opens the full results page; a blank box does nothing.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) go(searchPagePath(value));
  };

  return (
    <form role="search" aria-label="Site" onSubmit={submit} className={classes.desktop}>
      <Combobox
        store={combobox}
        onOptionSubmit={go}
        width={380}
        position="bottom-end"
        shadow="md"
        zIndex={300}
      >
        <Combobox.Target>
          <TextInput
            className={classes.input}
            aria-label="Search posts and people"
            placeholder="Search…"
            type="search"
            radius="xl"
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              combobox.openDropdown();
              combobox.resetSelectedOption();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            rightSection={results.isLoading ? <Loader size={14} aria-hidden="true" /> : null}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={results.isBlank}>
          <Combobox.Options mah={480} style={{ overflowY: 'auto' }}>
            {status && <Combobox.Empty>{status}</Combobox.Empty>}
            {results.posts.length > 0 && (
              <Combobox.Group label="Posts">
                {results.posts.map((post) => (
                  <Combobox.Option key={post._id} value={postPath(post)}>
                    <PostResult post={post} />
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            )}
            {results.users.length > 0 && (
              <Combobox.Group label="People">
                {results.users.map((user) => (
                  <Combobox.Option key={user._id} value={profilePath(user)}>
                    <UserResult user={user} />
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            )}
            {results.isLongEnough && (hasResults || !results.isLoading) && (
              <Combobox.Option value={searchPagePath(value)}>
                <Text size="sm" fw={600} component="span">
                  See all post results for “{value.trim()}” →
                </Text>
              </Combobox.Option>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </form>
  );
}

/** Narrow screens: a search button that opens a full-screen overlay with the results. */
function MobileSearch() {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [value, setValue] = useState('');
  const results = useNavSearch(value);
  const status = statusText(results) ?? (results.isBlank ? TYPE_MORE_HINT : null);

  const close = () => {
    setIsOpen(false);
    setValue('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return;
    const path = searchPagePath(value);
    close();
    void navigate(path);
  };

  return (
    <div className={classes.mobile}>
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        onClick={() => setIsOpen(true)}
        aria-label="Search"
      >
        <IconSearch size={18} aria-hidden="true" />
      </ActionIcon>
      <Modal
        opened={isOpen}
        onClose={close}
        fullScreen
        title="Search"
        transitionProps={{ duration: 0 }}
      >
        <Stack gap="md">
          <form role="search" aria-label="Site" onSubmit={submit}>
            <TextInput
              aria-label="Search posts and people"
              placeholder="Search posts and people"
              type="search"
              size="md"
              radius="xl"
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              leftSection={<IconSearch size={18} aria-hidden="true" />}
              rightSection={results.isLoading ? <Loader size={16} aria-hidden="true" /> : null}
              data-autofocus
            />
          </form>

          <Text size="sm" c="dimmed" role="status">
            {status ?? ''}
          </Text>

          {results.posts.length > 0 && (
            <section aria-label="Posts">
              <div className={classes.groupLabel} aria-hidden="true">
                Posts
              </div>
              <ul className={classes.list}>
                {results.posts.map((post) => (
                  <li key={post._id}>
                    <Link to={postPath(post)} className={classes.overlayLink} onClick={close}>
                      <PostResult post={post} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {results.users.length > 0 && (
            <section aria-label="People">
              <div className={classes.groupLabel} aria-hidden="true">
                People
              </div>
              <ul className={classes.list}>
                {results.users.map((user) => (
                  <li key={user._id}>
                    <Link to={profilePath(user)} className={classes.overlayLink} onClick={close}>
                      <UserResult user={user} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {results.isLongEnough && (
            <Link to={searchPagePath(value)} className={classes.overlayLink} onClick={close}>
              <Text span fw={600} size="sm">
                See all post results for “{value.trim()}”{' '}
                <IconArrowRight size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />
              </Text>
            </Link>
          )}
        </Stack>
      </Modal>
    </div>
  );
}

/**
 * The header's search: a dropdown from 768 px up, a full-screen overlay below. It searches
 * posts and people once more than 2 characters are typed, 200 ms after the last key.
 */
export function NavSearch() {
  return (
    <>
      <DesktopSearch />
      <MobileSearch />
    </>
  );
}
