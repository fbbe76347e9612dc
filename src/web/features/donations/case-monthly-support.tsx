import { Progress, Stack, Text } from '@mantine/core';
import type { DonationCase } from './api.ts';
import { formatMoney } from './money.ts';

/**
 * The case's monthly giving: how many donors give each month and what that makes, against the
 * case's monthly target when it has one. Nothing while there is neither.
 */
export function CaseMonthlySupport({ donationCase }: { donationCase: DonationCase }) {
  const { monthlySupporters, monthlyIncome, monthlyTarget } = donationCase;
  if (monthlySupporters === 0 && monthlyTarget === null) return null;
  const supporters =
    monthlySupporters === 1 ? '1 monthly supporter' : `${monthlySupporters} monthly supporters`;
  const percent =
    monthlyTarget && monthlyTarget > 0 ? Math.min(100, (monthlyIncome / monthlyTarget) * 100) : 0;
  return (
    <Stack gap={4} aria-label="Monthly giving" role="group">
      <Text size="sm" fw={600}>
        {`${supporters}: ${formatMoney(monthlyIncome, donationCase.currency)} a month${
          monthlyTarget === null
            ? ''
            : ` of a ${formatMoney(monthlyTarget, donationCase.currency)} monthly target`
        }`}
      </Text>
      {monthlyTarget !== null && monthlyTarget > 0 && (
        <Progress
          value={percent}
          size="sm"
          color="teal"
          aria-label={`Monthly income: ${Math.round(percent)}% of the monthly target`}
        />
      )}
    </Stack>
  );
}
