import { eq } from 'drizzle-orm';
import { stories } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { logIfAuthorModerated } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';

/** An admin's deletion of someone else's narrative is logged with it. */
export async function deleteStory(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  story: { id: string; userId: string; title: string },
) {
  await services.db.transaction(async (tx) => {
    await tx.delete(stories).where(eq(stories.id, story.id));
    await logIfAuthorModerated(tx, viewer, 'story.delete', story, { title: story.title });
  });
  await services.events.emit('story.deleted', { storyId: story.id });
}
