import type { z } from 'zod';
import type { createPostSchema } from '#contracts/posts.ts';
import { posts } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { defaultContentLanguage } from '../../platform/content-language.ts';
import { coverFocusValues } from '../../platform/cover-focus.ts';
import { conflict } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import type { Services } from '../../platform/services.ts';
import { slugFromTitle } from '../../platform/slugs.ts';
import { readPost } from './find-post.ts';
import { recordRevision } from './post-revisions.ts';
import { futurePublishTime } from './publish-time.ts';
import { SLUG_TAKEN, chosenSlug } from './post-slug-choice.ts';
import { freePostSlug, isPostSlugTaken } from './post-slugs.ts';

type PostInput = z.output<typeof createPostSchema>;

/**
 * Saves the viewer's post as a draft, scheduled for its time, or published (the default), its
 * HTML sanitized. The slug is the one asked for (turned into a slug; 409 when a published post
 * or another post's former address has it) or a free one made from the title; drafts and
 * scheduled posts of others never count. Publishing keeps the first revision and tells the
 * followers.
 */
export async function createPost(
  services: Pick<Services, 'db' | 'events' | 'clock'>,
  viewer: Viewer,
  input: PostInput,
) {
  const post = await insertPost(services, viewer.id, input);
  if (input.status === 'published')
    await services.events.emit('post.published', { author: viewer, post });
  return readPost(services, post.id);
}

async function insertPost(
  services: Pick<Services, 'db' | 'clock'>,
  authorId: string,
  input: PostInput,
) {
  const { db } = services;
  const { title, category, image, imageAlt, coverFocus, excerpt, status } = input;
  const language = input.language ?? (await defaultContentLanguage(db, authorId));
  const content = sanitizeRichText(input.content);
  const asked = chosenSlug(input.slug);
  const now = services.clock.now();
  const publishAt =
    status === 'scheduled'
      ? futurePublishTime(services, input.publishAt!)
      : status === 'published'
        ? now
        : null;
  if (asked && (await isPostSlugTaken(db, asked))) throw conflict(SLUG_TAKEN);
  // Two posts published with one title at the same moment: the unique index of published slugs
  // refuses one, which retries.
  for (let attempt = 0; ; attempt++) {
    const slug = asked ?? (await freePostSlug(db, slugFromTitle(title)));
    try {
      return await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(posts)
          .values({
            userId: authorId,
            slug,
            content,
            title,
            category,
            image,
            imageAlt,
            ...coverFocusValues(coverFocus),
            excerpt,
            language,
            status,
            publishAt,
            createdAt: now,
          })
          .returning({ id: posts.id });
        if (status === 'published') await recordRevision(tx, created!.id, authorId);
        return { id: created!.id, slug, title };
      });
    } catch (error) {
      if (violatedUniqueConstraint(error) === null) throw error;
      if (asked) throw conflict(SLUG_TAKEN);
      if (attempt >= 3) throw error;
    }
  }
}
