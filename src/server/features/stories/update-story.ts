import { eq } from 'drizzle-orm';
import { statusAfterSave } from '#contracts/policies/stories.ts';
import type { ContactVisibility } from '#contracts/stories.ts';
import { stories } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { logIfModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import { findStory } from './list-stories.ts';
import { storedStoryFields, type StoryInput } from './story-fields.ts';

/**
 * The whole form is saved; the slug stays, and the status is the server's decision (a
 * publisher's edit is reviewed again). An admin's change to someone else's narrative (which also
 * approves it) is logged with it.
 */
export async function updateStory(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  story: { id: string; userId: string; contactVisibility: ContactVisibility },
  input: StoryInput,
) {
  const fields = storedStoryFields(input, story.contactVisibility);
  const status = statusAfterSave(viewer);
  await services.db.transaction(async (tx) => {
    await tx
      .update(stories)
      // An edit answers an earlier rejection: its reason no longer applies.
      .set({ ...fields, status, rejectionReason: null })
      .where(eq(stories.id, story.id));
    await logIfModeration(
      tx,
      viewer,
      story.userId,
      'story.update',
      { type: 'story', id: story.id },
      { authorId: story.userId, title: input.title, status },
    );
  });
  await services.events.emit('story.updated', { storyId: story.id });
  return findStory(services, { id: story.id });
}
