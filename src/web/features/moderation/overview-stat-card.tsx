import { Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { IconArrowUpRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Message } from '#web/i18n/message.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import classes from './overview.module.css';

/** One of the overview's figures; its name is `moderation.overview.stat.{name}`. */
export type StatName = 'totalUsers' | 'totalPosts' | 'approvedNarratives' | 'totalComments';

/** One of the overview's figures: a total and how many of it arrived in the last month. */
export function OverviewStatCard({
  name,
  icon,
  total,
  lastMonth,
  isLoading,
  isError,
}: {
  name: StatName;
  icon: ReactNode;
  total: number | undefined;
  lastMonth: number | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  const format = useFormat();
  const t = useMessages('moderation');
  const labelId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={labelId}
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      bg="var(--hearth-surface)"
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text id={labelId} size="sm" c="dimmed" fw={600} tt="uppercase" component="h2" m={0}>
            {t(`moderation.overview.stat.${name}`)}
          </Text>
          <ThemeIcon variant="light" radius="md" size="lg" aria-hidden="true">
            {icon}
          </ThemeIcon>
        </Group>
        {isLoading ? (
          <>
            <Skeleton height={30} width="50%" />
            <Skeleton height={14} width="70%" />
          </>
        ) : isError || total === undefined ? (
          <Text size="sm" c="red.7">
            {t('moderation.overview.couldNotLoad')}
          </Text>
        ) : (
          <>
            <Text fz={30} fw={700} lh={1.1} data-testid="stat-total">
              {format.count(total)}
            </Text>
            <Group gap={4} wrap="nowrap">
              <IconArrowUpRight size={16} className={classes.growth} aria-hidden="true" />
              <Text size="sm" c="dimmed">
                <Message
                  namespace="moderation"
                  id="moderation.overview.lastMonth"
                  values={{ count: format.count(lastMonth ?? 0) }}
                  components={{ 0: <Text span inherit fw={600} className={classes.growth} /> }}
                />
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
