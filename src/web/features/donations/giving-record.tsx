import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarHeart, IconDownload, IconFileText, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { DonorGiftStatus } from '#contracts/giving-records.constants.ts';
import { ListEmpty } from '#web/components/lists/list-empty.tsx';
import { NextPageFooter } from '#web/components/lists/next-page-footer.tsx';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import { StatusPill, type StatusTone } from '#web/components/status-pill.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { countLine } from '#web/lib/count-line.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { statementUrls, useGivingRecord, type DonorGift } from './api-giving-records.ts';
import { MonthlyGiftsList } from './monthly-gifts-list.tsx';
import { formatMoney } from './money.ts';
import { listFirstLoad } from '#web/components/lists/list-first-load.tsx';

const FAILED = 'Failed to load your giving record';
const GIFTS = { one: 'gift', other: 'gifts' };

const STATUS: Record<DonorGiftStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'Pending', tone: 'yellow' },
  completed: { label: 'Completed', tone: 'green' },
  lapsed: { label: 'Lapsed', tone: 'gray' },
};

const statusOf = (gift: DonorGift) => (
  <StatusPill tone={STATUS[gift.status].tone}>{STATUS[gift.status].label}</StatusPill>
);

const caseLink = (gift: DonorGift) => (
  <Anchor component={Link} to={`/donate/${gift.donationCase._id}`}>
    {gift.donationCase.title}
  </Anchor>
);

const receiptOf = (gift: DonorGift) =>
  gift.receiptNumber === null ? '—' : `#${gift.receiptNumber}`;

const COLUMNS: Column<DonorGift>[] = [
  { header: 'Date', cell: (gift) => formatDate(gift.createdAt), noWrap: true, width: 120 },
  { header: 'Case', cell: caseLink },
  {
    header: 'Amount',
    cell: (gift) => formatMoney(gift.amount, gift.currency),
    noWrap: true,
    width: 100,
  },
  { header: 'Status', cell: statusOf, width: 110 },
  { header: 'Receipt number', cell: receiptOf, noWrap: true, width: 130 },
];

function GiftCard({ gift }: { gift: DonorGift }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{formatMoney(gift.amount, gift.currency)}</Text>
        {statusOf(gift)}
      </Group>
      <Text size="sm">{caseLink(gift)}</Text>
      <Text size="sm" c="dimmed">
        {formatDate(gift.createdAt)} · Receipt number {receiptOf(gift)}
      </Text>
    </Stack>
  );
}

/** A year's statement: open it as a page, or download the PDF. */
function StatementLinks({ year, token }: { year: number; token: string | null }) {
  const urls = statementUrls(year, token);
  return (
    <Group component="li" gap="sm" wrap="wrap">
      <Text fw={600} miw={48}>
        {year}
      </Text>
      <Button
        component="a"
        href={urls.html}
        target="_blank"
        rel="noopener"
        size="compact-sm"
        variant="default"
        leftSection={<IconFileText size={14} aria-hidden="true" />}
        aria-label={`Open the ${year} statement`}
      >
        Open
      </Button>
      <Button
        component="a"
        href={urls.pdf}
        download
        size="compact-sm"
        variant="default"
        leftSection={<IconDownload size={14} aria-hidden="true" />}
        aria-label={`Download the ${year} statement as PDF`}
      >
        PDF
      </Button>
    </Group>
  );
}

/** A part of the record under its heading; the section is named by it (`{id}-heading`). */
function RecordSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={`${id}-heading`}>
      <Title order={2} id={`${id}-heading`}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * A donor's own record: every gift on any case with its status and receipt number (a page at a
 * time), their monthly gifts, and a statement per year with received gifts. The signed-in
 * member's, or with `token` the one a mailed link opens.
 */
export function GivingRecord({ token }: { token: string | null }) {
  const record = useGivingRecord(token);
  const gifts = record.data?.pages.flatMap((page) => page.gifts) ?? [];
  const first = record.data?.pages[0];
  const total = first?.totalGifts ?? 0;

  const firstLoad = listFirstLoad(record, gifts.length, {
    loading: 'Loading your giving record...',
    failure: errorMessage(record.error, FAILED),
  });
  if (firstLoad) return firstLoad;

  return (
    <Stack gap="xl">
      <RecordSection id="gifts" title="Gifts">
        {gifts.length === 0 ? (
          <ListEmpty
            icon={<IconReceipt size={32} stroke={1.4} />}
            title="No Gifts Yet"
            description="Gifts you make appear here with their status and receipt number."
          />
        ) : (
          <>
            <Text size="sm" c="dimmed" role="status">
              {countLine(gifts.length, total, GIFTS)}
            </Text>
            <TableOrCards
              label="Your gifts"
              rows={gifts}
              columns={COLUMNS}
              card={(gift) => <GiftCard gift={gift} />}
              minTableWidth={640}
            />
            <NextPageFooter query={record} failureMessage={errorMessage(record.error, FAILED)} />
          </>
        )}
      </RecordSection>

      <RecordSection id="monthly" title="Monthly Gifts">
        {first?.monthly.length ? (
          <MonthlyGiftsList gifts={first.monthly} total={first.totalMonthly} />
        ) : (
          <Text c="dimmed">You have no monthly gifts.</Text>
        )}
      </RecordSection>

      <RecordSection id="statements" title="Annual Statements">
        {first?.statementYears.length ? (
          <>
            <Text size="sm" c="dimmed">
              One per calendar year with received gifts: each gift, its receipt number and the
              total.
            </Text>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {first.statementYears.map((year) => (
                <StatementLinks key={year} year={year} token={token} />
              ))}
            </Stack>
          </>
        ) : (
          <Group gap="xs" c="dimmed">
            <IconCalendarHeart size={18} aria-hidden="true" />
            <Text c="dimmed">A statement comes with the first gift received in a year.</Text>
          </Group>
        )}
      </RecordSection>
    </Stack>
  );
}
