import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { BareList } from './bare-list.tsx';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MonthlyGiftStatus } from '#contracts/donations.constants.ts';
import type { DonorMonthlyGift } from '#contracts/giving-records.ts';
import { StatusPill, type StatusTone } from '#web/components/status-pill.tsx';
import { LinkButton } from '#web/components/link-button.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

const STATUS_TONES: Record<MonthlyGiftStatus, StatusTone> = {
  pending: 'yellow',
  active: 'green',
  paused: 'yellow',
  cancelled: 'gray',
  ended: 'gray',
};

/** The manage page's own address on this site (the link is absolute, for mail). */
const managePath = (url: string) => new URL(url).pathname;

/** A donor's monthly gifts, each with its case, amount, status and where to manage it. */
export function MonthlyGiftsList({ gifts, total }: { gifts: DonorMonthlyGift[]; total: number }) {
  const format = useFormat();
  const t = useMessages('donations');
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {total > 0
          ? t('donations.record.monthlyShown', { shown: Math.min(gifts.length, total), total })
          : t('donations.record.monthlyNone')}
      </Text>
      <BareList gap="sm">
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
                  <Text fw={600}>
                    {t('donations.monthlyGifts.perMonth', {
                      amount: format.money(gift.amount, gift.currency),
                    })}
                  </Text>
                  <StatusPill tone={STATUS_TONES[gift.status]}>
                    {t(`donations.monthlyStatus.${gift.status}`)}
                  </StatusPill>
                </Group>
                <Anchor component={Link} to={`/donate/${gift.donationCaseId}`} size="sm">
                  {gift.caseTitle}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t('donations.monthlyGifts.since', { date: format.date(gift.createdAt) })}
                </Text>
              </Stack>
              <LinkButton
                to={managePath(gift.manageUrl)}
                variant="default"
                size="compact-sm"
                icon={IconSettings}
                iconSize={14}
                aria-label={t('donations.monthlyGifts.manageLabel', { title: gift.caseTitle })}
              >
                {t('donations.monthlyGifts.manage')}
              </LinkButton>
            </Group>
          </Paper>
        ))}
      </BareList>
    </Stack>
  );
}
