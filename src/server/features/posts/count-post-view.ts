import { and, eq } from 'drizzle-orm';
import { posts } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { isPublicPost } from '../../platform/public-targets.ts';
import type { Services } from '../../platform/services.ts';
import { storedViews } from '../../platform/view-counts.ts';
import type { ViewLedger } from '../../platform/view-ledger.ts';

/**
 * Counts the visitor's view of the post, once per `ledger` window, in memory (written by the
 * next flush); answers the stored count with the views this process has not written yet.
 */
export async function countPostView(
  services: Pick<Services, 'db' | 'events' | 'views'>,
  ledger: ViewLedger,
  visitor: string,
  postId: string,
) {
  const stored = await storedViews(services.db, posts, and(eq(posts.id, postId), isPublicPost)!);
  if (stored === undefined) throw notFound('Post not found');
  if (ledger.firstView(visitor, postId)) {
    services.views.posts.add(postId);
    await services.events.emit('post.viewed', { postId });
  }
  return { views: stored + services.views.posts.unwritten(postId) };
}
