import { eq } from 'drizzle-orm';
import { posts } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { logIfAuthorModerated } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';

/** Deletes a post with its comments; an admin's deletion of someone else's post is logged with it. */
export async function deletePost(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  post: { id: string; userId: string },
) {
  const deleted = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(posts)
      .where(eq(posts.id, post.id))
      .returning({ title: posts.title });
    if (row) await logIfAuthorModerated(tx, viewer, 'post.delete', post, { title: row.title });
    return row;
  });
  if (deleted) await services.events.emit('post.deleted', { postId: post.id });
}
