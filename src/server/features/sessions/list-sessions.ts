import { and, desc, eq, gt } from 'drizzle-orm';
import type { SessionItem } from '#contracts/sessions.ts';
import { sessions } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import type { Services } from '../../platform/services.ts';

/** The caller's signed-in devices, the most recently used first; the current one is marked. */
export async function listSessions(
  services: Pick<Services, 'db' | 'clock'>,
  viewer: Viewer,
): Promise<SessionItem[]> {
  const rows = await services.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, viewer.id), gt(sessions.expiresAt, services.clock.now())))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    _id: row.id,
    device: row.device,
    browser: row.browser,
    network: row.network,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    isCurrent: row.id === viewer.sessionId,
  }));
}
