import { Group, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { MailingStatus } from '#contracts/mailings.ts';
import type { SessionUser } from '#contracts/users.ts';
import { ListEmpty } from '#web/components/lists/list-empty.tsx';
import { listFirstLoad } from '#web/components/lists/list-first-load.tsx';
import { NextPageFooter } from '#web/components/lists/next-page-footer.tsx';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import type { NamespaceIds } from '#web/i18n/namespaces.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { serverMessageOr } from '#web/lib/server-message.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useMailings } from './api-mailings.ts';
import { TabHeading } from './shared/tab-heading.tsx';

/** What a mailing's name starts with, in words; another kind shows its name as it is. */
const KINDS: Record<string, NamespaceIds['dashboard']> = {
  new_post: 'dashboard.mailings.kindPost',
  new_narrative: 'dashboard.mailings.kindNarrative',
  digest: 'dashboard.mailings.kindDigest',
};

/** Each state of a mail, apart: a mail the server refused is never counted as sent. */
const STATES = ['sent', 'queued', 'deferred', 'failed'] as const;

function MailingName({ mailing }: { mailing: string }) {
  const t = useMessages('dashboard');
  const split = mailing.indexOf(':');
  const kind = split > 0 ? KINDS[mailing.slice(0, split)] : undefined;
  if (!kind) return <Text inherit>{mailing}</Text>;
  return (
    <Text inherit>
      <Text span inherit fw={600}>
        {t(kind)}
      </Text>{' '}
      <Text span inherit ff="monospace">
        {mailing.slice(split + 1)}
      </Text>
    </Text>
  );
}

/**
 * The admins' Mailings tab: each mailing (a post's or narrative's mail to followers and
 * subscribers, a period's digests) with its mails sent, queued, deferred and failed.
 */
export function MailingsTab(_props: { user: SessionUser }) {
  const t = useMessages('dashboard');
  usePageTitle(t('dashboard.mailings.title'));
  const { query, items, total } = useMailings();
  const failure = serverMessageOr(query.error, t('dashboard.mailings.loadFailed'));
  const stateName = (state: (typeof STATES)[number]) => t(`dashboard.mailings.${state}`);
  const rows = items.map((item) => ({ ...item, _id: item.mailing }));

  const columns: Column<MailingStatus & { _id: string }>[] = [
    {
      header: t('dashboard.mailings.mailing'),
      cell: (row) => <MailingName mailing={row.mailing} />,
    },
    ...STATES.map((state) => ({
      header: stateName(state),
      cell: (row: MailingStatus) => row[state],
      alignEnd: true,
      noWrap: true,
    })),
  ];

  let body = listFirstLoad(query, items.length, {
    loading: t('dashboard.mailings.loading'),
    failure,
  });
  if (body === null && total === 0) {
    body = (
      <ListEmpty
        icon={<IconMail size={28} aria-hidden="true" />}
        title={t('dashboard.mailings.emptyTitle')}
        description={t('dashboard.mailings.emptyText')}
      />
    );
  } else if (body === null) {
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" role="status">
          {t('dashboard.mailings.count', { shown: items.length, total })}
        </Text>
        <TableOrCards
          label={t('dashboard.mailings.tableLabel')}
          rows={rows}
          columns={columns}
          minTableWidth={640}
          card={(row) => (
            <Stack gap={4}>
              <Text size="sm">
                <MailingName mailing={row.mailing} />
              </Text>
              <Group gap="md" wrap="wrap">
                {STATES.map((state) => (
                  <Text key={state} size="sm" c="dimmed">
                    {stateName(state)}: {row[state]}
                  </Text>
                ))}
              </Group>
            </Stack>
          )}
        />
        <NextPageFooter query={query} failureMessage={failure} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <TabHeading title={t('dashboard.mailings.title')}>
        {t('dashboard.mailings.description')}
      </TabHeading>
      {body}
    </Stack>
  );
}
