import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { ListRow, ListRowDelete, ListRowEdit } from '#web/components/lists/list-row.tsx';
import { StatusPill } from '#web/components/status-pill.tsx';
import { LocalDate } from '#web/components/local-date.tsx';
import { CaseCover } from './case-parts.tsx';
import type { DonationCase } from './api.ts';
import { formatMoney, goalPercent } from './money.ts';

function CaseStatus({ donationCase }: { donationCase: DonationCase }) {
  if (donationCase.archived) return <StatusPill tone="gray">Archived</StatusPill>;
  if (donationCase.active) return <StatusPill tone="green">Active</StatusPill>;
  return <StatusPill tone="yellow">Inactive</StatusPill>;
}

/** One case of the admin list: its cover, figures and actions. */
export function CaseRow({
  donationCase,
  onTransactions,
  onDelete,
  isDeleting,
}: {
  donationCase: DonationCase;
  onTransactions: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  const percent = goalPercent(donationCase.raisedAmount, donationCase.goalAmount);
  return (
    <ListRow
      cover={<CaseCover src={donationCase.image} ratio={4 / 3} sizes="96px" />}
      title={donationCase.title}
      to={`/donate/${donationCase._id}`}
      status={<CaseStatus donationCase={donationCase} />}
      narrowThumbWidth={72}
      actions={
        <>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconReceipt size={14} aria-hidden="true" />}
            onClick={onTransactions}
            aria-label={`Transactions of ${donationCase.title}`}
          >
            Transactions
          </Button>
          <ListRowEdit to={`/edit-donation/${donationCase._id}`} itemName={donationCase.title} />
          {!donationCase.archived && (
            <ListRowDelete
              color="red"
              onClick={onDelete}
              isDeleting={isDeleting}
              itemName={donationCase.title}
            />
          )}
        </>
      }
    >
      <Text size="sm">
        <Text span fw={700} inherit>
          {formatMoney(donationCase.raisedAmount, donationCase.currency)}
        </Text>{' '}
        raised
        {donationCase.goalAmount !== null && (
          <>
            {' '}
            of {formatMoney(donationCase.goalAmount, donationCase.currency)} ({percent}%)
          </>
        )}
        {donationCase.pledgedAmount > 0 && (
          <>
            {' '}
            · {formatMoney(donationCase.pledgedAmount, donationCase.currency)} pledged, not yet
            received
          </>
        )}
      </Text>
      <Text size="xs" c="dimmed">
        Opened <LocalDate value={donationCase.createdAt} /> · Amounts{' '}
        {donationCase.amountOptions
          .map((option) => formatMoney(option, donationCase.currency))
          .join(', ')}
      </Text>
    </ListRow>
  );
}

/** A row-shaped placeholder while the cases load. */
export function RowSkeleton() {
  return (
    <Paper withBorder radius="lg" p="md" aria-hidden="true">
      <Group align="flex-start" wrap="nowrap">
        <Skeleton width={96} height={72} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={20} width="60%" />
          <Skeleton height={12} width="40%" />
          <Skeleton height={22} width={220} radius="xl" />
        </Stack>
      </Group>
    </Paper>
  );
}
