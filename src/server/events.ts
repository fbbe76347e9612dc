import type { Currency } from '#contracts/currency.constants.ts';
import type { Viewer } from './platform/auth.ts';
import type { EventBus } from './platform/event-bus.ts';

/** Who made a change, as the handlers of its event need them: never their session. */
export type EventActor = Pick<Viewer, 'id' | 'username' | 'isAdmin' | 'isPublisher'>;

/** A post as the notifications about it name it. */
interface PostMention {
  id: string;
  slug: string;
  title: string;
  userId: string;
}

/** A gift as the admins' notifications name it. */
export interface DonationMention {
  id: string;
  /** In minor units of `currency`, its case's. */
  amountCents: number;
  currency: Currency;
  donorName: string;
  caseId: string;
  caseTitle: string;
}

/**
 * Every event a write emits, after its transaction has committed (views: once counted): the one list to read when
 * asking "what changes when someone does X?". Notifications, live delivery and the public read
 * caches react to these; nothing else learns of writes behind an operation's back.
 */
export interface HearthEvents {
  'user.signed-up': { userId: string };
  'user.updated': { userId: string };
  'user.deleted': { userId: string };
  /** Every token of the user stopped working: their live connections end on every process. */
  'user.sessions-ended': { userId: string };
  /** These sessions of the user were signed out: their tokens and live connections end. */
  'user.sessions-revoked': { userId: string; sessionIds: string[] };
  /** Their live connections are told why and end; `until` is the ban's end. */
  'user.banned': { userId: string; reason: string; until: Date };
  'user.unbanned': { userId: string };
  'user.role-changed': { userId: string };
  /** Every follow call; `isNew` when it really added the follow (not already following). */
  'user.followed': { actor: EventActor; followedId: string; isNew: boolean };
  'user.unfollowed': { actor: EventActor; followedId: string };

  'publisher-request.made': { actor: EventActor; requestId: string };
  'publisher-request.decided': {
    actor: EventActor;
    request: { id: string; userId: string; isApproved: boolean; rejectionReason: string | null };
  };

  /** Created published, or a draft or scheduled post went out (the scheduler has no viewer). */
  'post.published': {
    author: { id: string; username: string };
    post: { id: string; slug: string; title: string };
  };
  'post.updated': { postId: string };
  'post.deleted': { postId: string };
  /** A visitor's first view in the window, counted in memory (`platform/view-counts.ts`). */
  'post.viewed': { postId: string };

  'comment.created': {
    actor: EventActor;
    comment: { id: string; parentAuthorId: string | null; mentionedIds: string[] };
    post: PostMention;
  };
  'comment.edited': { commentId: string; postId: string };
  'comment.deleted': { commentId: string; postId: string };
  /** `liked` is false for an unlike; only a like notifies, and only once. */
  'comment.liked': {
    actor: EventActor;
    comment: { id: string; authorId: string; postId: string; postSlug: string };
    liked: boolean;
  };

  'story.submitted': { storyId: string };
  'story.updated': { storyId: string };
  'story.deleted': { storyId: string };
  'story.reviewed': {
    storyId: string;
    actor: EventActor;
    decision: {
      id: string;
      authorId: string;
      title: string;
      status: 'approved' | 'rejected';
      rejectionReason: string | null;
    };
  };
  /** An admin took it down after a request: it answers 404 to everyone but its author. */
  'story.unpublished': { storyId: string; actor: EventActor };
  /** As `post.viewed`: counted in memory, written by the next flush. */
  'story.viewed': { storyId: string };

  'donation-case.opened': {
    actor: EventActor;
    donationCase: { id: string; title: string; storyId: string | null };
  };
  /** `storyIds`: the narratives the case served before and after the change. */
  'donation-case.updated': { caseId: string; storyIds: string[] };
  'donation-case.deleted': { caseId: string; storyId: string | null };
  /** An admin hid a supporter's public message. */
  'donation.message-hidden': { caseId: string };
  /** `recipientIds`: the signed-in donors who asked for the case's updates. */
  'donation-case.update-posted': {
    actor: EventActor;
    update: { id: string; caseId: string; caseTitle: string; title: string };
    recipientIds: string[];
  };
  /** Money arrived: a card payment confirmed by Stripe's webhook. */
  'donation.received': { donation: DonationMention };
  /** A pledge was made (no payment provider): nothing is received yet. */
  'donation.pledged': { donation: DonationMention };
  /** An admin recorded a pledge's money as received, or the pledge as lapsed. */
  'donation.settled': {
    actor: EventActor;
    donation: { id: string; caseId: string; status: 'completed' | 'lapsed' };
  };

  /** A monthly gift of the case started, changed its amount, paused, resumed or stopped. */
  'donation-case.monthly-changed': { caseId: string };

  /** An admin paid money out of a case, or reversed a disbursement. */
  /** `actor` is the admin who wrote it; none for a fee the reconciliation entered. */
  'donation-case.ledger-changed': { actor?: EventActor; caseId: string };

  'report.filed': {
    actor: EventActor;
    report: { id: string; targetType: string; postSlug: string | null };
  };
  'report.reviewed': {
    actor: EventActor;
    report: { id: string; reporterId: string; targetType: string };
  };
  'report.deleted': { reportId: string };
}

export type DomainEvents = EventBus<HearthEvents>;
