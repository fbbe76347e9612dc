import { Menu } from '@mantine/core';
import {
  IconBell,
  IconLogout,
  IconPencilPlus,
  IconUserCircle,
  type Icon as TablerIcon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
// Types only from contracts here: its runtime side (zod schemas) must stay out of the entry chunk.
import type { SessionUser } from '#contracts/users.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { canPublish } from './guards.tsx';
import { roleLabelId } from './role-label.ts';
import { useSignOut } from './use-sign-out.ts';
import { UserMenuTrigger } from './user-menu-trigger.tsx';
import classes from './user-menu.module.css';

/** An item of the menu that leads to a page. */
function MenuLink({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon: TablerIcon;
  children: string;
}) {
  return (
    <Menu.Item component={Link} to={to} leftSection={<Icon size={18} stroke={1.6} />}>
      {children}
    </Menu.Item>
  );
}

/** `defaultOpened`: the button was pressed before the menu's code had loaded. */
export function UserMenu({ user, defaultOpened }: { user: SessionUser; defaultOpened?: boolean }) {
  const t = useMessages('shell');
  const later = useMessages('shellLater');
  const signOut = useSignOut();

  return (
    <Menu
      defaultOpened={defaultOpened}
      position="bottom-end"
      width={240}
      withArrow
      shadow="md"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UserMenuTrigger user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        {/* Spans only: a menu may hold menu items and labels, not paragraphs. */}
        <Menu.Label className={classes.identity}>
          <span className={classes.username}>{user.username}</span>
          <span className={classes.email}>{user.email}</span>
          <span className={classes.role}>{t(roleLabelId(user))}</span>
        </Menu.Label>
        <Menu.Divider />
        <MenuLink to="/dashboard?tab=profile" icon={IconUserCircle}>
          {later('shellLater.userMenu.profile')}
        </MenuLink>
        <MenuLink to="/notifications" icon={IconBell}>
          {later('shellLater.userMenu.notifications')}
        </MenuLink>
        {canPublish(user) && (
          <MenuLink to="/create-post" icon={IconPencilPlus}>
            {later('shellLater.userMenu.createPost')}
          </MenuLink>
        )}
        <Menu.Divider />
        <Menu.Item
          className={classes.signOut}
          onClick={() => void signOut()}
          leftSection={<IconLogout size={18} stroke={1.6} />}
        >
          {later('shellLater.userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
