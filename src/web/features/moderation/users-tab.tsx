import { Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import type { SessionUser } from '#contracts/users.ts';
import { DEFAULT_USERS_FILTERS, useAdminUsers, type AdminUser, type UsersFilters } from './api.ts';
import { NextPageFooter } from '#web/components/lists/next-page-footer.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { BanDialog } from './ban-dialog.tsx';
import { ListEmpty } from '#web/components/lists/list-empty.tsx';
import { serverMessageOr } from '#web/lib/server-message.ts';
import { useUserActions } from './users-actions.tsx';
import { UsersFilterBar } from './users-filters.tsx';
import { UsersList } from './users-list.tsx';
import { countLine } from '#web/lib/count-line.ts';
import { listFirstLoad } from '#web/components/lists/list-first-load.tsx';
import { TabHeading } from './shared/tab-heading.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

const USERS = {
  shown: 'moderation.count.users.shown',
  none: 'moderation.count.users.none',
} as const;

const isDefault = (filters: UsersFilters) =>
  filters.role === 'all' &&
  filters.status === 'all' &&
  filters.verified === 'all' &&
  !filters.searchTerm;

/**
 * The dashboard's Users tab (admins): filters and search, the users as a table on wide screens
 * and cards on narrow ones, with ban, unban, the publisher flag and delete, 9 at a time.
 */
export function UsersTab(_props: { user: SessionUser }) {
  const t = useMessages('moderation');
  usePageTitle(t('moderation.users.title'));
  const [filters, setFilters] = useState<UsersFilters>(DEFAULT_USERS_FILTERS);
  const [draft, setDraft] = useState('');
  const [banning, setBanning] = useState<AdminUser | null>(null);
  const { query, items, total } = useAdminUsers(filters);
  const actions = useUserActions(filters);

  const reset = () => {
    setFilters(DEFAULT_USERS_FILTERS);
    setDraft('');
  };

  const renderList = () => {
    const firstLoad = listFirstLoad(query, items.length, {
      loading: t('moderation.users.loading'),
      failure: serverMessageOr(query.error, t('moderation.users.fetchFailed')),
    });
    if (firstLoad) return firstLoad;
    if (items.length === 0) {
      return (
        <ListEmpty
          icon={<IconUsers size={28} aria-hidden="true" />}
          title={isDefault(filters) ? t('moderation.users.noUsers') : t('moderation.users.noMatch')}
        />
      );
    }
    return (
      <Stack gap="md">
        <UsersList users={items} actions={actions} onBan={setBanning} />
        <NextPageFooter
          query={query}
          failureMessage={serverMessageOr(query.error, t('moderation.users.moreFailed'))}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <TabHeading title={t('moderation.users.title')} role="status">
        {!query.isPending && !query.isError && countLine(t, USERS, items.length, total)}
      </TabHeading>
      <UsersFilterBar
        filters={filters}
        draft={draft}
        onDraftChange={setDraft}
        onChange={setFilters}
        onReset={reset}
      />
      <div aria-busy={query.isFetching} style={{ opacity: query.isRefetching ? 0.7 : 1 }}>
        {renderList()}
      </div>
      <BanDialog user={banning} filters={filters} onClose={() => setBanning(null)} />
    </Stack>
  );
}
