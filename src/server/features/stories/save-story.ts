import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { NarrativeStatus, storyInputSchema } from '#contracts/stories.ts';
import type { Database } from '../../db/client.ts';
import { stories } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { isModeration, logModeration } from '../../platform/moderation-log.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import { slugFromTitle, withRandomSuffix } from '../../platform/slugs.ts';

type StoryInput = z.output<typeof storyInputSchema>;

const storedFields = (input: StoryInput, country: string) => ({
  title: input.title,
  body: sanitizeRichText(input.body),
  country,
  category: input.category,
  contactPlatform: input.contactPlatform,
  contactUsername: input.contactUsername,
  image: input.image,
});

export async function createStory(
  db: Database,
  authorId: string,
  input: StoryInput,
  country: string,
  status: NarrativeStatus,
) {
  // Every slug gets a random suffix, so a slug never depends on (and never reveals) narratives
  // still waiting for review. The unique index catches the rare repeat, which retries.
  for (let attempt = 0; ; attempt++) {
    const slug = withRandomSuffix(slugFromTitle(input.title));
    try {
      const [created] = await db
        .insert(stories)
        .values({ ...storedFields(input, country), userId: authorId, slug, status })
        .returning({ id: stories.id });
      return created!.id;
    } catch (error) {
      if (violatedUniqueConstraint(error) === null || attempt >= 3) throw error;
    }
  }
}

type StoryRef = { id: string; userId: string; title: string };

/**
 * The whole form is saved; the slug stays, and the status is the server's decision. An admin's
 * change to someone else's narrative (which also approves it) is logged with it.
 */
export async function updateStory(
  db: Database,
  story: StoryRef,
  input: StoryInput,
  country: string,
  status: NarrativeStatus,
  actor: Viewer,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(stories)
      .set({ ...storedFields(input, country), status })
      .where(eq(stories.id, story.id));
    if (isModeration(actor, story.userId)) {
      await logModeration(
        tx,
        actor,
        'story.update',
        { type: 'story', id: story.id },
        { authorId: story.userId, title: input.title, status },
      );
    }
  });
}

/** An admin's deletion of someone else's narrative is logged with it. */
export async function deleteStory(db: Database, story: StoryRef, actor: Viewer) {
  await db.transaction(async (tx) => {
    await tx.delete(stories).where(eq(stories.id, story.id));
    if (isModeration(actor, story.userId)) {
      await logModeration(
        tx,
        actor,
        'story.delete',
        { type: 'story', id: story.id },
        { authorId: story.userId, title: story.title },
      );
    }
  });
}
