import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconBell, IconLogout, IconPencilPlus, IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
// Types only from contracts here: its runtime side (zod schemas) must stay out of the entry chunk.
import type { SessionUser } from '#contracts/users.ts';
import { api } from '#web/api/client.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { canPublish } from './guards.tsx';
import classes from './user-menu.module.css';

function roleLabel(user: SessionUser) {
  if (user.isAdmin) return 'Admin';
  if (user.isPublisher) return 'Publisher';
  return 'User';
}

export function UserMenu({ user }: { user: SessionUser }) {
  const clearSession = useAppStore((state) => state.clearSession);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const signOut = () => {
    // Clearing the httpOnly cookie needs the server; the local session ends either way.
    api
      .post('/api/user/signout')
      .catch((error: unknown) => console.warn('Sign-out call failed', error));
    clearSession();
    queryClient.clear();
    void navigate('/');
  };

  return (
    <Menu
      position="bottom-end"
      width={240}
      withArrow
      shadow="md"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton
          className={classes.trigger}
          aria-label={`Account menu for ${user.username}`}
        >
          <Avatar src={user.profilePicture || null} alt="" radius="xl" size={36} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* Spans only: a menu may hold menu items and labels, not paragraphs. */}
        <Menu.Label className={classes.identity}>
          <span className={classes.username}>{user.username}</span>
          <span className={classes.email}>{user.email}</span>
          <span className={classes.role}>{roleLabel(user)}</span>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/dashboard?tab=profile"
          leftSection={<IconUserCircle size={18} stroke={1.6} />}
        >
          Profile
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/notifications"
          leftSection={<IconBell size={18} stroke={1.6} />}
        >
          Notifications
        </Menu.Item>
        {canPublish(user) && (
          <Menu.Item
            component={Link}
            to="/create-post"
            leftSection={<IconPencilPlus size={18} stroke={1.6} />}
          >
            Create Post
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          className={classes.signOut}
          onClick={signOut}
          leftSection={<IconLogout size={18} stroke={1.6} />}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
