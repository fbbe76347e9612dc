import { canUseAdminTabs } from '#contracts/policies/dashboard.ts';
import { actorOf } from '#web/lib/actor.ts';
import {
  Avatar,
  Badge,
  Group,
  Menu,
  NavLink,
  Paper,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconDots, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SessionUser } from '#contracts/users.ts';
import { roleLabelId } from '#web/components/role-label.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { useSignOut } from '#web/components/use-sign-out.ts';
import { useAdminCounters, type AdminCounters } from '#web/features/moderation/api.ts';
import classes from './dashboard-menu.module.css';
import { listedTabs, tabAddress, type DashboardTab } from './dashboard-tabs.tsx';
import { avatarSource } from '#web/lib/image-sources.ts';

interface MenuProps {
  user: SessionUser;
  activeTab: string;
}

function badgeFigure(tab: DashboardTab, counters: AdminCounters | undefined): number {
  return tab.badge && counters ? tab.badge(counters) : 0;
}

function CountBadge({ count, className }: { count: number; className?: string }) {
  const t = useMessages('dashboard');
  if (count <= 0) return null;
  return (
    <Badge color="red" size="sm" circle={count < 10} className={className}>
      {/* Read as "Reports 5 pending": the name keeps the visible text (axe: label-content-name-mismatch). */}
      {count > 99 ? '99+' : count}
      <VisuallyHidden> {t('dashboard.menu.pending')}</VisuallyHidden>
    </Badge>
  );
}

/**
 * A tab's label on the bottom bar: its short words shown, the rest of the label hidden from sight
 * only, so the item is still named "My Narratives" (and the name holds the visible text).
 */
function BarLabel({ tab }: { tab: DashboardTab }) {
  const t = useMessages('dashboard');
  const label = t(tab.label);
  const shown = tab.shortLabel && t(tab.shortLabel);
  // Found whatever its case: "Relatos" stands for the "relatos" of "Mis relatos".
  const at = shown ? label.toLocaleLowerCase().indexOf(shown.toLocaleLowerCase()) : -1;
  if (!shown || at < 0) return <span className={classes.bottomLabel}>{label}</span>;
  const before = label.slice(0, at);
  const after = label.slice(at + shown.length);
  return (
    <span className={classes.bottomLabel}>
      {before && <VisuallyHidden>{before}</VisuallyHidden>}
      {shown}
      {after && <VisuallyHidden>{after}</VisuallyHidden>}
    </span>
  );
}

/** The side menu beside the content, from 768 px up. */
export function DashboardSideMenu({ user, activeTab }: MenuProps) {
  const t = useMessages('shell');
  const words = useMessages('dashboard');
  const signOut = useSignOut();
  const { data: counters } = useAdminCounters(canUseAdminTabs(actorOf(user)));
  return (
    <Paper withBorder radius="md" p="xs" className={classes.sideMenu} visibleFrom="sm">
      <Group gap="sm" className={classes.identity} wrap="nowrap">
        <Avatar src={avatarSource(user.profilePicture, 38)} alt="" radius="xl" />
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate>
            {user.username}
          </Text>
          <Text size="xs" c="dimmed">
            {t(roleLabelId(user))}
          </Text>
        </Stack>
      </Group>
      <nav aria-label={words('dashboard.menu.label')}>
        {listedTabs(user).map((tab) => {
          const count = badgeFigure(tab, counters);
          return (
            <NavLink
              key={tab.value}
              component={Link}
              to={tabAddress(tab)}
              label={words(tab.label)}
              leftSection={<tab.icon size={18} stroke={1.6} aria-hidden="true" />}
              rightSection={<CountBadge count={count} />}
              active={tab.value === activeTab}
              aria-current={tab.value === activeTab ? 'page' : undefined}
            />
          );
        })}
        <NavLink
          component="button"
          label={words('dashboard.menu.signOut')}
          leftSection={<IconLogout size={18} stroke={1.6} aria-hidden="true" />}
          onClick={() => void signOut()}
          c="red"
        />
      </nav>
    </Paper>
  );
}

/** A phone's bar holds five items; with more tabs, the last place is a "More" menu. */
const BOTTOM_BAR_PLACES = 5;

/** The tabs that stand on the bar, the open one always among them, and those under "More". */
export function splitBottomBarTabs(tabs: DashboardTab[], activeTab: string) {
  if (tabs.length + 1 <= BOTTOM_BAR_PLACES) return { onBar: tabs, inMore: [] };
  const places = BOTTOM_BAR_PLACES - 1;
  let onBar = tabs.slice(0, places);
  const active = tabs.find((tab) => tab.value === activeTab);
  if (active && !onBar.includes(active)) onBar = [...tabs.slice(0, places - 1), active];
  return { onBar, inMore: tabs.filter((tab) => !onBar.includes(tab)) };
}

/** The same menu as a bar along the bottom edge, under 768 px. */
export function DashboardBottomBar({ user, activeTab }: MenuProps) {
  const t = useMessages('dashboard');
  const signOut = useSignOut();
  const { data: counters } = useAdminCounters(canUseAdminTabs(actorOf(user)));
  const { onBar, inMore } = splitBottomBarTabs(listedTabs(user), activeTab);
  const pendingInMore = inMore.reduce((sum, tab) => sum + badgeFigure(tab, counters), 0);
  const signOutIcon = <IconLogout size={22} stroke={1.6} aria-hidden="true" />;

  return (
    <nav
      aria-label={t('dashboard.menu.label')}
      className={classes.bottomBar}
      data-testid="dashboard-bottom-bar"
    >
      {onBar.map((tab) => (
        <Link
          key={tab.value}
          to={tabAddress(tab)}
          className={classes.bottomItem}
          aria-current={tab.value === activeTab ? 'page' : undefined}
        >
          {/* The label comes first so that the name reads "Reports 2 pending"; CSS puts the icon above it. */}
          <BarLabel tab={tab} />
          <span className={classes.bottomIcon}>
            <tab.icon size={22} stroke={1.6} aria-hidden="true" />
            <CountBadge count={badgeFigure(tab, counters)} className={classes.bottomBadge} />
          </span>
        </Link>
      ))}
      {inMore.length === 0 ? (
        <button type="button" className={classes.bottomItem} onClick={() => void signOut()}>
          {signOutIcon}
          <span className={classes.bottomLabel}>{t('dashboard.menu.signOut')}</span>
        </button>
      ) : (
        <Menu position="top-end" shadow="md" width={220}>
          <Menu.Target>
            <button type="button" className={classes.bottomItem}>
              <span className={classes.bottomLabel}>{t('dashboard.menu.more')}</span>
              <span className={classes.bottomIcon}>
                <IconDots size={22} stroke={1.6} aria-hidden="true" />
                <CountBadge count={pendingInMore} className={classes.bottomBadge} />
              </span>
            </button>
          </Menu.Target>
          <Menu.Dropdown>
            {inMore.map((tab) => (
              <Menu.Item
                key={tab.value}
                component={Link}
                to={tabAddress(tab)}
                leftSection={<tab.icon size={18} stroke={1.6} aria-hidden="true" />}
                rightSection={<CountBadge count={badgeFigure(tab, counters)} />}
              >
                {t(tab.label)}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item
              color="var(--mantine-color-error)"
              leftSection={<IconLogout size={18} stroke={1.6} aria-hidden="true" />}
              onClick={() => void signOut()}
            >
              {t('dashboard.menu.signOut')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </nav>
  );
}
