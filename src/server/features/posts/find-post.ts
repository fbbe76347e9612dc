import { eq } from 'drizzle-orm';
import type { Post } from '#contracts/posts.ts';
import { posts } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { listPosts } from './list-posts.ts';

/** What deciding on a post needs: whose it is. 404 when there is no such post. */
export async function findPost(services: Pick<Services, 'db'>, postId: string) {
  const [post] = await services.db
    .select({ id: posts.id, userId: posts.userId, slug: posts.slug })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  if (!post) throw notFound('Post not found');
  return post;
}

/** The post as the API answers it, author included. */
export async function readPost(services: Pick<Services, 'db'>, postId: string): Promise<Post> {
  const {
    posts: [post],
  } = await listPosts(services, { postId, sort: 'desc', startIndex: 0, limit: 1 });
  if (!post) throw notFound('Post not found');
  return post;
}
