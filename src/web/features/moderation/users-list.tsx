import { rolesOf } from '#contracts/policies/actor.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { Anchor, Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminUser } from './api.ts';
import { RoleBadges } from '#web/components/role-badges.tsx';
import { banEndTime, banState } from './ban-state.ts';
import { BanStatusBadge } from './ban-status-badge.tsx';
import { EmailText } from './shared/email-text.tsx';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import { YesNoMark } from './shared/yes-no-mark.tsx';
import type { UserActions } from './users-actions.tsx';
import { UserRowActions } from './users-row-actions.tsx';
import { avatarSource } from '#web/lib/image-sources.ts';
import { PersonCardHead } from './shared/card-head.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

const profileLink = (user: AdminUser) => (
  <Anchor component={Link} to={`/profile/${user.username}`} fw={600}>
    {user.username}
  </Anchor>
);

/** One user on a narrow screen. Touch has no hover, so a ban shows its end and reason in full. */
function UserCard({ user, actions }: { user: AdminUser; actions: ReactNode }) {
  const format = useFormat();
  const t = useMessages('moderation');
  const banEnd = banEndTime(format, user.banExpiresAt);
  const reason = user.banReason ?? '';
  return (
    <Stack gap="sm">
      <PersonCardHead
        picture={user.profilePicture}
        name={profileLink(user)}
        email={user.email}
        dateLine={t('moderation.users.joined', { date: format.date(user.createdAt) })}
        fill
      />
      <Group gap={6}>
        <BanStatusBadge user={user} />
        <Badge color={user.verified ? 'teal' : 'gray'} variant="dot">
          {user.verified ? t('moderation.users.verified') : t('moderation.users.notVerified')}
        </Badge>
        <RoleBadges user={user} />
      </Group>
      {banState(user) === 'banned' && (
        <Text size="sm">
          {banEnd
            ? t('moderation.users.cardBannedUntil', { end: banEnd, reason })
            : t('moderation.users.cardBannedPermanently', { reason })}
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
  const format = useFormat();
  const t = useMessages('moderation');
  const columns: Column<AdminUser>[] = [
    {
      header: t('moderation.users.dateCreated'),
      cell: (user) => format.date(user.createdAt),
      noWrap: true,
    },
    {
      header: t('moderation.users.image'),
      cell: (user) => (
        <Avatar src={avatarSource(user.profilePicture, 36)} alt="" size={36} radius="xl" />
      ),
    },
    { header: t('moderation.users.username'), cell: profileLink },
    { header: t('moderation.users.email'), cell: (user) => <EmailText email={user.email} /> },
    {
      header: t('moderation.users.verifiedHeader'),
      cell: (user) => <YesNoMark value={user.verified} />,
    },
    {
      header: t('moderation.users.publisher'),
      cell: (user) => <YesNoMark value={rolesOf(user).includes('publisher')} />,
    },
    {
      header: t('moderation.users.admin'),
      cell: (user) => <YesNoMark value={rolesOf(user).includes('admin')} />,
    },
    {
      header: t('moderation.users.banStatus'),
      cell: (user) => <BanStatusBadge user={user} />,
      width: 100,
    },
    {
      header: t('moderation.users.actions'),
      cell: (user) => <UserRowActions user={user} actions={actions} onBan={onBan} layout="icons" />,
    },
  ];
  return (
    <TableOrCards
      label={t('moderation.users.title')}
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
