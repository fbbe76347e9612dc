import { rolesOf, type RoleFlags } from '#contracts/policies/actor.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { Badge, Group, type MantineSize } from '@mantine/core';

/** Admin and Publisher badges of a user; nothing for a regular member. */
export function RoleBadges({ user, size = 'sm' }: { user: RoleFlags; size?: MantineSize }) {
  const t = useMessages('shell');
  const roles = rolesOf(user);
  if (roles.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {roles.includes('admin') && (
        <Badge color="violet" size={size} variant="filled">
          {t('shell.role.admin')}
        </Badge>
      )}
      {roles.includes('publisher') && (
        <Badge color="ember" size={size} variant="filled">
          {t('shell.role.publisher')}
        </Badge>
      )}
    </Group>
  );
}
