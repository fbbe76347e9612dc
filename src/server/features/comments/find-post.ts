import { eq } from 'drizzle-orm';
import { isPublicPost } from '#contracts/policies/posts.ts';
import { posts } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

export const POST_NOT_FOUND = 'Post not found';

/**
 * The post comments are on, as their notifications name it, in whatever state; 404 when there is
 * none. Whether it takes comments is the policy's (`authorizeCommentCreate`).
 */
export async function findPost(services: Pick<Services, 'db'>, postId: string) {
  const [post] = await services.db
    .select({
      id: posts.id,
      userId: posts.userId,
      slug: posts.slug,
      title: posts.title,
      status: posts.status,
    })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  if (!post) throw notFound(POST_NOT_FOUND);
  return post;
}

/** The same, also 404 for a draft or scheduled post: not public, so nobody reads its comments. */
export async function findPublicPost(services: Pick<Services, 'db'>, postId: string) {
  const post = await findPost(services, postId);
  if (!isPublicPost(post)) throw notFound(POST_NOT_FOUND);
  return post;
}
