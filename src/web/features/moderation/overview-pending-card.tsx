import { Badge, Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconFlag, IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMessages } from '#web/i18n/use-messages.ts';
import classes from './overview.module.css';

/** The work that waits for the admin: its name, its icon, and the tab that handles it. */
const PENDING_WORK = {
  requests: { label: 'moderation.overview.pendingRequests', Icon: IconUserCheck },
  reports: { label: 'moderation.overview.pendingReports', Icon: IconFlag },
} as const;

/** Work waiting for the admin (requests, reports), linking to the tab that handles it. */
export function OverviewPendingCard({
  work,
  count,
  isLoading,
}: {
  work: keyof typeof PENDING_WORK;
  count: number | undefined;
  isLoading: boolean;
}) {
  const t = useMessages('moderation');
  const { label, Icon } = PENDING_WORK[work];
  return (
    <Paper
      component={Link}
      to={`/dashboard?tab=${work}`}
      withBorder
      radius="lg"
      p="md"
      bg="var(--hearth-surface)"
      className={classes.pendingCard}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="yellow" radius="md" size="lg" aria-hidden="true">
            <Icon size={20} />
          </ThemeIcon>
          <Text fw={600}>{t(label)}</Text>
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
