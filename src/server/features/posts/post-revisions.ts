import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { POST_REVISIONS_KEPT } from '#contracts/posts.ts';
import type { Transaction } from '../../db/client.ts';
import { postRevisions, posts } from '../../db/schema.ts';

/**
 * Keeps the post as it now is (inside the write's transaction) as a revision by `editorId`, and
 * drops the oldest beyond the last POST_REVISIONS_KEPT.
 */
export async function recordRevision(tx: Transaction, postId: string, editorId: string | null) {
  await tx.insert(postRevisions).select(
    tx
      .select({
        id: sql`gen_random_uuid()`.as('id'),
        postId: posts.id,
        editorId: sql`${editorId}::uuid`.as('editor_id'),
        title: posts.title,
        content: posts.content,
        excerpt: posts.excerpt,
        image: posts.image,
        imageAlt: posts.imageAlt,
        coverFocusX: posts.coverFocusX,
        coverFocusY: posts.coverFocusY,
        category: posts.category,
        createdAt: sql`now()`.as('created_at'),
      })
      .from(posts)
      .where(eq(posts.id, postId)),
  );
  const kept = tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
    .limit(POST_REVISIONS_KEPT);
  await tx
    .delete(postRevisions)
    .where(and(eq(postRevisions.postId, postId), notInArray(postRevisions.id, kept)));
}
