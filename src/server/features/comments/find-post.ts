import { and, eq } from 'drizzle-orm';
import { posts } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { isPublicPost } from '../../platform/public-targets.ts';
import type { Services } from '../../platform/services.ts';

/**
 * The post comments are on, as their notifications name it; 404 when there is none or when it is
 * a draft or scheduled post (not public, so nobody comments on it).
 */
export async function findPost(services: Pick<Services, 'db'>, postId: string) {
  const [post] = await services.db
    .select({ id: posts.id, userId: posts.userId, slug: posts.slug, title: posts.title })
    .from(posts)
    .where(and(eq(posts.id, postId), isPublicPost))
    .limit(1);
  if (!post) throw notFound('Post not found');
  return post;
}
