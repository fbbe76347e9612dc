import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { donationTransactions } from '../../db/schema.ts';
import {
  addDailyCounts,
  SITE_SUBJECT_ID,
  utcDay,
  type DailyCounter,
  type DailySubject,
} from '../../platform/daily-stats.ts';

/**
 * The daily rollup's counts from the writes' events (views come from the views flush,
 * `platform/view-counts.ts`): each adds to today's row (UTC, by the app's clock) of its subject.
 * Likes count each like given (an unlike takes nothing back from the day it was given); a
 * follow counts when it is new; a gift counts once its money is received.
 */
export function registerStatsRollup(app: FastifyInstance) {
  const { events, services } = app;
  const add = (
    subjectType: DailySubject,
    subjectId: string,
    counts: Partial<Record<DailyCounter, number>>,
  ) => addDailyCounts(services.db, utcDay(services.clock.now()), subjectType, subjectId, counts);

  events.on('comment.created', ({ post }) => add('post', post.id, { comments: 1 }));
  events.on('comment.liked', async ({ comment, liked }) => {
    if (liked) await add('post', comment.postId, { likes: 1 });
  });
  events.on('user.followed', async ({ followedId, isNew }) => {
    if (isNew) await add('author', followedId, { followers: 1 });
  });
  events.on('donation.received', ({ donation }) =>
    add('case', donation.caseId, { gifts: 1, giftsAmountCents: donation.amountCents }),
  );
  events.on('donation.settled', async ({ donation }) => {
    if (donation.status !== 'completed') return;
    const [gift] = await services.db
      .select({ amountCents: donationTransactions.amountCents })
      .from(donationTransactions)
      .where(eq(donationTransactions.id, donation.id));
    if (gift) await add('case', donation.caseId, { gifts: 1, giftsAmountCents: gift.amountCents });
  });
  events.on('user.signed-up', () => add('site', SITE_SUBJECT_ID, { members: 1 }));
  events.on('post.published', () => add('site', SITE_SUBJECT_ID, { posts: 1 }));
  events.on('story.submitted', () => add('site', SITE_SUBJECT_ID, { narratives: 1 }));
}
