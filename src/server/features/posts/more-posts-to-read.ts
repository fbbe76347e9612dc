import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { MORE_TO_READ } from '#contracts/common.constants.ts';
import type { Post } from '#contracts/posts.ts';
import { posts, users } from '../../db/schema.ts';
import { authorColumns } from '../../platform/author-summary.ts';
import type { Services } from '../../platform/services.ts';
import {
  inOrderOf,
  keyWordsQuery,
  RELATED_CANDIDATES,
  relatedIds,
  similarity,
} from '../../platform/similar-text.ts';
import { isPublished, postColumns } from './list-posts.ts';
import { toPost } from './post-presenter.ts';

const newestFirst = [desc(posts.createdAt), desc(posts.id)];

/**
 * What to read after a post: its author's other latest published posts, and published posts of
 * its category: of its newest `RELATED_CANDIDATES`, those closest to its text first, then the
 * newest.
 */
export async function morePostsToRead(
  services: Pick<Services, 'db'>,
  post: Pick<Post, '_id' | 'category' | 'userId'>,
): Promise<{ related: Post[]; moreFromAuthor: Post[] }> {
  const { db } = services;
  const others = and(isPublished, ne(posts.id, post._id));
  const select = (where: SQL | undefined, limit: number) =>
    db
      .select({ post: postColumns, author: authorColumns })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(and(others, where))
      .orderBy(...newestFirst)
      .limit(limit)
      .then((rows) => rows.map((row) => toPost(row.post, row.author)));

  const keyWords = keyWordsQuery(
    sql`(select ${posts.searchVector} from ${posts} where ${posts.id} = ${post._id})`,
  );
  const [candidates, moreFromAuthor] = await Promise.all([
    db
      .select({ id: posts.id, closeness: similarity(posts.searchVector, keyWords) })
      .from(posts)
      .where(and(others, eq(posts.category, post.category)))
      .orderBy(...newestFirst)
      .limit(RELATED_CANDIDATES),
    post.userId ? select(eq(posts.userId, post.userId._id), MORE_TO_READ) : [],
  ]);
  const ids = relatedIds(candidates);
  const related = ids.length > 0 ? await select(inArray(posts.id, ids), MORE_TO_READ) : [];
  return { related: inOrderOf(ids, related), moreFromAuthor };
}
