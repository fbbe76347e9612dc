import { and, eq } from 'drizzle-orm';
import { stories } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { storedViews } from '../../platform/view-counts.ts';
import type { ViewLedger } from '../../platform/view-ledger.ts';

/**
 * Counts the visitor's view of a published narrative, once per `ledger` window, in memory
 * (written by the next flush); answers the stored count with the views not written yet.
 */
export async function countStoryView(
  services: Pick<Services, 'db' | 'events' | 'views'>,
  ledger: ViewLedger,
  visitor: string,
  storyId: string,
) {
  const published = and(eq(stories.id, storyId), eq(stories.status, 'approved'))!;
  const stored = await storedViews(services.db, stories, published);
  if (stored === undefined) throw notFound('Story not found');
  if (ledger.firstView(visitor, storyId)) {
    services.views.stories.add(storyId);
    await services.events.emit('story.viewed', { storyId });
  }
  return { views: stored + services.views.stories.unwritten(storyId) };
}
