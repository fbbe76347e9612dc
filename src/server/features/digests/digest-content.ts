import { and, asc, eq, exists, gte, lt, sql } from 'drizzle-orm';
import {
  donationCases,
  donationCaseUpdates,
  donationTransactions,
  follows,
  posts,
  stories,
  users,
} from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import type { DigestPeriod } from './digest-periods.ts';

/** At most this many of each kind in one digest; the site has the rest. */
const EACH = 20;

export interface DigestItem {
  title: string;
  /** Who wrote it, or the case it is news of. */
  source: string;
  /** The path on the site, from its root. */
  path: string;
}

export interface DigestContent {
  posts: DigestItem[];
  narratives: DigestItem[];
  caseUpdates: DigestItem[];
}

export const itemCount = (content: DigestContent) =>
  content.posts.length + content.narratives.length + content.caseUpdates.length;

/**
 * What is new for the member in the period: posts published and narratives approved by the
 * authors they follow, and updates of the cases they gave to. Never a draft, a scheduled post or
 * a narrative not (or no longer) approved.
 */
export async function digestContent(
  { db }: Pick<Services, 'db'>,
  userId: string,
  period: DigestPeriod,
): Promise<DigestContent> {
  const followed = (authorColumn: typeof posts.userId | typeof stories.userId) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(follows)
        .where(and(eq(follows.followerId, userId), eq(follows.followingId, authorColumn))),
    );
  const [newPosts, newNarratives, updates] = await Promise.all([
    db
      .select({ title: posts.title, slug: posts.slug, author: users.username })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(
        and(
          eq(posts.status, 'published'),
          gte(posts.createdAt, period.start),
          lt(posts.createdAt, period.end),
          followed(posts.userId),
        ),
      )
      .orderBy(asc(posts.createdAt))
      .limit(EACH),
    db
      .select({ title: stories.title, slug: stories.slug, author: users.username })
      .from(stories)
      .innerJoin(users, eq(users.id, stories.userId))
      .where(
        and(
          eq(stories.status, 'approved'),
          // Approval is the narrative's last change until its author edits it again.
          gte(stories.updatedAt, period.start),
          lt(stories.updatedAt, period.end),
          followed(stories.userId),
        ),
      )
      .orderBy(asc(stories.updatedAt))
      .limit(EACH),
    db
      .select({
        title: donationCaseUpdates.title,
        caseId: donationCases.id,
        caseTitle: donationCases.title,
      })
      .from(donationCaseUpdates)
      .innerJoin(donationCases, eq(donationCases.id, donationCaseUpdates.donationCaseId))
      .where(
        and(
          gte(donationCaseUpdates.postedAt, period.start),
          lt(donationCaseUpdates.postedAt, period.end),
          exists(
            db
              .select({ one: sql`1` })
              .from(donationTransactions)
              .where(
                and(
                  eq(donationTransactions.donationCaseId, donationCaseUpdates.donationCaseId),
                  eq(donationTransactions.donorUserId, userId),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(donationCaseUpdates.postedAt))
      .limit(EACH),
  ]);
  return {
    posts: newPosts.map((p) => ({
      title: p.title,
      source: p.author,
      path: `/post/${encodeURIComponent(p.slug)}`,
    })),
    narratives: newNarratives.map((n) => ({
      title: n.title,
      source: n.author,
      path: `/narrative/${encodeURIComponent(n.slug)}`,
    })),
    caseUpdates: updates.map((u) => ({
      title: u.title,
      source: u.caseTitle,
      path: `/donate/${u.caseId}`,
    })),
  };
}
