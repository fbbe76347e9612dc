import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { postSlugRedirects, posts } from '../../db/schema.ts';

/** Whether another post than `exceptId` has the slug. */
export async function isPostSlugTaken(db: Database, slug: string, exceptId?: string) {
  const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug)).limit(1);
  return Boolean(row && row.id !== exceptId);
}

/** The post a former slug now leads to, if any. */
export async function redirectedPostId(db: Database, slug: string) {
  const [row] = await db
    .select({ postId: postSlugRedirects.postId })
    .from(postSlugRedirects)
    .where(eq(postSlugRedirects.slug, slug))
    .limit(1);
  return row?.postId ?? null;
}

/**
 * The post's slug moves from `from` to `to`: the old one leads to the post from now on, and the
 * new one is no longer a redirect of any post (a live slug wins over a former one).
 */
export async function rememberFormerSlug(
  tx: Transaction,
  postId: string,
  from: string,
  to: string,
) {
  await tx.delete(postSlugRedirects).where(eq(postSlugRedirects.slug, to));
  await tx
    .insert(postSlugRedirects)
    .values({ slug: from, postId })
    .onConflictDoUpdate({ target: postSlugRedirects.slug, set: { postId } });
}
