import { and, eq } from 'drizzle-orm';
import { stories } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { countViewOnce, viewCount } from '../../platform/view-counts.ts';
import type { ViewLedger } from '../../platform/view-ledger.ts';

/** Counts the visitor's view of a published narrative, once per `ledger` window. */
export async function countStoryView(
  services: Pick<Services, 'db' | 'events'>,
  ledger: ViewLedger,
  visitor: string,
  storyId: string,
) {
  const published = and(eq(stories.id, storyId), eq(stories.status, 'approved'))!;
  const viewed = await countViewOnce(
    ledger,
    visitor,
    storyId,
    viewCount(services.db, stories, published),
  );
  if (!viewed) throw notFound('Story not found');
  if (viewed.counted) await services.events.emit('story.viewed', { storyId });
  return { views: viewed.views };
}
