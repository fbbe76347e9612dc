import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updatePostSchema } from '#contracts/posts.ts';
import { posts } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { conflict } from '../../platform/errors.ts';
import { logIfModeration } from '../../platform/moderation-log.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import type { Services } from '../../platform/services.ts';
import { readPost } from './find-post.ts';
import { isPostSlugTaken } from './post-slugs.ts';

const SLUG_TAKEN = 'That slug is already in use';

/**
 * Changed fields only. The slug stays as it is when the title changes, unless one is sent. An
 * admin's change to someone else's post is logged with it.
 */
export async function updatePost(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  post: { id: string; userId: string },
  changes: z.output<typeof updatePostSchema>,
) {
  const { db } = services;
  const values: Partial<typeof posts.$inferInsert> = {};
  if (changes.title !== undefined) values.title = changes.title;
  if (changes.content !== undefined) values.content = sanitizeRichText(changes.content);
  if (changes.category !== undefined) values.category = changes.category;
  if (changes.image !== undefined) values.image = changes.image;
  if (changes.imageAlt !== undefined) values.imageAlt = changes.imageAlt;
  if (changes.slug !== undefined) {
    if (await isPostSlugTaken(db, changes.slug, post.id)) throw conflict(SLUG_TAKEN);
    values.slug = changes.slug;
  }
  if (Object.keys(values).length > 0) {
    try {
      await db.transaction(async (tx) => {
        await tx.update(posts).set(values).where(eq(posts.id, post.id));
        await logIfModeration(
          tx,
          viewer,
          post.userId,
          'post.update',
          { type: 'post', id: post.id },
          { authorId: post.userId, fields: Object.keys(values) },
        );
      });
    } catch (error) {
      if (violatedUniqueConstraint(error) !== null) throw conflict(SLUG_TAKEN);
      throw error;
    }
    await services.events.emit('post.updated', { postId: post.id });
  }
  return readPost(services, post.id);
}
