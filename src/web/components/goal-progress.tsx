import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatUsd, goalPercent } from '#web/lib/money.ts';

/**
 * The raised amount and, when the case has a goal, a bar toward it capped at 100 percent.
 * `compact` is the card's smaller version.
 */
export function GoalProgress({
  raised,
  goal,
  compact = false,
}: {
  raised: number;
  goal: number | null;
  compact?: boolean;
}) {
  const percent = goalPercent(raised, goal);
  return (
    <Stack gap={compact ? 4 : 8}>
      <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
        <Text fw={700} size={compact ? 'md' : 'xl'} data-testid="raised-amount">
          {formatUsd(raised)}{' '}
          <Text span size="sm" fw={500} c="dimmed">
            raised
          </Text>
        </Text>
        {percent !== null && (
          <Text fw={700} size={compact ? 'sm' : 'md'} aria-hidden="true">
            {percent}%
          </Text>
        )}
      </Group>
      {percent !== null && goal !== null && (
        <>
          <Progress
            value={percent}
            size={compact ? 'md' : 'lg'}
            radius="xl"
            aria-label={`Raised toward the ${formatUsd(goal)} goal`}
          />
          <Text size="sm" c="dimmed">
            {percent}% of the {formatUsd(goal)} goal
          </Text>
        </>
      )}
      {goal === null && !compact && (
        <Text size="sm" c="dimmed">
          This case has no set goal: every gift goes to it.
        </Text>
      )}
    </Stack>
  );
}
