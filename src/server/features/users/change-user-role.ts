import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import type { UserRow } from './find-user.ts';

/** Assigns or revokes the publisher flag. */
export async function changeUserRole(
  services: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  userId: string,
  isPublisher: boolean,
): Promise<UserRow> {
  const changed = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isPublisher })
      .where(eq(users.id, userId))
      .returning();
    await logModeration(tx, actor, 'user.role', { type: 'user', id: userId }, { isPublisher });
    return row!;
  });
  await services.events.emit('user.role-changed', { userId });
  return changed;
}
