import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { notificationSettingsBodySchema } from '#contracts/notification-settings.ts';
import { notificationDigests, notificationSettings } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import type { Services } from '../../platform/services.ts';
import { findNotificationSettings } from './notification-settings.ts';

/** The member's choices for the types they name (the others stay), and their digest if given. */
export async function saveNotificationSettings(
  services: Pick<Services, 'db'>,
  viewer: Viewer,
  input: z.output<typeof notificationSettingsBodySchema>,
) {
  await services.db.transaction(async (tx) => {
    if (input.settings.length > 0)
      await tx
        .insert(notificationSettings)
        .values(input.settings.map((setting) => ({ userId: viewer.id, ...setting })))
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.type],
          set: {
            inApp: sql`excluded.in_app`,
            email: sql`excluded.email`,
            push: sql`excluded.push`,
            updatedAt: new Date(),
          },
        });
    if (input.digest)
      await tx
        .insert(notificationDigests)
        .values({ userId: viewer.id, digest: input.digest })
        .onConflictDoUpdate({
          target: notificationDigests.userId,
          set: { digest: input.digest, updatedAt: new Date() },
        });
  });
  return findNotificationSettings(services, viewer.id);
}
