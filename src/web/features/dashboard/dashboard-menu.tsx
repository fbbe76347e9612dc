import { Avatar, Badge, Group, NavLink, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SessionUser } from '#contracts/users.ts';
import { roleLabel } from '#web/components/role-label.ts';
import { useSignOut } from '#web/components/use-sign-out.ts';
import { useAdminCounters, type AdminCounters } from './admin-counters.ts';
import classes from './dashboard-menu.module.css';
import { listedTabs, type DashboardTab } from './dashboard-tabs.tsx';

interface MenuProps {
  user: SessionUser;
  activeTab: string;
}

function badgeFigure(tab: DashboardTab, counters: AdminCounters | undefined): number {
  return tab.badge && counters ? tab.badge(counters) : 0;
}

function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <Badge color="red" size="sm" circle={count < 10} className={className}>
      {count > 99 ? '99+' : count}
      {/* Read as "Reports 5 pending": the name keeps the visible text (axe: label-content-name-mismatch). */}
      <VisuallyHidden> pending</VisuallyHidden>
    </Badge>
  );
}

/** The side menu beside the content, from 768 px up. */
export function DashboardSideMenu({ user, activeTab }: MenuProps) {
  const signOut = useSignOut();
  const { data: counters } = useAdminCounters(user.isAdmin);
  return (
    <Paper withBorder radius="md" p="xs" className={classes.sideMenu} visibleFrom="sm">
      <Group gap="sm" className={classes.identity} wrap="nowrap">
        <Avatar src={user.profilePicture || null} alt="" radius="xl" />
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate>
            {user.username}
          </Text>
          <Text size="xs" c="dimmed">
            {roleLabel(user)}
          </Text>
        </Stack>
      </Group>
      <nav aria-label="Dashboard">
        {listedTabs(user).map((tab) => {
          const count = badgeFigure(tab, counters);
          return (
            <NavLink
              key={tab.value}
              component={Link}
              to={`/dashboard?tab=${tab.value}`}
              label={tab.label}
              leftSection={<tab.icon size={18} stroke={1.6} aria-hidden="true" />}
              rightSection={<CountBadge count={count} />}
              active={tab.value === activeTab}
              aria-current={tab.value === activeTab ? 'page' : undefined}
            />
          );
        })}
        <NavLink
          component="button"
          label="Sign Out"
          leftSection={<IconLogout size={18} stroke={1.6} aria-hidden="true" />}
          onClick={() => void signOut()}
          c="red"
        />
      </nav>
    </Paper>
  );
}

/** The same menu as a bar along the bottom edge, under 768 px. */
export function DashboardBottomBar({ user, activeTab }: MenuProps) {
  const signOut = useSignOut();
  const { data: counters } = useAdminCounters(user.isAdmin);
  return (
    <nav aria-label="Dashboard" className={classes.bottomBar} data-testid="dashboard-bottom-bar">
      {listedTabs(user).map((tab) => {
        const count = badgeFigure(tab, counters);
        return (
          <Link
            key={tab.value}
            to={`/dashboard?tab=${tab.value}`}
            className={classes.bottomItem}
            aria-current={tab.value === activeTab ? 'page' : undefined}
          >
            <span className={classes.bottomIcon}>
              <tab.icon size={22} stroke={1.6} aria-hidden="true" />
              <CountBadge count={count} className={classes.bottomBadge} />
            </span>
            {tab.label}
          </Link>
        );
      })}
      <button type="button" className={classes.bottomItem} onClick={() => void signOut()}>
        <IconLogout size={22} stroke={1.6} aria-hidden="true" />
        Sign Out
      </button>
    </nav>
  );
}
