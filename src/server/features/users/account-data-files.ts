import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { majorUnitsOf } from '#contracts/currency.constants.ts';
import {
  commentLikes,
  comments,
  donationCases,
  donationTransactions,
  follows,
  notifications,
  posts,
  stories,
  userIdentities,
  users,
} from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { giftsOfAccount } from '../../platform/account-gifts.ts';
import { coverFocusOf } from '../../platform/cover-focus.ts';
import type { UserRow } from './find-user.ts';

/** Rows read per statement: a member with a great deal of data never sits in memory at once. */
export const EXPORT_PAGE_SIZE = 500;

type Reads = Pick<Services, 'db'>;
type Item = Record<string, unknown>;

/** One JSON file of the export: a single object, or an array read page by page. */
export type AccountDataFile =
  | { name: string; kind: 'object'; read: () => Promise<Item> }
  | { name: string; kind: 'array'; pages: () => AsyncGenerator<Item[]> }
  | { name: string; kind: 'sections'; sections: Record<string, () => AsyncGenerator<Item[]>> };

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A select of a member's rows, not yet filtered, ordered or limited. */
interface KeysetSelect<Row> {
  where(filter: SQL | undefined): { orderBy(order: SQL): { limit(rows: number): Promise<Row[]> } };
}

/**
 * Pages of a member's rows (`owned`) in the order of one unique key: each statement starts after
 * the last key of the one before (no offset to skip over).
 */
async function* keyset<Row>(
  key: AnyPgColumn,
  owned: SQL,
  select: () => KeysetSelect<Row>,
  keyOf: (row: Row) => string,
  present: (row: Row) => Item,
): AsyncGenerator<Item[]> {
  let last: string | null = null;
  for (;;) {
    const rows = await select()
      .where(and(owned, last === null ? undefined : gt(key, last)))
      .orderBy(asc(key))
      .limit(EXPORT_PAGE_SIZE);
    if (rows.length > 0) yield rows.map(present);
    if (rows.length < EXPORT_PAGE_SIZE) return;
    last = keyOf(rows.at(-1)!);
  }
}

/**
 * What the export holds, file by file: only what is the member's own. Others appear by id and
 * public username at most (who follows them, whose comment they liked); no other donor, no one
 * else's e-mail and no contact of anyone else's narrative is read.
 */
