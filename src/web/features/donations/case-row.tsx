import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconReceipt, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusPill } from '#web/components/status-pill.tsx';
import { LocalDate } from '#web/components/local-date.tsx';
import { CaseCover } from './case-parts.tsx';
import classes from './donations.module.css';
import type { DonationCase } from './api.ts';
import { formatUsd, goalPercent } from './money.ts';

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
    <Paper
      component="li"
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      className={classes.caseRow}
    >
      <Group align="flex-start" gap="md" wrap="nowrap">
        <div className={classes.caseThumb}>
          <CaseCover src={donationCase.image} ratio={4 / 3} sizes="96px" />
        </div>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" align="center" wrap="wrap">
            <Title order={2} size="h4" className={classes.caseRowTitle}>
              <Anchor component={Link} to={`/donate/${donationCase._id}`} underline="hover">
                {donationCase.title}
              </Anchor>
            </Title>
            <CaseStatus donationCase={donationCase} />
          </Group>
          <Text size="sm">
            <Text span fw={700} inherit>
              {formatUsd(donationCase.raisedAmount)}
            </Text>{' '}
            raised
            {donationCase.goalAmount !== null && (
              <>
                {' '}
                of {formatUsd(donationCase.goalAmount)} ({percent}%)
              </>
            )}
            {donationCase.pledgedAmount > 0 && (
              <> · {formatUsd(donationCase.pledgedAmount)} pledged, not yet received</>
            )}
          </Text>
          <Text size="xs" c="dimmed">
            Opened <LocalDate value={donationCase.createdAt} /> · Amounts{' '}
            {donationCase.amountOptions.map(formatUsd).join(', ')}
          </Text>
          <Group gap="xs" mt={4}>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconReceipt size={14} aria-hidden="true" />}
              onClick={onTransactions}
              aria-label={`Transactions of ${donationCase.title}`}
            >
              Transactions
            </Button>
            <Button
              component={Link}
              to={`/edit-donation/${donationCase._id}`}
              size="compact-sm"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden="true" />}
              aria-label={`Edit ${donationCase.title}`}
            >
              Edit
            </Button>
            {!donationCase.archived && (
              <Button
                size="compact-sm"
                variant="default"
                color="red"
                c="var(--mantine-color-error)"
                leftSection={<IconTrash size={14} aria-hidden="true" />}
                onClick={onDelete}
                loading={isDeleting}
                aria-label={`Delete ${donationCase.title}`}
              >
                Delete
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
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
