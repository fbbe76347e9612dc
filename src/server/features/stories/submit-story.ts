import type { NarrativeStatus } from '#contracts/stories.ts';
import { statusAfterSave } from '#contracts/policies/stories.ts';
import type { Database } from '../../db/client.ts';
import { stories } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { defaultContentLanguage } from '../../platform/content-language.ts';
import type { Services } from '../../platform/services.ts';
import { slugFromTitle, withRandomSuffix } from '../../platform/slugs.ts';
import { findStory } from './list-stories.ts';
import { storedStoryFields, type StoryInput } from './story-fields.ts';

/** Shares the viewer's narrative: an admin's is published at once, anyone else's waits for review. */
export async function submitStory(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  input: StoryInput,
) {
  const storyId = await insertStory(services.db, viewer.id, input, statusAfterSave(viewer));
  await services.events.emit('story.submitted', { storyId });
  return findStory(services, { id: storyId });
}

async function insertStory(
  db: Database,
  authorId: string,
  input: StoryInput,
  status: NarrativeStatus,
) {
  const fields = storedStoryFields(input);
  const language = input.language ?? (await defaultContentLanguage(db, authorId));
  // Every slug gets a random suffix, so a slug never depends on (and never reveals) narratives
  // still waiting for review. The unique index catches the rare repeat, which retries.
  for (let attempt = 0; ; attempt++) {
    const slug = withRandomSuffix(slugFromTitle(input.title));
    try {
      const [created] = await db
        .insert(stories)
        .values({ ...fields, language, userId: authorId, slug, status })
        .returning({ id: stories.id });
      return created!.id;
    } catch (error) {
      if (violatedUniqueConstraint(error) === null || attempt >= 3) throw error;
    }
  }
}
