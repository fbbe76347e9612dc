import { eq, type SQL } from 'drizzle-orm';
import type { Takedown, TakedownStatus } from '#contracts/story-takedowns.ts';
import { stories, storyTakedowns } from '../../db/schema.ts';
import { newestFirst, oldestFirst, pageAndTotal } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';

/** A page of takedown requests with their narrative: pending ones oldest first, others newest. */
export async function listTakedowns(
  services: Pick<Services, 'db'>,
  query: { status: TakedownStatus | 'all'; startIndex: number; limit: number },
) {
  const { db } = services;
  const where: SQL | undefined =
    query.status === 'all' ? undefined : eq(storyTakedowns.status, query.status);
  const order = (query.status === 'pending' ? oldestFirst : newestFirst)(
    storyTakedowns.createdAt,
    storyTakedowns.id,
  );
  const [rows, total] = await pageAndTotal(
    db,
    {
      rows: db
        .select({
          takedown: storyTakedowns,
          story: {
            _id: stories.id,
            slug: stories.slug,
            title: stories.title,
            status: stories.status,
          },
        })
        .from(storyTakedowns)
        .innerJoin(stories, eq(stories.id, storyTakedowns.storyId))
        .$dynamic(),
      of: storyTakedowns,
      where,
      order,
    },
    query,
  );
  return {
    takedowns: rows.map(({ takedown, story }): Takedown => ({
      _id: takedown.id,
      reason: takedown.reason,
      email: takedown.email,
      status: takedown.status as TakedownStatus,
      createdAt: takedown.createdAt.toISOString(),
      decidedAt: takedown.decidedAt?.toISOString() ?? null,
      story,
    })),
    totalTakedowns: total,
  };
}
