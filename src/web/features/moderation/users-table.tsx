import { Anchor, Avatar, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminUser } from '#web/api/moderation.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { EmailText } from './shared/email-text.tsx';
import { BanStatusBadge } from './ban-status-badge.tsx';
import { YesNoMark } from './shared/yes-no-mark.tsx';
import type { UserActions } from './users-actions.tsx';
import { UserRowActions } from './users-row-actions.tsx';

/** The users list on screens of 768 px and wider. */
export function UsersTable({
  users,
  actions,
  onBan,
}: {
  users: AdminUser[];
  actions: UserActions;
  onBan: (user: AdminUser) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date created</Table.Th>
            <Table.Th>Image</Table.Th>
            <Table.Th>Username</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Verified</Table.Th>
            <Table.Th>Publisher</Table.Th>
            <Table.Th>Admin</Table.Th>
            <Table.Th>Ban status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user._id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.createdAt)}</Table.Td>
              <Table.Td>
                <Avatar src={user.profilePicture} alt="" size={36} radius="xl" />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/profile/${user.username}`} fw={600}>
                  {user.username}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <EmailText email={user.email} />
              </Table.Td>
              <Table.Td>
                <YesNoMark value={user.verified} />
              </Table.Td>
              <Table.Td>
                <YesNoMark value={user.isPublisher} />
              </Table.Td>
              <Table.Td>
                <YesNoMark value={user.isAdmin} />
              </Table.Td>
              <Table.Td style={{ minWidth: 100 }}>
                <BanStatusBadge user={user} />
              </Table.Td>
              <Table.Td>
                <UserRowActions user={user} actions={actions} onBan={onBan} layout="icons" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
