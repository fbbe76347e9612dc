import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  commentLikes,
  comments,
  donationTransactions,
  follows,
  notifications,
  users,
} from '../../db/schema.ts';
import { recordAudit, type AuditSource } from '../../platform/audit-log.ts';
import type { Viewer } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { logIfModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import { giftsOfAccount } from '../../platform/account-gifts.ts';

/**
 * Deletes an account as `ACCOUNT_DELETION_STATEMENT` (contracts/users.constants.ts) tells its
 * owner, in one transaction:
 * - the profile, posts (drafts too, with every comment on them), narratives, comments (with
 *   their replies), likes, follows both ways, notifications, reports filed and publisher
 *   requests go, by cascade, after the account is taken out of the counters others show (likes
 *   on other people's comments, follower and following counts);
 * - the notifications it caused others to receive go too (they name it);
 * - its gifts (made while signed in, or with its verified address) stay in the ledger, totals
 *   unchanged, under "Anonymous": name, e-mail, message and the link to the account are removed,
 *   and so is the donor's name in the admins' "donation received" notifications.
 * Reports about its content stay with the owner unknown; the moderation log and the audit log
 * keep their records, this deletion among them. Live connections end once it has committed.
 */
export async function deleteUser(
  services: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  userId: string,
  source: AuditSource,
) {
  await services.db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        verified: users.verified,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!account) throw notFound('User not found');

    const gifts = giftsOfAccount(account);
    await tx
      .update(notifications)
      .set({
        message: sql`'Anonymous' || substr(${notifications.message}, length(${donationTransactions.donorName}) + 1)`,
      })
      .from(donationTransactions)
      .where(
        and(
          gifts,
          eq(notifications.type, 'donation_received'),
          sql`${notifications.dedupeKey} = 'donation:' || ${donationTransactions.id}::text`,
          sql`left(${notifications.message}, length(${donationTransactions.donorName})) = ${donationTransactions.donorName}`,
        ),
      );
    const anonymized = await tx
      .update(donationTransactions)
      .set({
        donorName: 'Anonymous',
        donorEmail: null,
        message: null,
        donorUserId: null,
        wantsUpdates: false,
        showPublicly: false,
        idempotencyKey: null,
      })
      .where(gifts)
      .returning({ id: donationTransactions.id });

    await tx.delete(notifications).where(eq(notifications.triggeredById, userId));

    const liked = tx
      .select({ id: commentLikes.commentId })
      .from(commentLikes)
      .where(eq(commentLikes.userId, userId));
    await tx
      .update(comments)
      .set({
        numberOfLikes: sql`${comments.numberOfLikes} - 1`,
        updatedAt: sql`${comments.updatedAt}`,
      })
      .where(inArray(comments.id, liked));

    // Those they followed lose a follower; those who followed them follow one fewer.
    const counts = [
      { counter: 'followersCount', other: follows.followingId, self: follows.followerId },
      { counter: 'followingCount', other: follows.followerId, self: follows.followingId },
    ] as const;
    for (const { counter, other, self } of counts) {
      const others = tx.select({ id: other }).from(follows).where(eq(self, userId));
      await tx
        .update(users)
        .set({ [counter]: sql`${users[counter]} - 1` })
        .where(inArray(users.id, others));
    }

    // Before the row goes: the entry's link to an owner who deleted themself is then let go,
    // and the entry keeps their name.
    await recordAudit(
      tx,
      source,
      'account.delete',
      { type: 'user', id: userId },
      {
        username: account.username,
        byOwner: actor.id === userId,
        giftsAnonymized: anonymized.length,
      },
    );
    await tx.delete(users).where(eq(users.id, userId));
    await logIfModeration(
      tx,
      actor,
      userId,
      'user.delete',
      { type: 'user', id: userId },
      { username: account.username },
    );
  });
  await services.events.emit('user.deleted', { userId });
  await services.events.emit('user.sessions-ended', { userId });
}
