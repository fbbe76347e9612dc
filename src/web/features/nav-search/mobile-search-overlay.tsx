import { Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import classes from './nav-search.module.css';
import { PostResult, postPath, profilePath, UserResult } from './search-result.tsx';
import { resultCountText, statusText, typeMoreHint } from './search-status.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { searchPagePath, useNavSearch } from './use-nav-search.ts';

/** One kind of result, as links; nothing when there is none. */
function ResultGroup<Item extends { _id: string }>({
  label,
  items,
  onChoose,
  children: linkOf,
}: {
  label: string;
  items: Item[];
  onChoose: () => void;
  children: (item: Item) => { to: string; result: ReactNode };
}) {
  if (items.length === 0) return null;
  return (
    <section aria-label={label}>
      <div className={classes.groupLabel} aria-hidden="true">
        {label}
      </div>
      <ul className={classes.list}>
        {items.map((item) => {
          const { to, result } = linkOf(item);
          return (
            <li key={item._id}>
              <Link to={to} className={classes.overlayLink} onClick={onChoose}>
                {result}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The full-screen search of narrow screens: a box, then the posts and people it finds. */
export function MobileSearchOverlay({
  opened,
  onClose,
  returnFocus,
  onExitTransitionEnd,
}: {
  opened: boolean;
  onClose: () => void;
  returnFocus: boolean;
  onExitTransitionEnd: () => void;
}) {
  const t = useMessages('navSearch');
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const results = useNavSearch(value);
  // The line under the box also says how many were found, which reaches screen readers.
  const status =
    statusText(t, results) ?? (results.isBlank ? typeMoreHint(t) : resultCountText(t, results));

  const close = () => {
    onClose();
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
    <Modal
      opened={opened}
      onClose={close}
      returnFocus={returnFocus}
      onExitTransitionEnd={onExitTransitionEnd}
      fullScreen
      title={t('navSearch.title')}
      transitionProps={{ duration: 0 }}
    >
      <Stack gap="md">
        <form role="search" aria-label={t('navSearch.landmark')} onSubmit={submit}>
          <TextInput
            aria-label={t('navSearch.label')}
            placeholder={t('navSearch.label')}
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

        <ResultGroup label={t('navSearch.posts')} items={results.posts} onChoose={close}>
          {(post) => ({ to: postPath(post), result: <PostResult post={post} /> })}
        </ResultGroup>
        <ResultGroup label={t('navSearch.people')} items={results.users} onChoose={close}>
          {(user) => ({ to: profilePath(user), result: <UserResult user={user} /> })}
        </ResultGroup>
        {results.isLongEnough && (
          <Link to={searchPagePath(value)} className={classes.overlayLink} onClick={close}>
            <Text span fw={600} size="sm">
              {t('navSearch.seeAll', { term: value.trim() })}{' '}
              <IconArrowRight size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />
            </Text>
          </Link>
        )}
      </Stack>
    </Modal>
  );
}
