import { Anchor, Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminUser } from '#web/api/moderation.ts';
import { RoleBadges } from '#web/components/role-badges.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { banEndLabel, banState } from './ban-state.ts';
import { BanStatusBadge } from './ban-status-badge.tsx';
import type { UserActions } from './users-actions.tsx';
import { UserRowActions } from './users-row-actions.tsx';

/** The users list below 768 px: one card per user. Touch has no hover, so bans show in full. */
export function UsersCards({
  users,
  actions,
  onBan,
}: {
  users: AdminUser[];
  actions: UserActions;
  onBan: (user: AdminUser) => void;
}) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Users">
      {users.map((user) => (
        <Paper
          key={user._id}
          component="li"
          withBorder
          radius="lg"
          p="md"
          aria-label={user.username}
        >
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Avatar src={user.profilePicture} alt="" size={44} radius="xl" />
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Anchor component={Link} to={`/profile/${user.username}`} fw={700}>
                  {user.username}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {user.email}
                </Text>
                <Text size="xs" c="dimmed">
                  Joined {formatDate(user.createdAt)}
                </Text>
              </Stack>
            </Group>
            <Group gap={6}>
              <BanStatusBadge user={user} />
              <Badge color={user.verified ? 'teal' : 'gray'} variant="dot">
                {user.verified ? 'Verified' : 'Not verified'}
              </Badge>
              <RoleBadges user={user} />
            </Group>
            {banState(user) === 'banned' && (
              <Text size="sm">
                {banEndLabel(user.banExpiresAt) === 'Permanent'
                  ? 'Banned permanently.'
                  : `Banned until ${banEndLabel(user.banExpiresAt)}.`}{' '}
                Reason: {user.banReason}
              </Text>
            )}
            <UserRowActions user={user} actions={actions} onBan={onBan} layout="buttons" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
