import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MonthlyGiftStatus } from '#contracts/donations.constants.ts';
import type { DonorMonthlyGift } from '#contracts/giving-records.ts';
import { StatusPill, type StatusTone } from '#web/components/status-pill.tsx';
import { countLine } from '#web/lib/count-line.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { formatMoney } from './money.ts';
import { LinkButton } from '#web/components/link-button.tsx';

const STATUS: Record<MonthlyGiftStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'Starting', tone: 'yellow' },
  active: { label: 'Active', tone: 'green' },
  paused: { label: 'Paused', tone: 'yellow' },
  cancelled: { label: 'Cancelled', tone: 'gray' },
  ended: { label: 'Ended', tone: 'gray' },
};

const MONTHLY = { one: 'monthly gift', other: 'monthly gifts' };

/** The manage page's own address on this site (the link is absolute, for mail). */
const managePath = (url: string) => new URL(url).pathname;

/** A donor's monthly gifts, each with its case, amount, status and where to manage it. */
export function MonthlyGiftsList({ gifts, total }: { gifts: DonorMonthlyGift[]; total: number }) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {countLine(gifts.length, total, MONTHLY)}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {gifts.map((gift) => (
          <Paper
            component="li"
            key={gift._id}
            withBorder
            radius="md"
            p="md"
            data-testid="monthly-gift"
          >
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{formatMoney(gift.amount, gift.currency)} a month</Text>
                  <StatusPill tone={STATUS[gift.status].tone}>
                    {STATUS[gift.status].label}
                  </StatusPill>
                </Group>
                <Anchor component={Link} to={`/donate/${gift.donationCaseId}`} size="sm">
                  {gift.caseTitle}
                </Anchor>
                <Text size="xs" c="dimmed">
                  Since {formatDate(gift.createdAt)}
                </Text>
              </Stack>
              <LinkButton
                to={managePath(gift.manageUrl)}
                variant="default"
                size="compact-sm"
                icon={IconSettings}
                iconSize={14}
                aria-label={`Manage the monthly gift to ${gift.caseTitle}`}
              >
                Manage
              </LinkButton>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
