import { and, desc, eq, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { MORE_TO_READ } from '#contracts/common.constants.ts';
import type { Story } from '#contracts/stories.ts';
import { stories } from '../../db/schema.ts';
import type { ListKeys } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';
import { keyWordsQuery, similarity } from '../../platform/similar-text.ts';
import { pageOfStories } from './list-stories.ts';

const NEWEST_FIRST: ListKeys = { keys: [stories.createdAt, stories.id], direction: 'desc' };

/**
 * What to read after a narrative: its author's other latest approved narratives, and approved
 * narratives of its category, those closest to its text first (then the newest, when too few
 * share a word). Pending, rejected and taken-down narratives are not approved.
 */
export async function moreNarrativesToRead(
  services: Pick<Services, 'db'>,
  story: Pick<Story, '_id' | 'category' | 'userId'>,
): Promise<{ related: Story[]; moreFromAuthor: Story[] }> {
  const { db } = services;
  const select = (where: SQL | undefined, limit: number, first?: SQL[]) =>
    pageOfStories(
      db,
      and(eq(stories.status, 'approved'), ne(stories.id, story._id), where),
      NEWEST_FIRST,
      { startIndex: 0, limit },
      first && { first },
    );

  const sameCategory = eq(stories.category, story.category);
  const keyWords = keyWordsQuery(
    sql`(select ${stories.searchVector} from ${stories} where ${stories.id} = ${story._id})`,
  );
  const [closest, moreFromAuthor] = await Promise.all([
    select(and(sameCategory, sql`${stories.searchVector} @@ ${keyWords}`), MORE_TO_READ, [
      desc(similarity(stories.searchVector, keyWords)),
    ]),
    select(eq(stories.userId, story.userId), MORE_TO_READ),
  ]);
  const shown = closest.map((item) => item._id);
  const newest =
    closest.length < MORE_TO_READ
      ? await select(
          and(sameCategory, shown.length > 0 ? notInArray(stories.id, shown) : undefined),
          MORE_TO_READ - closest.length,
        )
      : [];
  return { related: [...closest, ...newest], moreFromAuthor };
}
