import { rolesOf } from '#contracts/policies/actor.ts';
import { Anchor, Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminUser } from './api.ts';
import { RoleBadges } from '#web/components/role-badges.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { banEndLabel, banState } from './ban-state.ts';
import { BanStatusBadge } from './ban-status-badge.tsx';
import { EmailText } from './shared/email-text.tsx';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import { YesNoMark } from './shared/yes-no-mark.tsx';
import type { UserActions } from './users-actions.tsx';
import { UserRowActions } from './users-row-actions.tsx';
import { avatarSource } from '#web/lib/image-sources.ts';
import { PersonCardHead } from './shared/card-head.tsx';

const profileLink = (user: AdminUser) => (
  <Anchor component={Link} to={`/profile/${user.username}`} fw={600}>
    {user.username}
  </Anchor>
);

/** One user on a narrow screen. Touch has no hover, so a ban shows its end and reason in full. */
function UserCard({ user, actions }: { user: AdminUser; actions: ReactNode }) {
  const banEnd = banEndLabel(user.banExpiresAt);
  return (
    <Stack gap="sm">
      <PersonCardHead
        picture={user.profilePicture}
        name={profileLink(user)}
        email={user.email}
        dateLine={<>Joined {formatDate(user.createdAt)}</>}
        fill
      />
      <Group gap={6}>
        <BanStatusBadge user={user} />
        <Badge color={user.verified ? 'teal' : 'gray'} variant="dot">
          {user.verified ? 'Verified' : 'Not verified'}
        </Badge>
        <RoleBadges user={user} />
      </Group>
      {banState(user) === 'banned' && (
        <Text size="sm">
          {banEnd === 'Permanent' ? 'Banned permanently.' : `Banned until ${banEnd}.`} Reason:{' '}
          {user.banReason}
        </Text>
      )}
      {actions}
    </Stack>
  );
}

/** The users: a table from 768 px with the spec's columns, cards below. */
export function UsersList({
  users,
  actions,
  onBan,
}: {
  users: AdminUser[];
  actions: UserActions;
  onBan: (user: AdminUser) => void;
}) {
  const columns: Column<AdminUser>[] = [
    { header: 'Date created', cell: (user) => formatDate(user.createdAt), noWrap: true },
    {
      header: 'Image',
      cell: (user) => (
        <Avatar src={avatarSource(user.profilePicture, 36)} alt="" size={36} radius="xl" />
      ),
    },
    { header: 'Username', cell: profileLink },
    { header: 'Email', cell: (user) => <EmailText email={user.email} /> },
    { header: 'Verified', cell: (user) => <YesNoMark value={user.verified} /> },
    {
      header: 'Publisher',
      cell: (user) => <YesNoMark value={rolesOf(user).includes('publisher')} />,
    },
    { header: 'Admin', cell: (user) => <YesNoMark value={rolesOf(user).includes('admin')} /> },
    { header: 'Ban status', cell: (user) => <BanStatusBadge user={user} />, width: 100 },
    {
      header: 'Actions',
      cell: (user) => <UserRowActions user={user} actions={actions} onBan={onBan} layout="icons" />,
    },
  ];
  return (
    <TableOrCards
      label="Users"
      rows={users}
      columns={columns}
      minTableWidth={880}
      card={(user) => (
        <UserCard
          user={user}
          actions={<UserRowActions user={user} actions={actions} onBan={onBan} layout="buttons" />}
        />
      )}
    />
  );
}
