import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { NarrativeStatus, storyInputSchema } from '#contracts/stories.ts';
import type { Database } from '../../db/client.ts';
import { stories } from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import { slugFromTitle, uniqueSlug } from '../../platform/slugs.ts';

type StoryInput = z.output<typeof storyInputSchema>;

const isSlugTaken = (db: Database) => async (slug: string) =>
  (await db.select({ id: stories.id }).from(stories).where(eq(stories.slug, slug)).limit(1))
    .length > 0;

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
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueSlug(slugFromTitle(input.title), isSlugTaken(db));
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

/** The whole form is saved; the slug stays, and the status is the server's decision. */
export async function updateStory(
  db: Database,
  storyId: string,
  input: StoryInput,
  country: string,
  status: NarrativeStatus,
) {
  await db
    .update(stories)
    .set({ ...storedFields(input, country), status })
    .where(eq(stories.id, storyId));
}
