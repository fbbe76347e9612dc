import { Select, Stack, Text } from '@mantine/core';
import { IconShieldSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { AuditEntry } from '#contracts/audit.ts';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
} from '#contracts/audit.constants.ts';
import type { SessionUser } from '#contracts/users.ts';
import { ListEmpty } from '#web/components/lists/list-empty.tsx';
import { NextPageFooter } from '#web/components/lists/next-page-footer.tsx';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import { countLine } from '#web/lib/count-line.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { serverMessageOr } from '#web/lib/server-message.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useAuditEntries } from './api.ts';
import { listFirstLoad } from '#web/components/lists/list-first-load.tsx';
import { TabHeading } from './shared/tab-heading.tsx';

const ACTION_OPTIONS = [
  { value: 'all', label: 'Every action' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];

const FAILURE = 'Could not load the audit log';

const whoOf = (entry: AuditEntry) =>
  entry.actor ? (
    <Text inherit fw={600}>
      {entry.actor.username}
    </Text>
  ) : (
    <Text inherit c="dimmed">
      Visitor
    </Text>
  );

const TARGET_NAMES: Record<string, string> = {
  story: 'Narrative',
  'donation-case': 'Donation case',
  user: 'Account',
};

const targetOf = (entry: AuditEntry) => (
  <Text inherit>
    {TARGET_NAMES[entry.target.type] ?? entry.target.type}{' '}
    <Text span inherit ff="monospace" title={entry.target._id}>
      {entry.target._id.slice(0, 8)}
    </Text>
  </Text>
);

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
  usePageTitle('Audit');
  const [action, setAction] = useState<AuditAction | 'all'>('all');
  const { query, items, total } = useAuditEntries(action);
  const noun = { one: 'entry', other: 'entries' };

  const columns: Column<AuditEntry>[] = [
    { header: 'When', cell: (entry) => formatDateTime(entry.createdAt), noWrap: true },
    { header: 'Who', cell: whoOf },
    { header: 'What', cell: (entry) => AUDIT_ACTION_LABELS[entry.action] },
    { header: 'Target', cell: targetOf, noWrap: true },
    { header: 'Network', cell: (entry) => entry.clientNetwork ?? '—', noWrap: true },
    { header: 'Details', cell: detailsOf, width: 220 },
  ];

  let body = listFirstLoad(query, items.length, {
    loading: 'Loading the audit log...',
    failure: serverMessageOr(query.error, FAILURE),
  });
  if (body === null && total === 0) {
    body = (
      <ListEmpty
        icon={<IconShieldSearch size={28} aria-hidden="true" />}
        title="Nothing Recorded Yet"
        description="Contacts shown on request, views of donor details, and account downloads and deletions appear here."
      />
    );
  } else if (body === null) {
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" role="status">
          {countLine(items.length, total, noun)}
        </Text>
        <TableOrCards
          label="Audit log"
          rows={items}
          columns={columns}
          minTableWidth={900}
          card={(entry) => (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {AUDIT_ACTION_LABELS[entry.action]}
              </Text>
              <Text size="sm">
                {whoOf(entry)} · {formatDateTime(entry.createdAt)}
              </Text>
              <Text size="sm" c="dimmed">
                {targetOf(entry)} · {entry.clientNetwork ?? 'no network'}
              </Text>
              <Text size="sm" c="dimmed">
                {detailsOf(entry)}
              </Text>
            </Stack>
          )}
        />
        <NextPageFooter query={query} failureMessage={serverMessageOr(query.error, FAILURE)} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <TabHeading title="Audit">
        Who read what is kept private, and when: contacts shown on request, donor details, and
        members&apos; downloads and deletions of their accounts. Addresses are cut to their network.
      </TabHeading>
      <Select
        label="Action"
        data={ACTION_OPTIONS}
        value={action}
        onChange={(value) => setAction((value as AuditAction | 'all' | null) ?? 'all')}
        allowDeselect={false}
        w={{ base: '100%', xs: 280 }}
      />
      {body}
    </Stack>
  );
}
