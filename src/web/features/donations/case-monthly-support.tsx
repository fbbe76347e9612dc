import { Progress, Stack, Text } from '@mantine/core';
import type { DonationCase } from './api.ts';
import { formatMoney } from './money.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * The case's monthly giving: how many donors give each month and what that makes, against the
 * case's monthly target when it has one. Nothing while there is neither.
 */
export function CaseMonthlySupport({ donationCase }: { donationCase: DonationCase }) {
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
              income: formatMoney(monthlyIncome, donationCase.currency),
            })
          : t('donations.monthlySupport.incomeOfTarget', {
              count: monthlySupporters,
              income: formatMoney(monthlyIncome, donationCase.currency),
              target: formatMoney(monthlyTarget, donationCase.currency),
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
