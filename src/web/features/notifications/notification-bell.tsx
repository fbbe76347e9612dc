import { actorOf } from '#web/lib/actor.ts';
import { canUseAdminTabs } from '#contracts/policies/dashboard.ts';
import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  Text,
} from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { IconBell } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { notificationLink } from '#contracts/notifications.constants.ts';
import type { SessionUser } from '#contracts/users.ts';
import { NotificationSummary } from './notification-summary.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { useNotificationChange, useRecentNotifications, useUnreadCount } from './api.ts';
import classes from './notifications.module.css';
import { unreadBadge } from './unread-badge.ts';
import { useLiveNotifications } from './use-live-notifications.ts';

/**
 * The header's bell: the unread count (live, and polled every 10 s in case an event was
 * missed) and a dropdown of the five newest notifications, each leading where its type says.
 */
export function NotificationBell({ user }: { user: SessionUser }) {
  const t = useMessages('notifications');
  const isLive = useLiveNotifications(user);
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const unread = useUnreadCount();
  const recent = useRecentNotifications(isOpen);
  const change = useNotificationChange();
  const count = unread.data ?? 0;
  const close = () => setIsOpen(false);

  return (
    <Indicator
      label={unreadBadge(count)}
      disabled={count === 0}
      size={18}
      offset={5}
      color="red"
      inline
    >
      <Popover
        opened={isOpen}
        onChange={setIsOpen}
        position="bottom-end"
        width={360}
        shadow="md"
        withArrow
        trapFocus
        returnFocus
        withinPortal={false}
      >
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            onClick={() => setIsOpen((open) => !open)}
            aria-label={
              count > 0
                ? t('notifications.bell.labelUnread', { shown: unreadBadge(count) })
                : t('notifications.bell.label')
            }
            data-live={isLive || undefined}
          >
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-labelledby={titleId}>
          <Group justify="space-between" px="xs" pb={6}>
            <Text fw={700} size="sm" id={titleId}>
              {t('notifications.title')}
            </Text>
            {recent.data?.length ? (
              <Button
                variant="subtle"
                size="compact-xs"
                disabled={count === 0}
                onClick={() => change.mutate({ kind: 'read-all' })}
              >
                {t('notifications.markAllRead')}
              </Button>
            ) : null}
          </Group>
          <Divider />
          {recent.isPending ? (
            <CenteredLoader label={t('notifications.loading')} py="lg" size="sm" />
          ) : recent.isError ? (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              {t('notifications.bell.failed')}
            </Text>
          ) : recent.data.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              {t('notifications.empty')}
            </Text>
          ) : (
            <ul className={classes.bellList}>
              {recent.data.map((notification) => (
                <li key={notification._id}>
                  <Link
                    to={notificationLink(notification, canUseAdminTabs(actorOf(user)))}
                    className={classes.bellItem}
                    onClick={() => {
                      if (!notification.read) change.mutate({ kind: 'read', id: notification._id });
                      close();
                    }}
                  >
                    <NotificationSummary notification={notification} lineClamp={2} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Divider />
          <Anchor
            component={Link}
            to="/notifications"
            size="sm"
            display="block"
            ta="center"
            pt={8}
            pb={2}
            onClick={close}
          >
            {t('notifications.bell.viewAll')}
          </Anchor>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
