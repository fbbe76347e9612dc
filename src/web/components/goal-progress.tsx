import { Group, Progress, Stack, Text } from '@mantine/core';
import { goalPercent } from '#web/lib/money.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { Message } from '#web/i18n/message.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * The raised amount (money received) and, when the case has a goal, a bar toward it capped at
 * 100 percent. Pledges not yet received are a lighter segment after it, and said in words.
 * `compact` is the card's smaller version.
 */
export function GoalProgress({
  raised,
  pledged = 0,
  goal,
  currency,
  compact = false,
}: {
  raised: number;
  /** Pledged and not yet received: never counted as raised. */
  pledged?: number;
  goal: number | null;
  /** The case's: every amount here is in it. */
  currency: string;
  compact?: boolean;
}) {
  const t = useMessages('donations');
  const format = useFormat();
  const money = (amount: number) => format.money(amount, currency);
  const percent = goalPercent(raised, goal);
  const withPledges = goalPercent(raised + pledged, goal);
  const pledgedPercent = percent !== null && withPledges !== null ? withPledges - percent : 0;
  const pledgedText = t('donations.progress.pledged', { amount: money(pledged) });
  return (
    <Stack gap={compact ? 4 : 8}>
      <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
        <Text fw={700} size={compact ? 'md' : 'xl'} data-testid="raised-amount">
          <Message
            namespace="donations"
            id="donations.progress.raised"
            values={{ amount: money(raised) }}
            components={{ 0: <Text span size="sm" fw={500} c="dimmed" /> }}
          />
        </Text>
        {percent !== null && (
          <Text fw={700} size={compact ? 'sm' : 'md'} aria-hidden="true">
            {percent}%
          </Text>
        )}
      </Group>
      {percent !== null && goal !== null && (
        <>
          <Progress.Root
            size={compact ? 'md' : 'lg'}
            radius="xl"
            role="group"
            aria-label={
              pledged > 0
                ? t('donations.progress.withPledgesLabel', {
                    raised: money(raised),
                    pledged: money(pledged),
                    goal: money(goal),
                  })
                : t('donations.progress.raisedLabel', { goal: money(goal) })
            }
          >
            <Progress.Section
              value={percent}
              aria-label={t('donations.progress.raisedLabel', { goal: money(goal) })}
            />
            {pledgedPercent > 0 && (
              <Progress.Section
                value={pledgedPercent}
                color="var(--mantine-primary-color-light-color)"
                style={{ opacity: 0.45 }}
                aria-label={t('donations.progress.pledgedLabel', { goal: money(goal) })}
                data-testid="pledged-segment"
              />
            )}
          </Progress.Root>
          <Text size="sm" c="dimmed">
            {t('donations.progress.ofGoal', { percent, goal: money(goal) })}
          </Text>
        </>
      )}
      {pledged > 0 && (
        <Text size="sm" c="dimmed" data-testid="pledged-amount">
          {pledgedText}
        </Text>
      )}
      {goal === null && !compact && (
        <Text size="sm" c="dimmed">
          {t('donations.progress.noGoal')}
        </Text>
      )}
    </Stack>
  );
}
