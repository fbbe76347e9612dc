import { Select, Stack, Text } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { IconShieldSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { AuditEntry } from '#contracts/audit.ts';
import { AUDIT_ACTIONS, type AuditAction } from '#contracts/audit.constants.ts';
import type { SessionUser } from '#contracts/users.ts';
import { ListEmpty } from '#web/components/lists/list-empty.tsx';
import { NextPageFooter } from '#web/components/lists/next-page-footer.tsx';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import { countLine } from '#web/lib/count-line.ts';
import { serverMessageOr } from '#web/lib/server-message.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useAuditEntries } from './api.ts';
import type { NamespaceIds } from '#web/i18n/namespaces.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { listFirstLoad } from '#web/components/lists/list-first-load.tsx';
import { TabHeading } from './shared/tab-heading.tsx';

const ENTRIES = {
  shown: 'moderation.count.entries.shown',
  none: 'moderation.count.entries.none',
} as const;

/** Each action's name in the catalog. */
const ACTION_NAMES = {
  'story.contact-reveal': 'moderation.audit.actionContactReveal',
  'donations.view': 'moderation.audit.actionDonorsViewed',
  'donations.csv': 'moderation.audit.actionDonorsDownloaded',
  'account.export': 'moderation.audit.actionAccountExport',
  'account.delete': 'moderation.audit.actionAccountDelete',
} as const satisfies Record<AuditAction, string>;

/** What an entry may be about; another type shows as its code. */
const TARGET_NAMES: Record<string, NamespaceIds['moderation']> = {
  story: 'moderation.audit.targetNarrative',
  'donation-case': 'moderation.audit.targetDonationCase',
  user: 'moderation.audit.targetAccount',
};

function Who({ entry }: { entry: AuditEntry }) {
  const t = useMessages('moderation');
  return entry.actor ? (
    <Text inherit fw={600}>
      {entry.actor.username}
    </Text>
  ) : (
    <Text inherit c="dimmed">
      {t('moderation.audit.visitor')}
    </Text>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  const t = useMessages('moderation');
  const name = TARGET_NAMES[entry.target.type];
  return (
    <Text inherit>
      {name ? t(name) : entry.target.type}{' '}
      <Text span inherit ff="monospace" title={entry.target._id}>
        {entry.target._id.slice(0, 8)}
      </Text>
    </Text>
  );
}

/** The details in words: a page's start and row count, a deleted account's name. */
const detailsOf = (entry: AuditEntry) => {
  const parts = Object.entries(entry.details).map(([name, value]) => `${name}: ${String(value)}`);
  return parts.length > 0 ? parts.join(', ') : '—';
};

/**
 * The admins' Audit tab: each contact shown on request, each view or download of donor details,
 * each account export and deletion, with who (or "Visitor"), when and the client's network.
 */
export function AuditTab(_props: { user: SessionUser }) {
  const format = useFormat();
  const t = useMessages('moderation');
  usePageTitle(t('moderation.audit.title'));
  const [action, setAction] = useState<AuditAction | 'all'>('all');
  const { query, items, total } = useAuditEntries(action);

  const failure = serverMessageOr(query.error, t('moderation.audit.failed'));
  const actionName = (entry: AuditEntry) => t(ACTION_NAMES[entry.action]);

  const columns: Column<AuditEntry>[] = [
    {
      header: t('moderation.audit.when'),
      cell: (entry) => format.dateTime(entry.createdAt),
      noWrap: true,
    },
    { header: t('moderation.audit.who'), cell: (entry) => <Who entry={entry} /> },
    { header: t('moderation.audit.what'), cell: actionName },
    {
      header: t('moderation.audit.target'),
      cell: (entry) => <Target entry={entry} />,
      noWrap: true,
    },
    {
      header: t('moderation.audit.network'),
      cell: (entry) => entry.clientNetwork ?? '—',
      noWrap: true,
    },
    { header: t('moderation.audit.details'), cell: detailsOf, width: 220 },
  ];

  let body = listFirstLoad(query, items.length, {
    loading: t('moderation.audit.loading'),
    failure,
  });
  if (body === null && total === 0) {
    body = (
      <ListEmpty
        icon={<IconShieldSearch size={28} aria-hidden="true" />}
        title={t('moderation.audit.emptyTitle')}
        description={t('moderation.audit.emptyText')}
      />
    );
  } else if (body === null) {
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" role="status">
          {countLine(t, ENTRIES, items.length, total)}
        </Text>
        <TableOrCards
          label={t('moderation.audit.tableLabel')}
          rows={items}
          columns={columns}
          minTableWidth={900}
          card={(entry) => (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {actionName(entry)}
              </Text>
              <Text size="sm">
                <Who entry={entry} /> · {format.dateTime(entry.createdAt)}
              </Text>
              <Text size="sm" c="dimmed">
                <Target entry={entry} /> · {entry.clientNetwork ?? t('moderation.audit.noNetwork')}
              </Text>
              <Text size="sm" c="dimmed">
                {detailsOf(entry)}
              </Text>
            </Stack>
          )}
        />
        <NextPageFooter query={query} failureMessage={failure} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <TabHeading title={t('moderation.audit.title')}>
        {t('moderation.audit.description')}
      </TabHeading>
      <Select
        label={t('moderation.audit.action')}
        data={[
          { value: 'all', label: t('moderation.audit.everyAction') },
          ...AUDIT_ACTIONS.map((value) => ({ value, label: t(ACTION_NAMES[value]) })),
        ]}
        value={action}
        onChange={(value) => setAction((value as AuditAction | 'all' | null) ?? 'all')}
        allowDeselect={false}
        w={{ base: '100%', xs: 280 }}
      />
      {body}
    </Stack>
  );
}
