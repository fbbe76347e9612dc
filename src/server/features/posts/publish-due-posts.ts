import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { posts, users } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { recordRevision } from './post-revisions.ts';
import { freePostSlug, isPostSlugTaken, takeBackOwnSlug } from './post-slugs.ts';

const BATCH_SIZE = 50;

/**
 * Publishes the scheduled posts whose time is at or before `now`, each dated its scheduled time,
 * with a revision, and tells their authors' followers. The claim takes the rows with `FOR UPDATE
 * SKIP LOCKED`, so with several processes on one database each post is published by exactly one
 * of them; a post whose slug another post has since made public goes out at a free one.
 * Answers how many it published.
 */
export async function publishDuePosts(
  services: Pick<Services, 'db' | 'events'>,
  now: Date,
): Promise<number> {
  let total = 0;
  for (;;) {
    const published = await services.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: posts.id, slug: posts.slug, title: posts.title, userId: posts.userId })
        .from(posts)
        .where(and(eq(posts.status, 'scheduled'), lte(posts.publishAt, now)))
        .orderBy(asc(posts.publishAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      const claimed = [];
      for (const post of due) {
        // A scheduled post reserved no address: taken meanwhile, it goes out at a free one.
        const slug = (await isPostSlugTaken(tx, post.slug, post.id))
          ? await freePostSlug(tx, post.slug, post.id)
          : post.slug;
        await tx
          .update(posts)
          .set({ status: 'published', slug, createdAt: sql`${posts.publishAt}` })
          .where(eq(posts.id, post.id));
        await takeBackOwnSlug(tx, post.id, slug);
        await recordRevision(tx, post.id, post.userId);
        claimed.push({ ...post, slug });
      }
      return claimed;
    });
    if (published.length === 0) return total;
    total += published.length;
    const authors = await services.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(
        inArray(
          users.id,
          published.map((post) => post.userId),
        ),
      );
    const byId = new Map(authors.map((author) => [author.id, author]));
    for (const { userId, ...post } of published) {
      const author = byId.get(userId);
      if (author) await services.events.emit('post.published', { author, post });
    }
    if (published.length < BATCH_SIZE) return total;
  }
}
