import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { MORE_TO_READ } from '#contracts/common.constants.ts';
import type { Story } from '#contracts/stories.ts';
import { stories } from '../../db/schema.ts';
import type { ListKeys } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';
import {
  inOrderOf,
  keyWordsQuery,
  RELATED_CANDIDATES,
  relatedIds,
  similarity,
} from '../../platform/similar-text.ts';
import { pageOfStories } from './list-stories.ts';

const NEWEST_FIRST: ListKeys = { keys: [stories.createdAt, stories.id], direction: 'desc' };

/**
 * What to read after a narrative: its author's other latest approved narratives, and approved
 * narratives of its category: of its newest `RELATED_CANDIDATES`, those closest to its text
 * first, then the newest. Pending, rejected and taken-down narratives are not approved.
 */
export async function moreNarrativesToRead(
  services: Pick<Services, 'db'>,
  story: Pick<Story, '_id' | 'category' | 'userId'>,
): Promise<{ related: Story[]; moreFromAuthor: Story[] }> {
  const { db } = services;
  const others = and(eq(stories.status, 'approved'), ne(stories.id, story._id));
  const select = (where: SQL | undefined) =>
    pageOfStories(db, and(others, where), NEWEST_FIRST, { startIndex: 0, limit: MORE_TO_READ });

  const keyWords = keyWordsQuery(
    sql`(select ${stories.searchVector} from ${stories} where ${stories.id} = ${story._id})`,
  );
  const [candidates, moreFromAuthor] = await Promise.all([
    db
      .select({ id: stories.id, closeness: similarity(stories.searchVector, keyWords) })
      .from(stories)
      .where(and(others, eq(stories.category, story.category)))
      .orderBy(desc(stories.createdAt), desc(stories.id))
      .limit(RELATED_CANDIDATES),
    select(eq(stories.userId, story.userId)),
  ]);
  const ids = relatedIds(candidates);
  const related = ids.length > 0 ? await select(inArray(stories.id, ids)) : [];
  return { related: inOrderOf(ids, related), moreFromAuthor };
}
