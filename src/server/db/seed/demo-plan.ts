import { randomUUID } from 'node:crypto';
import type * as schema from '../schema.ts';
import { defaultContactVisibility } from '#contracts/stories.constants.ts';
import { DEMO_DONATION_CASES } from './demo-donations.ts';
import type { DemoImages } from './demo-images.ts';
import { DEMO_POSTS, type DemoReply } from './demo-posts.ts';
import { between, createRandom, daysBefore, latest, type Random } from './demo-random.ts';
import { DEMO_STORIES } from './demo-stories.ts';
import { createSlugger, renderHtml } from './demo-text.ts';
import type { DemoUser } from './demo-users.ts';

/**
 * Turns the demo texts into table rows, with ids made here so rows can point at each other before
 * anything is written. Pure: the same input and seed give the same rows, apart from the ids.
 */

/** A row to insert into a table. */
type Insert<Table extends { $inferInsert: unknown }> = Table['$inferInsert'];

type UserRow = Insert<typeof schema.users> & { id: string; createdAt: Date };
type PostRow = Insert<typeof schema.posts> & { id: string; createdAt: Date };
type CommentRow = Insert<typeof schema.comments> & { id: string; createdAt: Date };

export interface DemoRows {
  users: UserRow[];
  follows: Insert<typeof schema.follows>[];
  posts: PostRow[];
  /** Top-level comments first, then replies, so every parent is written before its replies. */
  comments: CommentRow[];
  commentLikes: Insert<typeof schema.commentLikes>[];
  stories: Insert<typeof schema.stories>[];
  donationCases: Insert<typeof schema.donationCases>[];
  donationTransactions: Insert<typeof schema.donationTransactions>[];
  donationCaseUpdates: Insert<typeof schema.donationCaseUpdates>[];
  donationLedgerEntries: Insert<typeof schema.donationLedgerEntries>[];
  publisherRequests: Insert<typeof schema.publisherRequests>[];
  reports: Insert<typeof schema.reports>[];
  notifications: Insert<typeof schema.notifications>[];
}

export interface DemoPerson extends DemoUser {
  passwordHash: string;
}

const HOUR_MS = 60 * 60 * 1000;
const addHours = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR_MS);
const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((d) => d.getTime())));

