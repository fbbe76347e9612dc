import { ListError } from '#web/components/lists/list-error.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import type { Formats } from '#web/lib/format.ts';
import { Button, Center, Group, Stack, Text } from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { useState } from 'react';
import { IconDownload, IconReceiptOff } from '@tabler/icons-react';
import { NextPageFooter } from '#web/components/lists/next-page-footer.tsx';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import { StatusPill, type StatusTone } from '#web/components/status-pill.tsx';
import classes from './donations.module.css';
import {
  MESSAGES,
  messageOf,
  transactionsCsvUrl,
  useTransactions,
  type Transaction,
} from './api.ts';
import { SettlePledgeDialog, type Settling } from './settle-pledge-dialog.tsx';
import { useMessages, type Translate } from '#web/i18n/use-messages.ts';

type OnSettle = (settling: NonNullable<Settling>) => void;

/** A pending pledge (no payment provider) is settled by an admin; a card gift by Stripe. */
const isOpenPledge = (row: Transaction) => row.status === 'pending' && row.provider === 'none';

function PledgeActions({ row, onSettle }: { row: Transaction; onSettle: OnSettle }) {
  const format = useFormat();
  const t = useMessages('donations');
  if (!isOpenPledge(row)) return null;
  const who = { name: row.donorName, amount: format.money(row.amount, row.currency) };
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="compact-xs"
        onClick={() => onSettle({ mode: 'receive', pledge: row })}
        aria-label={t('donations.transactions.receiveLabel', who)}
      >
        {t('donations.settle.receive')}
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        onClick={() => onSettle({ mode: 'lapse', pledge: row })}
        aria-label={t('donations.transactions.lapseLabel', who)}
      >
        {t('donations.settle.lapse')}
      </Button>
    </Group>
  );
}

/** The spec's status styles: completed green, pending yellow, anything else failed (red). */
function statusTone(status: string): StatusTone {
  if (status === 'completed') return 'green';
  if (status === 'pending') return 'yellow';
  return 'red';
}

function TransactionStatus({ status }: { status: Transaction['status'] }) {
  const t = useMessages('donations');
  return (
    <StatusPill tone={statusTone(status)}>
      {t(`donations.transactionStatus.${status || 'failed'}`)}
    </StatusPill>
  );
}

function When({ iso }: { iso: string }) {
  const format = useFormat();
  return (
    <>
      <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
        {format.date(iso)}
      </Text>{' '}
      {/* Not dimmed: too faint on the dark theme's striped rows. */}
      <Text size="xs" span style={{ whiteSpace: 'nowrap' }}>
        {format.time(iso)}
      </Text>
    </>
  );
}

const dash = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

/** The table's columns; the last holds a pledge's settling buttons. */
const columnsFor = (
  t: Translate<'donations'>,
  format: Formats,
  onSettle: OnSettle,
): Column<Transaction>[] => [
  { header: t('donations.transactions.receipt'), cell: (row) => row.receiptNumber ?? dash },
  { header: t('donations.record.date'), cell: (row) => <When iso={row.createdAt} /> },
  { header: t('donations.transactions.donor'), cell: (row) => row.donorName },
  {
    header: t('donations.transactions.email'),
    cell: (row) => row.donorEmail ?? dash,
    cellProps: { style: { overflowWrap: 'anywhere' } },
  },
  {
    header: t('donations.transactions.message'),
    cell: (row) => row.message ?? dash,
    cellProps: { className: classes.transactionMessage, maw: 260 },
  },
  {
    header: t('donations.record.amount'),
    cell: (row) => format.money(row.amount, row.currency),
    alignEnd: true,
    noWrap: true,
    cellProps: { fw: 700 },
  },
  {
    header: t('donations.record.status'),
    cell: (row) => <TransactionStatus status={row.status} />,
  },
  {
    header: t('donations.transactions.actions'),
    hideHeader: true,
    cell: (row) => <PledgeActions row={row} onSettle={onSettle} />,
  },
];

/** Phones: one small card per donation instead of a wide table. */
function TransactionCard({ row, onSettle }: { row: Transaction; onSettle: OnSettle }) {
  const format = useFormat();
  const t = useMessages('donations');
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={700}>{format.money(row.amount, row.currency)}</Text>
        <TransactionStatus status={row.status} />
      </Group>
      {row.receiptNumber !== null && (
        <Text size="xs" c="dimmed">
          {t('donations.transactions.receiptNumber', { number: row.receiptNumber })}
        </Text>
      )}
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {row.donorName}
      </Text>
      {row.donorEmail && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.donorEmail}
        </Text>
      )}
      {row.message && (
        <Text size="sm" c="dimmed" className={classes.transactionMessage}>
          {t('donations.transactions.quoted', { message: row.message })}
        </Text>
      )}
      <div>
        <When iso={row.createdAt} />
      </div>
      <PledgeActions row={row} onSettle={onSettle} />
    </Stack>
  );
}

/** A case's donations, newest first, with the donors' details (admins only). */
export function TransactionsView({ caseId }: { caseId: string }) {
  const format = useFormat();
  const t = useMessages('donations');
  const query = useTransactions(caseId);
  const rows = query.data?.pages.flatMap((page) => page.transactions) ?? [];
  const total = query.data?.pages[0]?.totalTransactions ?? 0;
  const [settling, setSettling] = useState<Settling>(null);

  if (query.isPending) {
    return <CenteredLoader label={t('donations.transactions.loading')} isStatus />;
  }
  if (query.isError && rows.length === 0) {
    return (
      <ListError
        title={t(MESSAGES.fetchTransactions)}
        message={messageOf(query.error, t(MESSAGES.fetchTransactions))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (rows.length === 0) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <IconReceiptOff size={40} stroke={1.3} aria-hidden="true" />
          <Text c="dimmed">{t('donations.transactions.none')}</Text>
        </Stack>
      </Center>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" role="status">
          {t('donations.transactions.count', { count: total })}
        </Text>
        <Button
          component="a"
          href={transactionsCsvUrl(caseId)}
          download
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden="true" />}
        >
          {t('donations.transactions.csv')}
        </Button>
      </Group>
      <TableOrCards
        label={t('donations.transactions.label')}
        rows={rows}
        columns={columnsFor(t, format, setSettling)}
        card={(row) => <TransactionCard row={row} onSettle={setSettling} />}
        cardsUpTo="36em"
      />
      <SettlePledgeDialog settling={settling} onClose={() => setSettling(null)} />
      <NextPageFooter
        query={query}
        failureMessage={t(MESSAGES.fetchTransactions)}
        label={t('donations.loadMore')}
      />
    </Stack>
  );
}
