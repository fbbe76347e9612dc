import { canUseAdminTabs } from '#contracts/policies/dashboard.ts';
import { useActor } from '#web/lib/use-actor.ts';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import {
  IconAdjustments,
  IconBellOff,
  IconCheck,
  IconChecks,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Notification } from '#contracts/notifications.ts';
import { notificationLink } from '#contracts/notifications.constants.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { LinkButton } from '#web/components/link-button.tsx';
import { NotificationSummary } from './notification-summary.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { useNotificationChange, useNotificationPages, useUnreadCount } from './api.ts';
import classes from './notifications.module.css';
import { ShowMorePages } from '#web/components/lists/show-more-button.tsx';

function NotificationRow({
  notification,
  seesAdminTabs,
  onRead,
  onDelete,
}: {
  notification: Notification;
  seesAdminTabs: boolean;
  onRead: () => void;
  onDelete: () => void;
}) {
  const t = useMessages('notifications');
  return (
    <li className={classes.pageItem} data-unread={!notification.read || undefined}>
      <Link
        to={notificationLink(notification, seesAdminTabs)}
        className={classes.pageLink}
        onClick={() => {
          if (!notification.read) onRead();
        }}
      >
        <NotificationSummary notification={notification} />
      </Link>
      <Group gap={4} wrap="nowrap" mt={6}>
        {!notification.read && (
          <Tooltip label={t('notifications.markRead')} withArrow>
            <ActionIcon
              variant="subtle"
              color="teal"
              onClick={onRead}
              aria-label={t('notifications.markReadLabel', { title: notification.title })}
            >
              <IconCheck size={18} stroke={1.8} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label={t('notifications.delete')} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={t('notifications.deleteLabel', { title: notification.title })}
          >
            <IconTrash size={18} stroke={1.8} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </li>
  );
}

/** Every notification of the signed-in user, newest first, twenty at a time. */
export function NotificationsPage() {
  const t = useMessages('notifications');
  const seesAdminTabs = canUseAdminTabs(useActor());
  const pages = useNotificationPages();
  const unread = useUnreadCount();
  const change = useNotificationChange();
  const notifications = pages.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unreadCount = unread.data ?? pages.data?.pages[0]?.unreadCount ?? 0;

  return (
    <PageFrame
      title={t('notifications.title')}
      size="md"
      description={t('notifications.page.description')}
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Text c="dimmed" size="sm" role="status">
            {unreadCount > 0
              ? t('notifications.page.unread', { count: unreadCount })
              : t('notifications.page.caughtUp')}
          </Text>
          <LinkButton to="/settings/notifications" variant="default" icon={IconAdjustments}>
            {t('notifications.settingsLink')}
          </LinkButton>
          {notifications.length > 0 && (
            <Button
              variant="light"
              leftSection={<IconChecks size={18} stroke={1.8} />}
              disabled={unreadCount === 0}
              onClick={() => change.mutate({ kind: 'read-all' })}
            >
              {t('notifications.markAllRead')}
            </Button>
          )}
        </Group>

        {pages.isPending ? (
          <CenteredLoader label={t('notifications.loading')} />
        ) : pages.isError ? (
          <Alert color="red" variant="light" title={t('notifications.page.failed')}>
            {errorMessage(pages.error)}
          </Alert>
        ) : notifications.length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Stack align="center" gap="xs">
              <IconBellOff size={36} stroke={1.4} color="var(--mantine-color-dimmed)" />
              <Text fw={600}>{t('notifications.empty')}</Text>
            </Stack>
          </Paper>
        ) : (
          <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
            <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
              {notifications.map((notification) => (
                <NotificationRow
                  key={notification._id}
                  notification={notification}
                  seesAdminTabs={seesAdminTabs}
                  onRead={() => change.mutate({ kind: 'read', id: notification._id })}
                  onDelete={() => change.mutate({ kind: 'delete', id: notification._id })}
                />
              ))}
            </Stack>
          </Paper>
        )}

        <ShowMorePages query={pages} variant="default" />
      </Stack>
    </PageFrame>
  );
}
