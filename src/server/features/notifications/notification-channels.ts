import { sql } from 'drizzle-orm';
import {
  defaultChannels,
  type NotificationSettingType,
} from '#contracts/notification-settings.constants.ts';
import { notificationSettings, users } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';

export interface Channels {
  inApp: boolean;
  email: boolean;
  push: boolean;
}

/** One array parameter, however many ids (a fan-out may reach every member). */
export const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The channels each of these members chose for each of these types, defaults filled in. Push
 * also needs "Get alerts when offline" on: it is the switch of the member's devices.
 */
export async function channelsOf(
  { db }: Pick<Services, 'db'>,
  userIds: string[],
): Promise<(userId: string, type: NotificationSettingType | undefined) => Channels> {
  const found = new Map<string, { pushEnabled: boolean; chosen: Map<string, Channels> }>();
  if (userIds.length > 0) {
    const rows = await db
      .select({
        userId: users.id,
        pushEnabled: users.pushEnabled,
        type: notificationSettings.type,
        inApp: notificationSettings.inApp,
        email: notificationSettings.email,
        push: notificationSettings.push,
      })
      .from(users)
      .leftJoin(notificationSettings, sql`${notificationSettings.userId} = ${users.id}`)
      .where(sql`${users.id} = any(${uuidArray(userIds)})`);
    for (const row of rows) {
      const member = found.get(row.userId) ?? { pushEnabled: row.pushEnabled, chosen: new Map() };
      found.set(row.userId, member);
      if (row.type)
        member.chosen.set(row.type, { inApp: row.inApp!, email: row.email!, push: row.push! });
    }
  }
  return (userId, type) => {
    const member = found.get(userId);
    if (!member) return { inApp: false, email: false, push: false };
    // Kinds no one chooses (admins' reports, requests, gifts): in the app, and pushed as always.
    if (!type) return { inApp: true, email: false, push: member.pushEnabled };
    const chosen = member.chosen.get(type) ?? defaultChannels(type, member.pushEnabled);
    return { ...chosen, push: chosen.push && member.pushEnabled };
  };
}
