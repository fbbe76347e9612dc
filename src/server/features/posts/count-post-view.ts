import { eq } from 'drizzle-orm';
import { posts } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { countViewOnce, viewCount } from '../../platform/view-counts.ts';
import type { ViewLedger } from '../../platform/view-ledger.ts';

/** Counts the visitor's view of the post, once per `ledger` window; answers the count. */
export async function countPostView(
  services: Pick<Services, 'db' | 'events'>,
  ledger: ViewLedger,
  visitor: string,
  postId: string,
) {
  const viewed = await countViewOnce(
    ledger,
    visitor,
    postId,
    viewCount(services.db, posts, eq(posts.id, postId)),
  );
  if (!viewed) throw notFound('Post not found');
  if (viewed.counted) await services.events.emit('post.viewed', { postId });
  return { views: viewed.views };
}
