import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { majorUnitsOf } from '#contracts/currency.constants.ts';
import { formatMoney } from '#contracts/format/en-us.ts';
import { notifications, users } from '../../db/schema.ts';
import type { DonationMention, EventActor, HearthEvents } from '../../events.ts';
import { alertOf } from './notification-hub.ts';
import { notify, notifyAdmins, notifyFollowers, type NotifyingServices } from './notify.ts';

type PostRef = { slug: string; title: string; userId: string };

/** A comment on a post tells its author; a reply tells the author of the comment answered. */
export async function commentAdded(
  services: NotifyingServices,
  actor: EventActor,
  comment: { id: string; parentAuthorId: string | null; mentionedIds: string[] },
  post: PostRef,
) {
  const about = { triggeredById: actor.id, postSlug: post.slug };
  await notify(services, [
    comment.parentAuthorId
      ? {
          ...about,
          recipientId: comment.parentAuthorId,
          type: 'reply',
          title: 'New reply',
          message: `${actor.username} replied to your comment on "${post.title}"`,
          dedupeKey: `reply:${comment.id}`,
        }
      : {
          ...about,
          recipientId: post.userId,
          type: 'comment',
          title: 'New comment',
          message: `${actor.username} commented on "${post.title}"`,
          dedupeKey: `comment:${comment.id}`,
        },
    ...comment.mentionedIds.map((recipientId) => ({
      ...about,
      recipientId,
      type: 'mention' as const,
      title: 'You were mentioned',
      message: `${actor.username} mentioned you in a comment on "${post.title}"`,
      dedupeKey: `mention:${comment.id}`,
    })),
  ]);
}

/** Liking, unliking and liking again notifies once. */
export const commentLiked = (
  services: NotifyingServices,
  actor: EventActor,
  comment: { id: string; authorId: string; postSlug: string },
) =>
  notify(services, [
    {
      recipientId: comment.authorId,
      type: 'like_comment',
      title: 'New like',
      message: `${actor.username} liked your comment`,
      triggeredById: actor.id,
      postSlug: comment.postSlug,
      dedupeKey: `like:${comment.id}:${actor.id}`,
    },
  ]);

export const postPublished = (
  services: Pick<FastifyInstance, 'outbox'>,
  author: { id: string; username: string },
  post: { id: string; slug: string; title: string },
) =>
  notifyFollowers(services, author.id, {
    type: 'new_post',
    title: 'New post',
    message: `${author.username} published "${post.title}"`,
    postSlug: post.slug,
    dedupeKey: `post:${post.id}`,
  });

/** A narrative went public: its author's followers hear of it, as of a post. */
export const narrativePublished = (
  services: Pick<FastifyInstance, 'outbox'>,
  author: { id: string; username: string },
  narrative: { id: string; slug: string; title: string },
) =>
  notifyFollowers(services, author.id, {
    type: 'new_narrative',
    title: 'New narrative',
    message: `${author.username} shared the narrative "${narrative.title}"`,
    postSlug: narrative.slug,
    dedupeKey: `narrative:${narrative.id}`,
  });

export const userFollowed = (services: NotifyingServices, actor: EventActor, followedId: string) =>
  notify(services, [
    {
      recipientId: followedId,
      type: 'follow',
      title: 'New follower',
      message: `${actor.username} started following you`,
      triggeredById: actor.id,
      dedupeKey: `follow:${actor.id}`,
    },
  ]);

/**
 * A new active donation case is the whole community's concern: everyone but the admin who
 * opened it hears of it, in one set-based statement.
 */
export async function donationCaseOpened(
  services: NotifyingServices,
  actor: EventActor,
  donationCase: { id: string; title: string },
) {
  try {
    const dedupeKey = `case:${donationCase.id}`;
    await services.db.execute(sql`
      insert into ${notifications} (recipient_id, type, title, message, donation_id,
        triggered_by_id, dedupe_key)
      select ${users.id}, 'new_donation', 'New donation case',
        ${`"${donationCase.title}" needs your help`}, ${donationCase.id}::uuid, ${actor.id}::uuid,
        ${dedupeKey}
      from ${users}
      where ${users.id} <> ${actor.id}
      on conflict (recipient_id, dedupe_key) do nothing`);
    const created = await services.db
      .select()
      .from(notifications)
      .where(sql`${notifications.dedupeKey} = ${dedupeKey}`);
    if (created.length > 0) {
      await services.notificationHub.created(created);
      await services.notificationHub.push(created.map(alertOf));
    }
  } catch (error) {
    services.log.error({ err: error }, 'donation case notifications could not be written');
  }
}

