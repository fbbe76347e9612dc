import { Badge, Group, Paper, Skeleton, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
    <Paper withBorder radius="lg" bg="var(--hearth-surface)">
      <UnstyledButton component={Link} to={to} p="md" w="100%" style={{ borderRadius: 'inherit' }}>
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
      </UnstyledButton>
    </Paper>
  );
}
