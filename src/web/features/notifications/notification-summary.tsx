import { Avatar, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import type { Notification } from '#contracts/notifications.ts';
import { notificationTime } from './notification-time.ts';
import classes from './notifications.module.css';
import { avatarSource } from '#web/lib/image-sources.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/** Who, what and when of one notification, as the bell and the page show it. */
export function NotificationSummary({
  notification,
  lineClamp,
}: {
  notification: Notification;
  lineClamp?: number;
}) {
  const format = useFormat();
  const t = useMessages('notifications');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <span className={classes.unreadDot} data-unread={!notification.read || undefined}>
        {!notification.read && <VisuallyHidden>{t('notifications.unread')}</VisuallyHidden>}
      </span>
      <Avatar
        src={avatarSource(notification.triggeredBy?.profilePicture, 36)}
        alt=""
        radius="xl"
        size={36}
      />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text size="sm" fw={notification.read ? 500 : 700} lineClamp={1} dir="auto">
          {notification.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={lineClamp} dir="auto">
          {notification.message}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={notification.createdAt} title={format.dateTime(notification.createdAt)}>
            {notificationTime(format, notification.createdAt)}
          </time>
        </Text>
      </Stack>
    </Group>
  );
}
