import { eq } from 'drizzle-orm';
import {
  NOTIFICATION_SETTING_TYPES,
  type DigestChoice,
} from '#contracts/notification-settings.constants.ts';
import type { NotificationSettingsResponse } from '#contracts/notification-settings.ts';
import { notificationDigests, notificationSettings } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { channelsOf } from './notification-channels.ts';

/**
 * The member's channels for every type, as they chose them or by default; push as chosen, which
 * reaches their devices while "Get alerts when offline" is on.
 */
export async function findNotificationSettings(
  services: Pick<Services, 'db'>,
  userId: string,
): Promise<NotificationSettingsResponse> {
  const { db } = services;
  const [chosen, defaults, [digest]] = await Promise.all([
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    channelsOf(services, [userId]),
    db
      .select({ digest: notificationDigests.digest })
      .from(notificationDigests)
      .where(eq(notificationDigests.userId, userId)),
  ]);
  const byType = new Map(chosen.map((row) => [row.type, row]));
  return {
    settings: NOTIFICATION_SETTING_TYPES.map((type) => {
      const row = byType.get(type);
      return row
        ? { type, inApp: row.inApp, email: row.email, push: row.push }
        : { type, ...defaults(userId, type) };
    }),
    digest: (digest?.digest ?? 'off') as DigestChoice,
  };
}
