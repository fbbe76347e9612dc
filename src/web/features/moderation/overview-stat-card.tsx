import { Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const count = new Intl.NumberFormat('en-US');

/** One of the overview's figures: a total and how many of it arrived in the last month. */
export function OverviewStatCard({
  label,
  icon,
  total,
  lastMonth,
  isLoading,
  isError,
}: {
  label: string;
  icon: ReactNode;
  total: number | undefined;
  lastMonth: number | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  return (
    <Paper withBorder radius="lg" p="md" bg="var(--hearth-surface)">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" fw={600} tt="uppercase" component="h2" m={0}>
            {label}
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
            Could not load
          </Text>
        ) : (
          <>
            <Text fz={30} fw={700} lh={1.1} data-testid="stat-total">
              {count.format(total)}
            </Text>
            <Group gap={4} wrap="nowrap">
              <IconArrowUpRight size={16} color="var(--mantine-color-teal-8)" aria-hidden="true" />
              <Text size="sm" c="teal.9" fw={600} span>
                {count.format(lastMonth ?? 0)}
              </Text>
              <Text size="sm" c="dimmed" span>
                last month
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
