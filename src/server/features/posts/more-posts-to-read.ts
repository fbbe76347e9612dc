import { and, desc, eq, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { MORE_TO_READ } from '#contracts/common.constants.ts';
import type { Post } from '#contracts/posts.ts';
import { posts, users } from '../../db/schema.ts';
import { authorColumns } from '../../platform/author-summary.ts';
import type { Services } from '../../platform/services.ts';
import { keyWordsQuery, similarity } from '../../platform/similar-text.ts';
import { isPublished, postColumns } from './list-posts.ts';
import { toPost } from './post-presenter.ts';

const newestFirst = [desc(posts.createdAt), desc(posts.id)];

/**
 * What to read after a post: its author's other latest published posts, and published posts of
 * its category, those closest to its text first (then the newest, when too few share a word).
 */
export async function morePostsToRead(
  services: Pick<Services, 'db'>,
  post: Pick<Post, '_id' | 'category' | 'userId'>,
): Promise<{ related: Post[]; moreFromAuthor: Post[] }> {
  const { db } = services;
  const select = (where: SQL | undefined, order: SQL[], limit: number) =>
    db
      .select({ post: postColumns, author: authorColumns })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(and(isPublished, ne(posts.id, post._id), where))
      .orderBy(...order)
      .limit(limit)
      .then((rows) => rows.map((row) => toPost(row.post, row.author)));

  const sameCategory = eq(posts.category, post.category);
  const keyWords = keyWordsQuery(
    sql`(select ${posts.searchVector} from ${posts} where ${posts.id} = ${post._id})`,
  );
  const [closest, moreFromAuthor] = await Promise.all([
    select(
      and(sameCategory, sql`${posts.searchVector} @@ ${keyWords}`),
      [desc(similarity(posts.searchVector, keyWords)), ...newestFirst],
      MORE_TO_READ,
    ),
    post.userId
      ? select(eq(posts.userId, post.userId._id), newestFirst, MORE_TO_READ)
      : Promise.resolve([]),
  ]);
  const shown = closest.map((item) => item._id);
  const newest =
    closest.length < MORE_TO_READ
      ? await select(
          and(sameCategory, shown.length > 0 ? notInArray(posts.id, shown) : undefined),
          newestFirst,
          MORE_TO_READ - closest.length,
        )
      : [];
  return { related: [...closest, ...newest], moreFromAuthor };
}
