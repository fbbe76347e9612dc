import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { posts, users } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { recordRevision } from './post-revisions.ts';

const BATCH_SIZE = 50;

/**
 * Publishes the scheduled posts whose time is at or before `now`, each dated its scheduled time,
 * with a revision, and tells their authors' followers. The claim takes the rows with `FOR UPDATE
 * SKIP LOCKED` and flips their status in one statement: with several processes on one database,
 * each post is published by exactly one of them. Answers how many it published.
 */
export async function publishDuePosts(
  services: Pick<Services, 'db' | 'events'>,
  now: Date,
): Promise<number> {
  let total = 0;
  for (;;) {
    const published = await services.db.transaction(async (tx) => {
      const due = tx
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.status, 'scheduled'), lte(posts.publishAt, now)))
        .orderBy(asc(posts.publishAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      const claimed = await tx
        .update(posts)
        .set({ status: 'published', createdAt: sql`${posts.publishAt}` })
        .where(inArray(posts.id, due))
        .returning({ id: posts.id, slug: posts.slug, title: posts.title, userId: posts.userId });
      for (const post of claimed) await recordRevision(tx, post.id, post.userId);
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
