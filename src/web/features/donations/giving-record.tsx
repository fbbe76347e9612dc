import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import type { Formats } from '#web/lib/format.ts';
import { LinkedMessage, type DonationsMessageId } from './donations-message.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { BareList } from './bare-list.tsx';
import { IconCalendarHeart, IconDownload, IconFileText, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { DonorGiftStatus } from '#contracts/giving-records.constants.ts';
import { ListEmpty } from '#web/components/lists/list-empty.tsx';
import { NextPageFooter } from '#web/components/lists/next-page-footer.tsx';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import { StatusPill, type StatusTone } from '#web/components/status-pill.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { statementUrls, useGivingRecord, type DonorGift } from './api-giving-records.ts';
import { MonthlyGiftsList } from './monthly-gifts-list.tsx';
import { listFirstLoad } from '#web/components/lists/list-first-load.tsx';
import { useMessages, type Translate } from '#web/i18n/use-messages.ts';

const STATUS_TONES: Record<DonorGiftStatus, StatusTone> = {
  pending: 'yellow',
  completed: 'green',
  lapsed: 'gray',
};

function GiftStatus({ gift }: { gift: DonorGift }) {
  const t = useMessages('donations');
  return (
    <StatusPill tone={STATUS_TONES[gift.status]}>
      {t(`donations.giftStatus.${gift.status}`)}
    </StatusPill>
  );
}

const statusOf = (gift: DonorGift) => <GiftStatus gift={gift} />;

const caseLink = (gift: DonorGift) => (
  <Anchor component={Link} to={`/donate/${gift.donationCase._id}`}>
    {gift.donationCase.title}
  </Anchor>
);

const receiptOf = (gift: DonorGift) =>
  gift.receiptNumber === null ? '—' : `#${gift.receiptNumber}`;

const giftColumns = (t: Translate<'donations'>, format: Formats): Column<DonorGift>[] => [
  {
    header: t('donations.record.date'),
    cell: (gift) => format.date(gift.createdAt),
    noWrap: true,
    width: 120,
  },
  { header: t('donations.record.case'), cell: caseLink },
  {
    header: t('donations.record.amount'),
    cell: (gift) => format.money(gift.amount, gift.currency),
    noWrap: true,
    width: 100,
  },
  { header: t('donations.record.status'), cell: statusOf, width: 110 },
  { header: t('donations.record.receipt'), cell: receiptOf, noWrap: true, width: 130 },
];

function GiftCard({ gift }: { gift: DonorGift }) {
  const format = useFormat();
  const t = useMessages('donations');
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{format.money(gift.amount, gift.currency)}</Text>
        {statusOf(gift)}
      </Group>
      <Text size="sm">{caseLink(gift)}</Text>
      <Text size="sm" c="dimmed">
        {t('donations.record.dateAndReceipt', {
          date: format.date(gift.createdAt),
          receipt: receiptOf(gift),
        })}
      </Text>
    </Stack>
  );
}

/** A year's statement: open it as a page, or download the PDF. */
function StatementLinks({ year, token }: { year: number; token: string | null }) {
  const t = useMessages('donations');
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
        aria-label={t('donations.record.openStatement', { year })}
      >
        {t('donations.record.open')}
      </Button>
      <Button
        component="a"
        href={urls.pdf}
        download
        size="compact-sm"
        variant="default"
        leftSection={<IconDownload size={14} aria-hidden="true" />}
        aria-label={t('donations.record.downloadStatement', { year })}
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
  const format = useFormat();
  const t = useMessages('donations');
  const record = useGivingRecord(token);
  const failed = t('donations.record.loadFailed');
  const gifts = record.data?.pages.flatMap((page) => page.gifts) ?? [];
  const first = record.data?.pages[0];
  const total = first?.totalGifts ?? 0;

  const firstLoad = listFirstLoad(record, gifts.length, {
    loading: t('donations.record.loading'),
    failure: errorMessage(record.error, failed),
  });
  if (firstLoad) return firstLoad;

  return (
    <Stack gap="xl">
      <RecordSection id="gifts" title={t('donations.record.gifts')}>
        {gifts.length === 0 ? (
          <ListEmpty
            icon={<IconReceipt size={32} stroke={1.4} />}
            title={t('donations.record.noGifts')}
            description={t('donations.record.noGiftsHint')}
          />
        ) : (
          <>
            <Text size="sm" c="dimmed" role="status">
              {total > 0
                ? t('donations.record.giftsShown', { shown: Math.min(gifts.length, total), total })
                : t('donations.record.giftsNone')}
            </Text>
            <TableOrCards
              label={t('donations.record.giftsLabel')}
              rows={gifts}
              columns={giftColumns(t, format)}
              card={(gift) => <GiftCard gift={gift} />}
              minTableWidth={640}
            />
            <NextPageFooter query={record} failureMessage={errorMessage(record.error, failed)} />
          </>
        )}
      </RecordSection>

      <RecordSection id="monthly" title={t('donations.record.monthly')}>
        {first?.monthly.length ? (
          <MonthlyGiftsList gifts={first.monthly} total={first.totalMonthly} />
        ) : (
          <Text c="dimmed">{t('donations.record.noMonthly')}</Text>
        )}
      </RecordSection>

      <RecordSection id="statements" title={t('donations.record.statements')}>
        {first?.statementYears.length ? (
          <>
            <Text size="sm" c="dimmed">
              {t('donations.record.statementsHint')}
            </Text>
            <BareList gap="xs">
              {first.statementYears.map((year) => (
                <StatementLinks key={year} year={year} token={token} />
              ))}
            </BareList>
          </>
        ) : (
          <Group gap="xs" c="dimmed">
            <IconCalendarHeart size={18} aria-hidden="true" />
            <Text c="dimmed">{t('donations.record.noStatements')}</Text>
          </Group>
        )}
      </RecordSection>
    </Stack>
  );
}

/** The head of a giving record's page: its title, in the tab as well, and its introduction. */
export function GivingRecordHead({ title, intro }: { title: string; intro: DonationsMessageId }) {
  usePageTitle(title);
  return (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">
        <LinkedMessage id={intro} to="/giving-record" />
      </Text>
    </Stack>
  );
}
