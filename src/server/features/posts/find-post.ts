import { eq } from 'drizzle-orm';
import { POST_MESSAGES, type Post, type PostStatus } from '#contracts/posts.ts';
import { posts, users } from '../../db/schema.ts';
import { authorColumns } from '../../platform/author-summary.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { postColumns } from './list-posts.ts';
import { toPost } from './post-presenter.ts';

export interface PostToDecide {
  id: string;
  userId: string;
  slug: string;
  status: PostStatus;
}

/** What deciding on a post needs: whose it is and whether it is public. 404 when there is none. */
export async function findPost(
  services: Pick<Services, 'db'>,
  postId: string,
): Promise<PostToDecide> {
  const [post] = await services.db
    .select({ id: posts.id, userId: posts.userId, slug: posts.slug, status: posts.status })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  if (!post) throw notFound(POST_MESSAGES.notFound);
  return { ...post, status: post.status as PostStatus };
}

/** The post as the API answers it, author included, whatever its status (after a write). */
export async function readPost(services: Pick<Services, 'db'>, postId: string): Promise<Post> {
  const [row] = await services.db
    .select({ post: postColumns, author: authorColumns })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(eq(posts.id, postId))
    .limit(1);
  if (!row) throw notFound(POST_MESSAGES.notFound);
  return toPost(row.post, row.author);
}
