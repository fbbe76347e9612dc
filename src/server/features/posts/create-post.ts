import type { z } from 'zod';
import type { createPostSchema } from '#contracts/posts.ts';
import type { Database } from '../../db/client.ts';
import { posts } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import type { Services } from '../../platform/services.ts';
import { slugFromTitle, uniqueSlug } from '../../platform/slugs.ts';
import { readPost } from './find-post.ts';
import { isPostSlugTaken } from './post-slugs.ts';

type PostInput = z.output<typeof createPostSchema>;

/** Publishes the viewer's post, its HTML sanitized, under a free slug made from the title. */
export async function createPost(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  input: PostInput,
) {
  const post = await insertPost(services.db, viewer.id, input);
  await services.events.emit('post.published', { actor: viewer, post });
  return readPost(services, post.id);
}

async function insertPost(db: Database, authorId: string, input: PostInput) {
  const { title, category, image, imageAlt } = input;
  const content = sanitizeRichText(input.content);
  // Two posts with one title at the same moment: the unique index refuses one, which retries.
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueSlug(slugFromTitle(title), (taken) => isPostSlugTaken(db, taken));
    try {
      const [created] = await db
        .insert(posts)
        .values({ userId: authorId, slug, content, title, category, image, imageAlt })
        .returning({ id: posts.id });
      return { id: created!.id, slug, title };
    } catch (error) {
      if (violatedUniqueConstraint(error) === null || attempt >= 3) throw error;
    }
  }
}
