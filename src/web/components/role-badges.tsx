import { Badge, Group, type MantineSize } from '@mantine/core';

/** Admin and Publisher badges of a user; nothing for a regular member. */
export function RoleBadges({
  user,
  size = 'sm',
}: {
  user: { isAdmin: boolean; isPublisher: boolean };
  size?: MantineSize;
}) {
  if (!user.isAdmin && !user.isPublisher) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {user.isAdmin && (
        <Badge color="violet" size={size} variant="filled">
          Admin
        </Badge>
      )}
      {user.isPublisher && (
        <Badge color="ember" size={size} variant="filled">
          Publisher
        </Badge>
      )}
    </Group>
  );
}
