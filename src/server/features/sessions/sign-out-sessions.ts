import { and, eq, ne } from 'drizzle-orm';
import { sessions } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

export const SESSION_NOT_FOUND = 'That session was not found';

async function signOut(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  which: ReturnType<typeof and>,
): Promise<string[]> {
  const ended = await services.db
    .delete(sessions)
    .where(and(eq(sessions.userId, viewer.id), which))
    .returning({ id: sessions.id });
  const sessionIds = ended.map((row) => row.id);
  if (sessionIds.length > 0) {
    await services.events.emit('user.sessions-revoked', { userId: viewer.id, sessionIds });
  }
  return sessionIds;
}

/**
 * Signs one of the caller's own devices out: its token is refused from now on and its live
 * connections close. Another member's session is not found, as an unknown one.
 */
export async function signOutSession(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  sessionId: string,
) {
  const ended = await signOut(services, viewer, eq(sessions.id, sessionId));
  if (ended.length === 0) throw notFound(SESSION_NOT_FOUND);
}

/** Signs every device of the caller out except the one asking; answers how many. */
export async function signOutOtherSessions(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
): Promise<number> {
  return (await signOut(services, viewer, ne(sessions.id, viewer.sessionId))).length;
}
