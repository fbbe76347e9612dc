import type { DomainEvents, HearthEvents } from './events.ts';

/**
 * What a cached public answer shows. Lists carry their collection's tag and the tags of the
 * authors they name (a new username or picture shows in them); details carry their item's.
 */
export const cacheTags = {
  posts: 'posts',
  comments: (postId: string) => `comments:${postId}`,
  stories: 'stories',
  story: (storyId: string) => `story:${storyId}`,
  cases: 'cases',
  case: (caseId: string) => `case:${caseId}`,
  /** A case's updates; the case itself shows none, so posting one leaves it cached. */
  caseUpdates: (caseId: string) => `case-updates:${caseId}`,
  user: (userId: string) => `user:${userId}`,
  /** Every API answer that shows view counts: dropped after each flush that stored views. */
  views: 'views',
  /**
   * Every server-rendered page that shows view counts: drawn again behind its next reader after
   * each flush that stored views. A page costs a hundred JSON answers to draw, and its counts lag
   * by a flush anyway: no reader waits for one because someone else read a post.
   */
  pageViews: 'page-views',
};

/** A list's tags: its collection's, and each author's it names. */
export const listTags = (collection: string, authorIds: Iterable<string>) => [
  collection,
  ...new Set([...authorIds].map(cacheTags.user)),
];

const { posts, comments, stories, story, cases, user } = cacheTags;
/** A change that reaches too far to name: every cached answer goes. */
export const EVERYTHING = 'everything';

/**
 * Every event, and the cached answers it makes untrue. A new event does not compile until it
 * is placed here. View counts are the one change without an event that cached answers show:
 * those answers carry `views` (pages `page-views`), handled after each flush (`app.ts`).
 */
const DROPS: { [Name in keyof HearthEvents]: (event: HearthEvents[Name]) => string[] } = {
  // A new account shows nowhere until it writes something.
  'user.signed-up': () => [],
  // Username, picture and `verified` show in the profile and beside everything they wrote.
  'user.updated': ({ userId }) => [user(userId)],
  // Their posts, comments, narratives, likes and follows go, and others' counters with them.
  'user.deleted': () => [EVERYTHING],
  'user.sessions-ended': () => [],
  'user.sessions-revoked': () => [],
  // Ban fields reach the user and admins only, whose answers are never cached.
  'user.banned': () => [],
  'user.unbanned': () => [],
  'user.role-changed': ({ userId }) => [user(userId)],
  'user.followed': ({ actor, followedId }) => [user(actor.id), user(followedId)],
  'user.unfollowed': ({ actor, followedId }) => [user(actor.id), user(followedId)],

  'publisher-request.made': () => [],
  'publisher-request.decided': ({ request }) => (request.isApproved ? [user(request.userId)] : []),

  'post.published': () => [posts],
  // Comments name their post's title and slug.
  'post.updated': ({ postId }) => [posts, comments(postId)],
  'post.deleted': ({ postId }) => [posts, comments(postId)],
  'post.viewed': () => [],

  'comment.created': ({ post }) => [comments(post.id)],
  'comment.edited': ({ postId }) => [comments(postId)],
  'comment.deleted': ({ postId }) => [comments(postId)],
  'comment.liked': ({ comment }) => [comments(comment.postId)],

  // An admin's narrative is published at once.
  'story.submitted': () => [stories],
  'story.updated': ({ storyId }) => [stories, story(storyId)],
  'story.deleted': ({ storyId }) => [stories, story(storyId)],
  'story.reviewed': ({ storyId }) => [stories, story(storyId)],
  'story.unpublished': ({ storyId }) => [stories, story(storyId)],
  'story.viewed': () => [],

  // A narrative shows the case that serves it (and its narratives list too).
  'donation-case.opened': ({ donationCase }) =>
    donationCase.storyId ? [cases, stories, story(donationCase.storyId)] : [cases],
  'donation-case.updated': ({ caseId, storyIds }) => [
    cases,
    cacheTags.case(caseId),
    ...(storyIds.length > 0 ? [stories, ...storyIds.map(story)] : []),
  ],
  'donation-case.deleted': ({ caseId, storyId }) => [
    cases,
    cacheTags.case(caseId),
    ...(storyId ? [stories, story(storyId)] : []),
  ],
  // An update also answers a disbursement's "Update due".
  'donation-case.update-posted': ({ update }) => [
    cases,
    cacheTags.case(update.caseId),
    cacheTags.caseUpdates(update.caseId),
  ],
  // The raised amount and supporters show in the list, on the case and on its narrative (whose
  // answers carry the case's tag).
  'donation.received': ({ donation }) => [cases, cacheTags.case(donation.caseId)],
  // The case's pledged amount moved.
  'donation.pledged': ({ donation }) => [cases, cacheTags.case(donation.caseId)],
  // Received: raised, pledged and supporters moved; lapsed: pledged moved.
  'donation.settled': ({ donation }) => [cases, cacheTags.case(donation.caseId)],
  'donation.message-hidden': ({ caseId }) => [cacheTags.case(caseId)],
  // Disbursed and held moved (the case's ledger answers carry its tag).
  'donation-case.ledger-changed': ({ caseId }) => [cases, cacheTags.case(caseId)],
  // The case's monthly supporters and income.
  'donation-case.monthly-changed': ({ caseId }) => [cases, cacheTags.case(caseId)],

  'report.filed': () => [],
  'report.reviewed': () => [],
  'report.deleted': () => [],
};

/** Where dropped tags go: this process's cache and, with PostgreSQL, every other process's. */
export interface CacheInvalidator {
  invalidate(tags: string[]): Promise<void>;
  /** Answers showing `tags` are loaded again behind their next reader (`PublicCache.refresh`). */
  refresh(tags: string[]): Promise<void>;
  clear(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Calls `drop` after each write's event with the tags of the cached answers the write made
 * untrue (`EVERYTHING` among them: every answer), when there are any.
 */
export function onDroppedTags(events: DomainEvents, drop: (tags: string[]) => Promise<void>) {
  for (const name of Object.keys(DROPS) as (keyof HearthEvents)[]) {
    events.on(name, async (event) => {
      const tags = (DROPS[name] as (event: unknown) => string[])(event);
      if (tags.length > 0) await drop(tags);
    });
  }
}

/** Drops, after each write's event, the cached answers the write made untrue. */
export function registerCacheInvalidation(events: DomainEvents, invalidator: CacheInvalidator) {
  onDroppedTags(events, (tags) =>
    tags.includes(EVERYTHING) ? invalidator.clear() : invalidator.invalidate(tags),
  );
}
