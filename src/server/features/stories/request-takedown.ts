import { storyTakedowns } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { findStoryContact } from './list-stories.ts';
import { authorizeStoryRead } from './stories.policy.ts';

/**
 * Anyone asks for a published narrative to be taken down; it waits in the admins' Takedowns
 * list. Only what the public can see can be reported: any other narrative is 404.
 */
export async function requestTakedown(
  services: Pick<Services, 'db'>,
  storyId: string,
  input: { reason: string; email?: string },
) {
  const story = await findStoryContact(services, storyId);
  authorizeStoryRead(null, story);
  const [created] = await services.db
    .insert(storyTakedowns)
    .values({ storyId, reason: input.reason, email: input.email ?? null })
    .returning({ id: storyTakedowns.id });
  return created!.id;
}
