import { Badge, Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './overview.module.css';

/** Work waiting for the admin (requests, reports), linking to the tab that handles it. */
export function OverviewPendingCard({
  label,
  icon,
  count,
  isLoading,
  to,
}: {
  label: string;
  icon: ReactNode;
  count: number | undefined;
  isLoading: boolean;
  to: string;
}) {
  return (
    <Paper
      component={Link}
      to={to}
      withBorder
      radius="lg"
      p="md"
      bg="var(--hearth-surface)"
      className={classes.pendingCard}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="yellow" radius="md" size="lg" aria-hidden="true">
            {icon}
          </ThemeIcon>
          <Text fw={600}>{label}</Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {isLoading ? (
            <Skeleton height={22} width={36} radius="xl" />
          ) : (
            <Badge size="lg" color={count ? 'red' : 'gray'} variant={count ? 'filled' : 'light'}>
              {count ?? '–'}
            </Badge>
          )}
          <IconChevronRight size={18} aria-hidden="true" />
        </Group>
      </Group>
    </Paper>
  );
}
