import { DatedMessage } from './donations-message.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { ListRow, ListRowDelete, ListRowEdit } from '#web/components/lists/list-row.tsx';
import { StatusPill } from '#web/components/status-pill.tsx';
import { CaseCover } from './case-parts.tsx';
import type { DonationCase } from './api.ts';
import { goalPercent } from './money.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { Message } from '#web/i18n/message.tsx';

function CaseStatus({ donationCase }: { donationCase: DonationCase }) {
  const t = useMessages('donations');
  if (donationCase.archived) {
    return <StatusPill tone="gray">{t('donations.caseStatus.archived')}</StatusPill>;
  }
  if (donationCase.active) {
    return <StatusPill tone="green">{t('donations.caseStatus.active')}</StatusPill>;
  }
  return <StatusPill tone="yellow">{t('donations.caseStatus.inactive')}</StatusPill>;
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
  const format = useFormat();
  const t = useMessages('donations');
  const percent = goalPercent(donationCase.raisedAmount, donationCase.goalAmount);
  const money = (amount: number) => format.money(amount, donationCase.currency);
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
            aria-label={t('donations.admin.transactionsOf', { title: donationCase.title })}
          >
            {t('donations.transactions.title')}
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
        <Message
          namespace="donations"
          id={
            donationCase.goalAmount === null
              ? 'donations.admin.raised'
              : 'donations.admin.raisedOfGoal'
          }
          values={{
            raised: money(donationCase.raisedAmount),
            goal: donationCase.goalAmount === null ? '' : money(donationCase.goalAmount),
            percent,
          }}
          components={{ 0: <Text span fw={700} inherit /> }}
        />
        {donationCase.pledgedAmount > 0 &&
          ` · ${t('donations.progress.pledged', { amount: money(donationCase.pledgedAmount) })}`}
      </Text>
      <Text size="xs" c="dimmed">
        <DatedMessage
          id="donations.admin.openedAmounts"
          date={donationCase.createdAt}
          values={{ amounts: donationCase.amountOptions.map(money).join(', ') }}
        />
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
