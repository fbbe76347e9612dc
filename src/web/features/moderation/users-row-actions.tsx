import { rolesOf } from '#contracts/policies/actor.ts';
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBan, IconFeather, IconFeatherOff, IconLockOpen, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AdminUser } from './api.ts';
import { banState } from './ban-state.ts';
import type { UserActions } from './users-actions.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

interface Action {
  key: string;
  label: string;
  /** The accessible name, with the user it acts on: "Ban ada". */
  name: string;
  icon: ReactNode;
  color?: string;
  onClick: () => void;
  isDisabled: boolean;
  isBusy: boolean;
}

/**
 * Ban or Unban, Assign or Revoke Publisher, and Delete for one user: icons with tooltips in the
 * table, labelled buttons on cards. Admins are out of reach of all three. A failed role change
 * shows its marker under the actions for 3 s.
 */
export function UserRowActions({
  user,
  actions,
  onBan,
  layout,
}: {
  user: AdminUser;
  actions: UserActions;
  onBan: (user: AdminUser) => void;
  layout: 'icons' | 'buttons';
}) {
  const t = useMessages('moderation');
  const isBanned = banState(user) === 'banned';
  const hasPublisherRole = rolesOf(user).includes('publisher');
  const list: Action[] = [
    isBanned
      ? {
          // One key for Ban and Unban: the same button stays, so focus stays on it after a ban.
          key: 'ban',
          label: t('moderation.users.unban'),
          name: t('moderation.users.unbanName', { username: user.username }),
          icon: <IconLockOpen size={16} aria-hidden="true" />,
          onClick: () => actions.unban(user),
          isDisabled: false,
          isBusy: actions.busy.unban === user._id,
        }
      : {
          key: 'ban',
          label: t('moderation.users.ban'),
          name: t('moderation.users.banName', { username: user.username }),
          icon: <IconBan size={16} aria-hidden="true" />,
          color: 'red',
          onClick: () => onBan(user),
          isDisabled: !user.can.moderate,
          isBusy: false,
        },
    {
      key: 'role',
      label: hasPublisherRole
        ? t('moderation.users.revokePublisher')
        : t('moderation.users.assignPublisher'),
      name: hasPublisherRole
        ? t('moderation.users.revokePublisherName', { username: user.username })
        : t('moderation.users.assignPublisherName', { username: user.username }),
      icon: hasPublisherRole ? (
        <IconFeatherOff size={16} aria-hidden="true" />
      ) : (
        <IconFeather size={16} aria-hidden="true" />
      ),
      onClick: () => actions.toggleRole(user),
      isDisabled: !user.can.moderate,
      isBusy: actions.busy.role === user._id,
    },
    {
      key: 'delete',
      label: t('moderation.common.delete'),
      name: t('moderation.common.deleteItem', { item: user.username }),
      icon: <IconTrash size={16} aria-hidden="true" />,
      color: 'red',
      onClick: () => actions.confirmDelete(user),
      isDisabled: !user.can.moderate,
      isBusy: actions.busy.remove === user._id,
    },
  ];
  const roleFailure = actions.roleFailures[user._id];

  /** What an action does and says, the same in both looks. */
  const wiringOf = (action: (typeof list)[number]) => ({
    'aria-label': action.name,
    onClick: action.onClick,
    disabled: action.isDisabled,
    loading: action.isBusy,
  });

  return (
    <Stack gap={4}>
      <Group gap={layout === 'icons' ? 4 : 'xs'} wrap={layout === 'icons' ? 'nowrap' : 'wrap'}>
        {list.map((action) =>
          layout === 'icons' ? (
            <Tooltip key={action.key} label={action.label} withArrow>
              <ActionIcon variant="subtle" color={action.color ?? 'gray'} {...wiringOf(action)}>
                {action.icon}
              </ActionIcon>
            </Tooltip>
          ) : (
            <Button
              key={action.key}
              size="compact-sm"
              variant="default"
              c={
                action.color === 'red' && !action.isDisabled
                  ? 'var(--mantine-color-error)'
                  : undefined
              }
              leftSection={action.icon}
              {...wiringOf(action)}
            >
              {action.label}
            </Button>
          ),
        )}
      </Group>
      {roleFailure && (
        <Text size="xs" c="red" role="alert" fw={600}>
          {t('moderation.users.roleChangeFailed', { message: roleFailure })}
        </Text>
      )}
    </Stack>
  );
}