/**
 * Admins hear of every card payment received and of every pledge made (which they are to follow
 * up); only they ever see a donor's name here.
 */
export async function donationReceived(
  services: NotifyingServices,
  donation: DonationMention,
  kind: 'received' | 'pledged' = 'received',
) {
  await notifyAdmins(services, null, {
    type: 'donation_received',
    title: kind === 'pledged' ? 'Pledge made' : 'Donation received',
    message: `${donation.donorName} ${kind === 'pledged' ? 'pledged' : 'gave'} ${formatMoney(majorUnitsOf(donation.amountCents, donation.currency), donation.currency)} to "${donation.caseTitle}"`,
    triggeredById: null,
    donationId: donation.caseId,
    dedupeKey: `donation:${donation.id}`,
  });
}

/** Signed-in donors who asked for a case's updates hear of each one. */
export const donationUpdatePosted = (
  services: NotifyingServices,
  actor: EventActor,
  update: { id: string; caseId: string; caseTitle: string; title: string },
  recipientIds: string[],
) =>
  notify(
    services,
    recipientIds.map((recipientId) => ({
      recipientId,
      type: 'donation_update' as const,
      title: 'Case update',
      message: `"${update.caseTitle}": ${update.title}`,
      triggeredById: actor.id,
      donationId: update.caseId,
      dedupeKey: `case-update:${update.id}`,
    })),
  );

export async function contentReported(
  services: NotifyingServices,
  actor: EventActor,
  report: { id: string; targetType: string; postSlug: string | null },
) {
  await notifyAdmins(services, actor.id, {
    type: 'report',
    title: 'New report',
    message: `${actor.username} reported a ${report.targetType}`,
    triggeredById: actor.id,
    postSlug: report.postSlug,
    dedupeKey: `report:${report.id}`,
  });
}

export async function publisherRequested(
  services: NotifyingServices,
  actor: EventActor,
  requestId: string,
) {
  await notifyAdmins(services, actor.id, {
    type: 'publisher_request',
    title: 'Publisher request',
    message: `${actor.username} asked to become a publisher`,
    triggeredById: actor.id,
    dedupeKey: `publisher-request:${requestId}`,
  });
}

export const publisherRequestDecided = (
  services: NotifyingServices,
  actor: EventActor,
  request: HearthEvents['publisher-request.decided']['request'],
) =>
  notify(services, [
    {
      recipientId: request.userId,
      type: request.isApproved ? 'publisher_approved' : 'publisher_rejected',
      title: request.isApproved ? 'You are now a publisher' : 'Publisher request declined',
      message: request.isApproved
        ? 'Your request to become a publisher was approved. You can now write posts and share narratives.'
        : 'Your request to become a publisher was not approved this time.' +
          (request.rejectionReason ? ` Reason: ${request.rejectionReason}` : ''),
      triggeredById: actor.id,
      dedupeKey: `publisher-decision:${request.id}`,
    },
  ]);

/** The author learns an admin's decision on their narrative, with the reason of a rejection. */
export const narrativeReviewed = (
  services: NotifyingServices,
  actor: EventActor,
  decision: HearthEvents['story.reviewed']['decision'],
) =>
  notify(services, [
    {
      recipientId: decision.authorId,
      type: decision.status === 'approved' ? 'narrative_approved' : 'narrative_rejected',
      title: decision.status === 'approved' ? 'Narrative approved' : 'Narrative not approved',
      message:
        decision.status === 'approved'
          ? `Your narrative "${decision.title}" was approved and is now public.`
          : `Your narrative "${decision.title}" was not approved.` +
            (decision.rejectionReason
              ? ` Reason: ${decision.rejectionReason}`
              : ' You can edit it and send it again.'),
      triggeredById: actor.id,
      dedupeKey: `story-decision:${decision.id}`,
    },
  ]);

/** The reporter learns an admin looked at what they reported (a `report` notification). */
export const reportReviewed = (
  services: NotifyingServices,
  actor: EventActor,
  report: { id: string; reporterId: string; targetType: string },
) =>
  notify(services, [
    {
      recipientId: report.reporterId,
      type: 'report',
      title: 'Your report was reviewed',
      message: `Thank you: an admin has reviewed the ${report.targetType} you reported.`,
      triggeredById: actor.id,
      dedupeKey: `report-reviewed:${report.id}`,
    },
  ]);
