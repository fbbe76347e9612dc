import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createPostSchema, updatePostSchema } from '#contracts/posts.ts';
import type { Database } from '../../db/client.ts';
import { posts } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { isModeration, logModeration } from '../../platform/moderation-log.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import { slugFromTitle, uniqueSlug } from '../../platform/slugs.ts';

const isSlugTaken = (db: Database, exceptId?: string) => async (slug: string) => {
  const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug)).limit(1);
  return Boolean(row && row.id !== exceptId);
};

export async function createPost(
  db: Database,
  authorId: string,
  input: z.output<typeof createPostSchema>,
) {
  const content = sanitizeRichText(input.content);
  // Two posts with one title at the same moment: the unique index refuses one, which retries.
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueSlug(slugFromTitle(input.title), isSlugTaken(db));
    try {
      const [created] = await db
        .insert(posts)
        .values({ userId: authorId, slug, content, ...pick(input) })
        .returning({ id: posts.id });
      return created!.id;
    } catch (error) {
      if (violatedUniqueConstraint(error) === null || attempt >= 3) throw error;
    }
  }
}

const pick = ({ title, category, image }: z.output<typeof createPostSchema>) => ({
  title,
  category,
  image,
});

export async function findPost(db: Database, postId: string) {
  const [post] = await db
    .select({ id: posts.id, userId: posts.userId, slug: posts.slug })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  if (!post) throw notFound('Post not found');
  return post;
}

type PostRef = { id: string; userId: string };

/**
 * Changed fields only. The slug stays as it is when the title changes, unless one is sent. An
 * admin's change to someone else's post is logged with it.
 */
export async function updatePost(
  db: Database,
  post: PostRef,
  changes: z.output<typeof updatePostSchema>,
  actor: Viewer,
) {
  const postId = post.id;
  const values: Partial<typeof posts.$inferInsert> = {};
  if (changes.title !== undefined) values.title = changes.title;
  if (changes.content !== undefined) values.content = sanitizeRichText(changes.content);
  if (changes.category !== undefined) values.category = changes.category;
  if (changes.image !== undefined) values.image = changes.image;
  if (changes.slug !== undefined) {
    if (await isSlugTaken(db, postId)(changes.slug)) throw conflict('That slug is already in use');
    values.slug = changes.slug;
  }
  if (Object.keys(values).length === 0) return;
  try {
    await db.transaction(async (tx) => {
      await tx.update(posts).set(values).where(eq(posts.id, postId));
      if (isModeration(actor, post.userId)) {
        await logModeration(
          tx,
          actor,
          'post.update',
          { type: 'post', id: postId },
          { authorId: post.userId, fields: Object.keys(values) },
        );
      }
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) !== null) throw conflict('That slug is already in use');
    throw error;
  }
}

/** Deletes a post with its comments; an admin's deletion of someone else's post is logged with it. */
export async function deletePost(db: Database, post: PostRef, actor: Viewer) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(posts)
      .where(eq(posts.id, post.id))
      .returning({ title: posts.title });
    if (deleted && isModeration(actor, post.userId)) {
      await logModeration(
        tx,
        actor,
        'post.delete',
        { type: 'post', id: post.id },
        { title: deleted.title, authorId: post.userId },
      );
    }
  });
}
