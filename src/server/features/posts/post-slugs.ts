import { and, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { postSlugRedirects, posts } from '../../db/schema.ts';
import { isPublicPost } from '../../platform/public-targets.ts';
import { uniqueSlug } from '../../platform/slugs.ts';

type Reader = Database | Transaction;

/**
 * Whether the address is another post's: a published post's slug, or an address that leads to
 * another post (a former slug, or the slug of a post taken back from publication). Drafts and
 * scheduled posts hold no address here, so choosing a slug never tells anyone they exist.
 */
export async function isPostSlugTaken(db: Reader, slug: string, exceptId?: string) {
  const [live] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.slug, slug), isPublicPost, exceptId ? ne(posts.id, exceptId) : undefined))
    .limit(1);
  if (live) return true;
  const [kept] = await db
    .select({ postId: postSlugRedirects.postId })
    .from(postSlugRedirects)
    .where(eq(postSlugRedirects.slug, slug))
    .limit(1);
  return Boolean(kept && kept.postId !== exceptId);
}

/** The slug itself when no other post holds it publicly, else with a short random suffix. */
export const freePostSlug = (db: Reader, base: string, postId?: string) =>
  uniqueSlug(base, (candidate) => isPostSlugTaken(db, candidate, postId));

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
 * An address the post had in public stays with it: its old links lead to it (301 while it is
 * published, 404 while it is not), and no other post can take it.
 */
export async function keepFormerSlug(tx: Transaction, postId: string, slug: string) {
  await tx
    .insert(postSlugRedirects)
    .values({ slug, postId })
    .onConflictDoNothing({ target: postSlugRedirects.slug });
}

/** The post is public at `slug` again: that address is its live slug, no longer a former one. */
export async function takeBackOwnSlug(tx: Transaction, postId: string, slug: string) {
  await tx
    .delete(postSlugRedirects)
    .where(and(eq(postSlugRedirects.slug, slug), eq(postSlugRedirects.postId, postId)));
}
