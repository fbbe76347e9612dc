import { canManageNotification } from '#contracts/policies/notifications.ts';
import type { Viewer } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { NOTIFICATION_NOT_FOUND } from './get-notification.ts';

/** Someone else's notification is answered as missing: its existence is not revealed. */
export function authorizeNotificationAccess(viewer: Viewer, notification: { recipientId: string }) {
  if (!canManageNotification(viewer, notification)) throw notFound(NOTIFICATION_NOT_FOUND);
}
