import { eq, sql } from 'drizzle-orm';
import { stories } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import { findStory } from './list-stories.ts';

/** An admin approves or rejects a narrative, logged with it. A decision is not an edit: updatedAt stays. */
export async function reviewStory(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  storyId: string,
  status: 'approved' | 'rejected',
) {
  const reviewed = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(stories)
      .set({ status, updatedAt: sql`${stories.updatedAt}` })
      .where(eq(stories.id, storyId))
      .returning({ id: stories.id, title: stories.title });
    if (row) {
      await logModeration(
        tx,
        viewer,
        status === 'approved' ? 'story.approve' : 'story.reject',
        { type: 'story', id: row.id },
        { title: row.title },
      );
    }
    return row;
  });
  if (!reviewed) throw notFound('Story not found');
  await services.events.emit('story.reviewed', { storyId });
  return findStory(services, { id: storyId });
}