export function accountDataFiles({ db }: Reads, user: UserRow): AccountDataFile[] {
  /** The members on one side of the member's follows (`theirs`), the member on the other. */
  const members = (theirs: AnyPgColumn, member: AnyPgColumn) =>
    keyset(
      theirs,
      eq(member, user.id),
      () =>
        db
          .select({ id: users.id, username: users.username, since: follows.createdAt })
          .from(follows)
          .innerJoin(users, eq(users.id, theirs)),
      (row) => row.id,
      (row) => ({ _id: row.id, username: row.username, since: iso(row.since) }),
    );
  return [
    {
      name: 'profile.json',
      kind: 'object',
      read: async () => {
        const identities = await db
          .select({ provider: userIdentities.provider, linkedAt: userIdentities.createdAt })
          .from(userIdentities)
          .where(eq(userIdentities.userId, user.id))
          .orderBy(asc(userIdentities.provider));
        return {
          _id: user.id,
          username: user.username,
          email: user.email,
          verified: user.verified,
          dateOfBirth: user.dateOfBirth,
          profilePicture: user.profilePicture,
          bio: user.bio,
          isAdmin: user.isAdmin,
          isPublisher: user.isPublisher,
          isBanned: user.isBanned,
          banReason: user.banReason,
          banExpiresAt: iso(user.banExpiresAt),
          pushEnabled: user.pushEnabled,
          hasPassword: user.passwordHash !== null,
          signInProviders: identities.map(({ provider, linkedAt }) => ({
            provider,
            linkedAt: iso(linkedAt),
          })),
          followersCount: user.followersCount,
          followingCount: user.followingCount,
          createdAt: iso(user.createdAt),
          updatedAt: iso(user.updatedAt),
        };
      },
    },
    {
      name: 'posts.json',
      kind: 'array',
      pages: () =>
        keyset(
          posts.id,
          eq(posts.userId, user.id),
          () => db.select().from(posts),
          (row) => row.id,
          (post) => ({
            _id: post.id,
            status: post.status,
            title: post.title,
            slug: post.slug,
            content: post.content,
            excerpt: post.excerpt,
            image: post.image,
            imageAlt: post.imageAlt,
            coverFocus: coverFocusOf(post),
            category: post.category,
            views: post.views,
            publishAt: iso(post.publishAt),
            createdAt: iso(post.createdAt),
            updatedAt: iso(post.updatedAt),
          }),
        ),
    },
    {
      name: 'narratives.json',
      kind: 'array',
      pages: () =>
        keyset(
          stories.id,
          eq(stories.userId, user.id),
          () => db.select().from(stories),
          (row) => row.id,
          (story) => ({
            _id: story.id,
            status: story.status,
            title: story.title,
            slug: story.slug,
            body: story.body,
            country: story.country,
            category: story.category,
            contactPlatform: story.contactPlatform,
            contactUsername: story.contactUsername,
            contactVisibility: story.contactVisibility,
            image: story.image,
            imageAlt: story.imageAlt,
            coverFocus: coverFocusOf(story),
            rejectionReason: story.rejectionReason,
            views: story.views,
            createdAt: iso(story.createdAt),
            updatedAt: iso(story.updatedAt),
          }),
        ),
    },
    {
      name: 'comments.json',
      kind: 'array',
      pages: () =>
        keyset(
          comments.id,
          eq(comments.userId, user.id),
          () =>
            db
              .select({
                comment: comments,
                // The post is named only while it is public; a draft's title is its author's.
                post: {
                  slug: sql<
                    string | null
                  >`case when ${posts.status} = 'published' then ${posts.slug} end`,
                  title: sql<
                    string | null
                  >`case when ${posts.status} = 'published' then ${posts.title} end`,
                },
              })
              .from(comments)
              .innerJoin(posts, eq(posts.id, comments.postId)),
          (row) => row.comment.id,
          ({ comment, post }) => ({
            _id: comment.id,
            content: comment.content,
            post: { _id: comment.postId, slug: post.slug, title: post.title },
            parentId: comment.parentId,
            numberOfLikes: comment.numberOfLikes,
            createdAt: iso(comment.createdAt),
            updatedAt: iso(comment.updatedAt),
          }),
        ),
    },
    {
      name: 'likes.json',
      kind: 'array',
      pages: () =>
        keyset(
          commentLikes.commentId,
          eq(commentLikes.userId, user.id),
          () =>
            db
              .select({
                commentId: commentLikes.commentId,
                postId: comments.postId,
                likedAt: commentLikes.createdAt,
              })
              .from(commentLikes)
              .innerJoin(comments, eq(comments.id, commentLikes.commentId)),
          (row) => row.commentId,
          (like) => ({
            commentId: like.commentId,
            postId: like.postId,
            likedAt: iso(like.likedAt),
          }),
        ),
    },
    {
      name: 'follows.json',
      kind: 'sections',
      sections: {
        following: () => members(follows.followingId, follows.followerId),
        followers: () => members(follows.followerId, follows.followingId),
      },
    },
    {
      name: 'notifications.json',
      kind: 'array',
      pages: () =>
        keyset(
          notifications.id,
          eq(notifications.recipientId, user.id),
          () =>
            db
              .select({
                id: notifications.id,
                type: notifications.type,
                title: notifications.title,
                // An admin's "<donor> gave $X" names another person's gift: the donor is left out.
                message: sql<string>`case
                  when ${notifications.type} <> 'donation_received' then ${notifications.message}
                  when ${donationTransactions.donorName} is not null
                    and left(${notifications.message}, length(${donationTransactions.donorName})) = ${donationTransactions.donorName}
                    then 'A donor' || substr(${notifications.message}, length(${donationTransactions.donorName}) + 1)
                  else 'A donation was received' end`,
                read: notifications.read,
                postSlug: notifications.postSlug,
                donationId: notifications.donationId,
                triggeredBy: users.username,
                createdAt: notifications.createdAt,
              })
              .from(notifications)
              .leftJoin(users, eq(users.id, notifications.triggeredById))
              .leftJoin(
                donationTransactions,
                and(
                  eq(notifications.type, 'donation_received'),
                  sql`${notifications.dedupeKey} = 'donation:' || ${donationTransactions.id}::text`,
                ),
              ),
          (row) => row.id,
          (row) => ({
            _id: row.id,
            type: row.type,
            title: row.title,
            message: row.message,
            read: row.read,
            postSlug: row.postSlug,
            donationId: row.donationId,
            triggeredBy: row.triggeredBy,
            createdAt: iso(row.createdAt),
          }),
        ),
    },
    {
      name: 'gifts.json',
      kind: 'array',
      pages: () =>
        keyset(
          donationTransactions.id,
          giftsOfAccount(user),
          () =>
            db
              .select({
                gift: donationTransactions,
                caseTitle: donationCases.title,
                currency: donationCases.currency,
              })
              .from(donationTransactions)
              .innerJoin(donationCases, eq(donationCases.id, donationTransactions.donationCaseId)),
          (row) => row.gift.id,
          ({ gift, caseTitle, currency }) => ({
            _id: gift.id,
            donationCase: { _id: gift.donationCaseId, title: caseTitle },
            amount: majorUnitsOf(gift.amountCents, currency),
            currency,
            status: gift.status,
            receiptNumber: gift.receiptNumber,
            donorName: gift.donorName,
            // An address typed for someone else's receipt is not the member's to take away.
            donorEmail:
              gift.donorEmail?.toLowerCase() === user.email.toLowerCase() ? gift.donorEmail : null,
            message: gift.message,
            showPublicly: gift.showPublicly,
            wantsUpdates: gift.wantsUpdates,
            madeWhileSignedIn: gift.donorUserId === user.id,
            provider: gift.provider,
            createdAt: iso(gift.createdAt),
            completedAt: iso(gift.completedAt),
          }),
        ),
    },
  ];
}