export function planDemoRows(
  people: readonly DemoPerson[],
  images: DemoImages,
  now: Date,
  seed = 1729,
): DemoRows {
  const random = createRandom(seed);

  const userRows = people.map((person, i): UserRow => {
    const createdAt = addHours(daysBefore(now, person.joinedDaysAgo), random.int(0, 10));
    return {
      id: randomUUID(),
      username: person.username,
      email: person.email,
      passwordHash: person.passwordHash,
      dateOfBirth: person.dateOfBirth,
      profilePicture: images.avatars[i % images.avatars.length]!,
      bio: person.bio ?? '',
      isAdmin: person.role === 'admin',
      isPublisher: person.role === 'publisher',
      verified: person.verified,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const byUsername = new Map(userRows.map((u) => [u.username, u]));
  const user = (username: string) => {
    const found = byUsername.get(username);
    if (!found) throw new Error(`Demo content names an unknown user: ${username}`);
    return found;
  };
  // Unverified accounts have not taken part in anything yet.
  const activeUsers = userRows.filter((u) => u.verified);
  const authors = userRows.filter((u) => u.isAdmin || u.isPublisher);
  const readers = activeUsers.filter((u) => !u.isAdmin && !u.isPublisher);

  const postRows = planPosts(random, now, images, user);
  const { commentRows, likeRows, reportedComments } = planComments(
    random,
    now,
    postRows,
    activeUsers,
    user,
  );
  const followRows = planFollows(random, now, readers, authors);
  const requestRows = planPublisherRequests(random, now, readers);
  const reportRows = planReports(random, now, readers, postRows, reportedComments);
  const { caseRows, transactionRows, updateRows } = planDonations(random, now, images, authors[0]!);
  const storyRows = planStories(random, now, images, user);
  // A case that names the narrative it serves is linked to it (issue 17's link).
  DEMO_DONATION_CASES.forEach((demoCase, i) => {
    const served = storyRows.find((story) => story.title === demoCase.serves);
    if (served) caseRows[i]!.storyId = served.id;
  });

  // Counters kept on rows are computed from the rows they count, never written by hand.
  for (const row of userRows) {
    row.followersCount = followRows.filter((f) => f.followingId === row.id).length;
    row.followingCount = followRows.filter((f) => f.followerId === row.id).length;
  }
  for (const comment of commentRows) {
    comment.numberOfLikes = likeRows.filter((l) => l.commentId === comment.id).length;
  }

  const rows: Omit<DemoRows, 'notifications'> = {
    users: userRows,
    follows: followRows,
    posts: postRows,
    comments: commentRows,
    commentLikes: likeRows,
    stories: storyRows,
    donationCases: caseRows,
    donationTransactions: transactionRows,
    donationCaseUpdates: updateRows,
    // Every demo gift is completed, so each opens its case's ledger.
    donationLedgerEntries: transactionRows.map((gift) => ({
      donationCaseId: gift.donationCaseId,
      type: 'gift',
      amountCents: gift.amountCents,
      occurredAt: gift.completedAt,
      transactionId: gift.id,
    })),
    publisherRequests: requestRows,
    reports: reportRows,
  };
  return { ...rows, notifications: planAdminNotifications(rows) };
}

function planPosts(
  random: Random,
  now: Date,
  images: DemoImages,
  user: (username: string) => UserRow,
): PostRow[] {
  const slug = createSlugger();
  // Ages spread over about three months; the welcome post stays the oldest, the rest are shuffled.
  const ages = DEMO_POSTS.map((_, i) => 88 - (i * 86) / (DEMO_POSTS.length - 1));
  const [oldest, ...rest] = ages;
  const shuffledAges = [oldest!, ...random.sample(rest, rest.length)];

  return DEMO_POSTS.map((post, i): PostRow => {
    const age = shuffledAges[i]!;
    const createdAt = addHours(daysBefore(now, age), random.int(-8, 8));
    const isEdited = random.chance(0.3);
    const updatedAt = isEdited ? earliest(now, addHours(createdAt, random.int(2, 96))) : createdAt;
    // Older posts have had time to be read; the newest few barely.
    const views =
      age < 3
        ? random.int(0, 40)
        : random.int(Math.round(age * 4), Math.round(Math.min(2000, age * 22)));
    return {
      id: randomUUID(),
      userId: user(post.author).id,
      slug: slug(post.title),
      title: post.title,
      content: renderHtml(post.body),
      image: images.postCovers[i % images.postCovers.length]!,
      category: post.category,
      views,
      createdAt,
      updatedAt,
    };
  });
}

function planComments(
  random: Random,
  now: Date,
  postRows: PostRow[],
  activeUsers: UserRow[],
  user: (username: string) => UserRow,
) {
  const topLevel: CommentRow[] = [];
  const replies: CommentRow[] = [];
  const reportedComments: { comment: CommentRow; reason: string }[] = [];
  const comment = (
    post: PostRow,
    author: UserRow,
    content: string,
    after: Date,
    parentId?: string,
  ) => {
    const createdAt = between(random, latest(after, author.createdAt), now);
    const row: CommentRow = {
      id: randomUUID(),
      postId: post.id,
      userId: author.id,
      parentId: parentId ?? null,
      content,
      createdAt,
      updatedAt: createdAt,
    };
    (parentId ? replies : topLevel).push(row);
    return row;
  };

  DEMO_POSTS.forEach((post, i) => {
    const postRow = postRows[i]!;
    const postAuthor = user(post.author);
    const commenters = random.sample(
      activeUsers.filter((u) => u.id !== postAuthor.id),
      post.comments?.length ?? 0,
    );
    post.comments?.forEach((demoComment, j) => {
      const commenter = commenters[j % commenters.length]!;
      const parent = comment(postRow, commenter, demoComment.text, addHours(postRow.createdAt, 1));
      if (demoComment.reportedAs)
        reportedComments.push({ comment: parent, reason: demoComment.reportedAs });
      let previous = parent;
      for (const reply of demoComment.replies ?? []) {
        const replier = pickReplier(random, reply, postAuthor, commenter, activeUsers);
        previous = comment(postRow, replier, replyText(reply), previous.createdAt, parent.id);
      }
    });
  });

  const all = [...topLevel, ...replies];
  const reported = new Set(reportedComments.map(({ comment }) => comment.id));
  // A few readers like a good share of the comments; nobody likes their own or a reported one.
  const likeRows = all.flatMap((c) => {
    if (reported.has(c.id) || !random.chance(0.6)) return [];
    const likers = random.sample(
      activeUsers.filter((u) => u.id !== c.userId),
      random.int(1, 4),
    );
    return likers.map((liker) => ({
      commentId: c.id,
      userId: liker.id,
      createdAt: between(random, latest(c.createdAt, liker.createdAt), now),
    }));
  });
  return { commentRows: all, likeRows, reportedComments };
}

const replyText = (reply: DemoReply) => (typeof reply === 'string' ? reply : reply.text);

function pickReplier(
  random: Random,
  reply: DemoReply,
  postAuthor: UserRow,
  commenter: UserRow,
  activeUsers: UserRow[],
): UserRow {
  if (typeof reply === 'string') return postAuthor;
  if (reply.by === 'commenter') return commenter;
  return random.pick(activeUsers.filter((u) => u.id !== commenter.id && u.id !== postAuthor.id));
}

function planFollows(random: Random, now: Date, readers: UserRow[], authors: UserRow[]) {
  // Readers follow the people who write; one publisher follows the admin. Never oneself.
  const pairs: [UserRow, UserRow][] = readers.flatMap((reader) =>
    random
      .sample(authors, random.int(1, authors.length))
      .map((a): [UserRow, UserRow] => [reader, a]),
  );
  const [admin, publisher] = authors;
  if (admin && publisher) pairs.push([publisher, admin]);
  return pairs.map(([follower, following]) => ({
    followerId: follower.id,
    followingId: following.id,
    createdAt: between(random, latest(follower.createdAt, following.createdAt), now),
  }));
}

const PUBLISHER_REQUEST_REASONS = [
  'I run a reading group at our library and would like to write about the books we discuss and the people who come.',
  'I volunteer with a refugee support group and could share practical guides and news from our work every month.',
];

function planPublisherRequests(random: Random, now: Date, readers: UserRow[]) {
  return readers.slice(1, 1 + PUBLISHER_REQUEST_REASONS.length).map((reader, i) => ({
    userId: reader.id,
    reason: PUBLISHER_REQUEST_REASONS[i]!,
    status: 'pending',
    createdAt: between(random, latest(reader.createdAt, daysBefore(now, 6)), now),
  }));
}

/** Pending reports on the posts and comments the demo texts mark as reported. */
function planReports(
  random: Random,
  now: Date,
  readers: UserRow[],
  postRows: PostRow[],
  reportedComments: { comment: CommentRow; reason: string }[],
) {
  const reportedPosts = DEMO_POSTS.flatMap((post, i) =>
    post.reportedAs ? [{ target: postRows[i]!, targetType: 'post', reason: post.reportedAs }] : [],
  );
  const targets = [
    ...reportedPosts,
    ...reportedComments.map(({ comment, reason }) => ({
      target: comment,
      targetType: 'comment',
      reason,
    })),
  ];
  return targets.map(({ target, targetType, reason }) => {
    const reporter = random.pick(readers.filter((r) => r.id !== target.userId));
    return {
      reporterId: reporter.id,
      targetType,
      targetId: target.id,
      contentOwnerId: target.userId,
      reason,
      status: 'pending',
      createdAt: between(
        random,
        latest(target.createdAt, reporter.createdAt, daysBefore(now, 4)),
        now,
      ),
    };
  });
}

function planStories(
  random: Random,
  now: Date,
  images: DemoImages,
  user: (username: string) => UserRow,
) {
  const slug = createSlugger();
  return DEMO_STORIES.map((story, i) => {
    // Pending narratives arrived recently; decided ones were reviewed within a day or so.
    const age = story.status === 'pending' ? random.int(1, 5) : 80 - i * 6 + random.int(-2, 2);
    const createdAt = addHours(daysBefore(now, age), random.int(0, 12));
    const updatedAt =
      story.status === 'pending'
        ? createdAt
        : earliest(now, addHours(createdAt, random.int(2, 30)));
    return {
      id: randomUUID(),
      userId: user(story.author).id,
      slug: slug(story.title),
      title: story.title,
      body: renderHtml(story.body),
      country: story.country,
      category: story.category,
      contactPlatform: story.contactPlatform,
      contactUsername: story.contactUsername,
      // As the form offers: a WhatsApp number on request, the others on the page.
      contactVisibility: defaultContactVisibility(story.contactPlatform),
      image: images.storyCovers[i % images.storyCovers.length]!,
      status: story.status,
      views: story.status === 'approved' ? random.int(age * 3, age * 12) : 0,
      createdAt,
      updatedAt,
    };
  });
}

function planDonations(random: Random, now: Date, images: DemoImages, admin: UserRow) {
  const transactionRows: (Insert<typeof schema.donationTransactions> & { completedAt: Date })[] =
    [];
  const updateRows: Insert<typeof schema.donationCaseUpdates>[] = [];
  const caseRows = DEMO_DONATION_CASES.map((demoCase, i) => {
    const id = randomUUID();
    const createdAt = addHours(daysBefore(now, demoCase.openedDaysAgo), random.int(0, 8));
    // A closed case stopped receiving gifts when it closed, about two months after opening.
    const closedAt = demoCase.active ? now : addHours(createdAt, 24 * 60);
    const times = demoCase.donations
      .map(() => between(random, addHours(createdAt, 2), closedAt))
      .sort((a, b) => a.getTime() - b.getTime());
    const caseTransactions = demoCase.donations.map((donation, j) => ({
      id: randomUUID(),
      donationCaseId: id,
      amountCents: donation.amountCents,
      donorName: donation.donorName,
      donorEmail: donation.donorEmail ?? null,
      message: donation.message ?? null,
      // Named donors chose to be shown on the supporters list; the others stay anonymous.
      showPublicly: donation.donorName !== 'Anonymous',
      status: 'completed',
      provider: 'none',
      createdAt: times[j]!,
      completedAt: new Date(times[j]!.getTime() + random.int(2, 20) * 1000),
    }));
    transactionRows.push(...caseTransactions);
    for (const update of demoCase.updates ?? []) {
      const postedAt = addHours(daysBefore(now, update.daysAgo), random.int(9, 17));
      updateRows.push({
        donationCaseId: id,
        title: update.title,
        body: update.body,
        postedAt,
        createdById: admin.id,
        createdAt: postedAt,
      });
    }
    const lastGift = caseTransactions.at(-1)?.completedAt ?? createdAt;
    return {
      id,
      title: demoCase.title,
      description: demoCase.description,
      image: images.donationCovers[i % images.donationCovers.length]!,
      goalAmountCents: demoCase.goalAmountCents,
      // Every demo gift is completed, so the raised amount is their sum.
      raisedAmountCents: caseTransactions.reduce((sum, t) => sum + t.amountCents, 0),
      amountOptionsCents: demoCase.amountOptionsCents,
      active: demoCase.active,
      storyId: null as string | null,
      createdById: admin.id,
      createdAt,
      updatedAt: demoCase.active ? lastGift : latest(lastGift, closedAt),
    };
  });
  return { caseRows, transactionRows, updateRows };
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** What the admin's bell shows on a fresh demo site: older events read, new ones waiting. */
function planAdminNotifications(
  rows: Omit<DemoRows, 'notifications'>,
): Insert<typeof schema.notifications>[] {
  const admin = rows.users.find((u) => u.isAdmin)!;
  const username = (id: string | null | undefined) =>
    rows.users.find((u) => u.id === id)?.username ?? 'Someone';
  const list: Insert<typeof schema.notifications>[] = [];

  const adminPost = rows.posts.find((p) => p.userId === admin.id);
  const comment = rows.comments.find((c) => c.postId === adminPost?.id && c.parentId === null);
  if (adminPost && comment) {
    list.push({
      recipientId: admin.id,
      type: 'comment',
      title: 'New comment',
      message: `${username(comment.userId)} commented on "${adminPost.title}"`,
      postSlug: adminPost.slug,
      triggeredById: comment.userId,
      read: true,
      createdAt: comment.createdAt,
    });
  }

  const follow = rows.follows.find((f) => f.followingId === admin.id);
  if (follow) {
    list.push({
      recipientId: admin.id,
      type: 'follow',
      title: 'New follower',
      message: `${username(follow.followerId)} started following you`,
      triggeredById: follow.followerId,
      read: true,
      createdAt: follow.createdAt,
    });
  }

  const activeCase = rows.donationCases.find((c) => c.active);
  const gift = rows.donationTransactions.findLast((t) => t.donationCaseId === activeCase?.id);
  if (activeCase && gift) {
    list.push({
      recipientId: admin.id,
      type: 'donation_received',
      title: 'Donation received',
      message: `${gift.donorName} donated ${dollars(gift.amountCents)} to "${activeCase.title}"`,
      donationId: activeCase.id,
      read: false,
      createdAt: gift.createdAt,
    });
  }

  for (const request of rows.publisherRequests) {
    list.push({
      recipientId: admin.id,
      type: 'publisher_request',
      title: 'New publisher request',
      message: `${username(request.userId)} asked to become a publisher`,
      triggeredById: request.userId,
      read: false,
      createdAt: request.createdAt,
    });
  }

  for (const report of rows.reports) {
    const post =
      report.targetType === 'post'
        ? rows.posts.find((p) => p.id === report.targetId)
        : rows.posts.find(
            (p) => p.id === rows.comments.find((c) => c.id === report.targetId)?.postId,
          );
    list.push({
      recipientId: admin.id,
      type: 'report',
      title: `New ${report.targetType} report`,
      message: `${username(report.reporterId)} reported a ${report.targetType}${post ? ` on "${post.title}"` : ''}`,
      postSlug: post?.slug ?? null,
      triggeredById: report.reporterId,
      read: false,
      createdAt: report.createdAt,
    });
  }
  return list;
}
