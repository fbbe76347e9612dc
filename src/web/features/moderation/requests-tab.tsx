import { Badge, Stack, Tabs } from '@mantine/core';
import { IconFeather, IconFlag, IconHeartHandshake, IconInbox } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { SessionUser } from '#contracts/users.ts';
import { NextPageFooter } from '#web/components/lists/next-page-footer.tsx';
import { usePendingStories, usePendingTakedowns, usePublisherRequests } from './api.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useNarrativeApprovalTable } from './requests-narrative-list.tsx';
import { PendingTable } from './requests-pending-table.tsx';
import { usePublisherRequestTable } from './requests-publisher-list.tsx';
import { useTakedownTable } from './requests-takedown-list.tsx';
import { ListEmpty } from '#web/components/lists/list-empty.tsx';
import { ListLoading } from '#web/components/lists/list-loading.tsx';
import { serverMessageOr } from '#web/lib/server-message.ts';
import { useNarrowScreen } from '#web/components/lists/use-narrow-screen.ts';
import { listFirstLoad } from '#web/components/lists/list-first-load.tsx';
import { TabHeading } from './shared/tab-heading.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

type PagedList =
  | ReturnType<typeof usePublisherRequests>
  | ReturnType<typeof usePendingStories>
  | ReturnType<typeof usePendingTakedowns>;

/** The red count of a sub-tab, shown when above 0. */
function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge color="red" variant="filled" size="sm" circle={count < 10}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

/** Loading, failure, empty, the rows and Show More of one sub-tab. */
function PendingPanel({
  list,
  loadingText,
  failureText,
  empty,
  children,
}: {
  list: PagedList;
  loadingText: string;
  failureText: string;
  empty: { title: string; description: string };
  children: ReactNode;
}) {
  const { query, items, total } = list;
  // Every loaded row decided while more wait on the server: load them.
  const isDrained = query.isSuccess && items.length === 0 && total > 0 && !query.isFetching;
  useEffect(() => {
    if (isDrained) void query.refetch();
  }, [isDrained, query]);

  const firstLoad = listFirstLoad(query, items.length, {
    loading: loadingText,
    failure: serverMessageOr(query.error, failureText),
  });
  if (firstLoad) return firstLoad;
  if (total === 0) {
    return (
      <ListEmpty
        icon={<IconInbox size={28} aria-hidden="true" />}
        title={empty.title}
        description={empty.description}
      />
    );
  }
  if (items.length === 0) return <ListLoading text={loadingText} />;
  return (
    <Stack gap="md">
      {children}
      <NextPageFooter query={query} failureMessage={serverMessageOr(query.error, failureText)} />
    </Stack>
  );
}

/**
 * The dashboard's Requests tab (admins): pending publisher requests, narratives waiting for
 * approval and takedown requests, each sub-tab with a red count. Approving or rejecting asks first; the row then
 * leaves the list and the count drops.
 */
export function RequestsTab(_props: { user: SessionUser }) {
  const t = useMessages('moderation');
  usePageTitle(t('moderation.requests.title'));
  const [view, setView] = useState<string | null>('publishers');
  const isWide = !useNarrowScreen();
  const requests = usePublisherRequests();
  const stories = usePendingStories();
  const takedowns = usePendingTakedowns();
  const publisherTable = usePublisherRequestTable();
  const narrativeTable = useNarrativeApprovalTable();
  const takedownTable = useTakedownTable();
  const sections = [
    {
      value: 'publishers',
      label: t('moderation.requests.publishersTab'),
      icon: IconFeather,
      panel: {
        list: requests,
        loadingText: t('moderation.requests.publishersLoading'),
        failureText: t('moderation.requests.publishersFailed'),
        empty: {
          title: t('moderation.requests.publishersEmptyTitle'),
          description: t('moderation.requests.publishersEmptyText'),
        },
      },
      rows: <PendingTable view={publisherTable} rows={requests.items} />,
    },
    {
      value: 'narratives',
      label: t('moderation.requests.narrativesTab'),
      icon: IconHeartHandshake,
      panel: {
        list: stories,
        loadingText: t('moderation.requests.narrativesLoading'),
        failureText: t('moderation.requests.narrativesFailed'),
        empty: {
          title: t('moderation.requests.narrativesEmptyTitle'),
          description: t('moderation.requests.narrativesEmptyText'),
        },
      },
      rows: <PendingTable view={narrativeTable} rows={stories.items} />,
    },
    {
      value: 'takedowns',
      label: t('moderation.takedowns.tab'),
      icon: IconFlag,
      panel: {
        list: takedowns,
        loadingText: t('moderation.takedowns.loading'),
        failureText: t('moderation.takedowns.failed'),
        empty: {
          title: t('moderation.takedowns.emptyTitle'),
          description: t('moderation.takedowns.emptyText'),
        },
      },
      rows: <PendingTable view={takedownTable} rows={takedowns.items} />,
    },
  ];

  return (
    <Stack gap="lg">
      <TabHeading title={t('moderation.requests.title')}>
        {t('moderation.requests.description')}
      </TabHeading>
      <Tabs
        value={view}
        onChange={setView}
        keepMounted={false}
        variant={isWide ? 'default' : 'pills'}
      >
        <Tabs.List grow={!isWide}>
          {sections.map(({ value, icon: Icon, label, panel }) => (
            <Tabs.Tab
              key={value}
              value={value}
              px={isWide ? undefined : 'xs'}
              leftSection={isWide && <Icon size={16} aria-hidden="true" />}
              rightSection={<CountBadge count={panel.list.total} />}
            >
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>

        {sections.map(({ value, panel, rows }) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            <PendingPanel {...panel}>{rows}</PendingPanel>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
