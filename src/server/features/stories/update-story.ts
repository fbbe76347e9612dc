import { eq } from 'drizzle-orm';
import { statusAfterSave } from '#contracts/policies/stories.ts';
import { STORY_MESSAGES, type ContactVisibility } from '#contracts/stories.ts';
import { badRequest } from '../../platform/errors.ts';
import { stories } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { logIfAuthorModerated } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import { findStory, findStoryContact } from './list-stories.ts';
import { storedStoryFields, type StoryInput } from './story-fields.ts';

/**
 * An empty contact keeps the stored one when it is on request on the same platform (the answer
 * a client sends back has none); otherwise it is missing.
 */
function keptContact(
  input: StoryInput,
  stored: { contactPlatform: string; contactUsername: string; contactVisibility: string },
) {
  if (input.contactUsername !== '') return input.contactUsername;
  const isKept =
    stored.contactVisibility === 'on_request' && stored.contactPlatform === input.contactPlatform;
  if (!isKept) throw badRequest(STORY_MESSAGES.requiredFields);
  return stored.contactUsername;
}

/**
 * The whole form is saved; the slug stays, and the status is the server's decision (a
 * publisher's edit is reviewed again). An admin's change to someone else's narrative (which also
 * approves it) is logged with it.
 */
export async function updateStory(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  story: { id: string; userId: string },
  input: StoryInput,
) {
  const stored = await findStoryContact(services, story.id);
  const fields = storedStoryFields(
    { ...input, contactUsername: keptContact(input, stored) },
    stored.contactVisibility as ContactVisibility,
  );
  const status = statusAfterSave(viewer);
  await services.db.transaction(async (tx) => {
    await tx
      .update(stories)
      // An edit answers an earlier rejection: its reason no longer applies.
      .set({
        ...fields,
        ...(input.language && { language: input.language }),
        status,
        rejectionReason: null,
      })
      .where(eq(stories.id, story.id));
    await logIfAuthorModerated(tx, viewer, 'story.update', story, { title: input.title, status });
  });
  await services.events.emit('story.updated', { storyId: story.id });
  return findStory(services, { id: story.id });
}
