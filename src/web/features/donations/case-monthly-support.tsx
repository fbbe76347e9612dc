import { Progress, Stack, Text } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import type { DonationCase } from './api.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * The case's monthly giving: how many donors give each month and what that makes, against the
 * case's monthly target when it has one. Nothing while there is neither.
 */
export function CaseMonthlySupport({ donationCase }: { donationCase: DonationCase }) {
  const format = useFormat();
  const t = useMessages('donations');
  const { monthlySupporters, monthlyIncome, monthlyTarget } = donationCase;
  if (monthlySupporters === 0 && monthlyTarget === null) return null;
  const percent =
    monthlyTarget && monthlyTarget > 0 ? Math.min(100, (monthlyIncome / monthlyTarget) * 100) : 0;
  return (
    <Stack gap={4} aria-label={t('donations.monthlySupport.label')} role="group">
      <Text size="sm" fw={600}>
        {monthlyTarget === null
          ? t('donations.monthlySupport.income', {
              count: monthlySupporters,
              income: format.money(monthlyIncome, donationCase.currency),
            })
          : t('donations.monthlySupport.incomeOfTarget', {
              count: monthlySupporters,
              income: format.money(monthlyIncome, donationCase.currency),
              target: format.money(monthlyTarget, donationCase.currency),
            })}
      </Text>
      {monthlyTarget !== null && monthlyTarget > 0 && (
        <Progress
          value={percent}
          size="sm"
          color="teal"
          aria-label={t('donations.monthlySupport.barLabel', { percent: Math.round(percent) })}
        />
      )}
    </Stack>
  );
}
