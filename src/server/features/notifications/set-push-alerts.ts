import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import type { Services } from '../../platform/services.ts';

/** Turns the viewer's alerts when offline on or off (their subscriptions are kept). */
export async function setPushAlerts(
  { db }: Pick<Services, 'db'>,
  viewer: Viewer,
  enabled: boolean,
) {
  await db.update(users).set({ pushEnabled: enabled }).where(eq(users.id, viewer.id));
}
