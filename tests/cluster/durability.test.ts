import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  openDatabase,
  type DatabaseHandle,
  type DatabaseLocation,
} from '../../src/server/db/client.ts';
import {
  commentLikes,
  comments,
  donationCases,
  donationTransactions,
  posts,
} from '../../src/server/db/schema.ts';
import { createTestDatabase } from '../../src/server/test/test-database.ts';
import { createAccount, type Account } from './lib/accounts.ts';
import { startAppProcess, type AppProcess } from './lib/app-process.ts';
import { JWT_SECRET } from './lib/cluster.ts';

/**
 * The app process killed with SIGKILL in the middle of a stream of pledges, pledges received by
 * an admin, comments and likes, then started again on the same data: every write it acknowledged
 * is there, and none is there in part (a received gift without its share of the case's total, a
 * like without its count).
 */
const WRITERS = 8;
/** Acknowledged writes before the kill: enough that some are in flight when it lands. */
const ACKNOWLEDGED_BEFORE_KILL = 120;

const LIMITS = {
  COMMENT_RATE_LIMIT_PER_MINUTE: '100000',
  LIKE_RATE_LIMIT_PER_MINUTE: '100000',
  DONATION_RATE_LIMIT_PER_IP: '100000',
  DONATION_RATE_LIMIT_PER_CASE: '100000',
};

class RefusedWrite extends Error {}

interface World {
  members: Account[];
  admin: Account;
  postId: string;
  caseId: string;
}

interface Acknowledged {
  donations: { id: string; amountCents: number }[];
  /** Pledges an admin recorded as received, and the amount received. */
  received: { id: string; amountCents: number }[];
  comments: string[];
  likes: { commentId: string; userId: string }[];
}

/** Members, a post and an open case, written before the app starts on the data. */
async function prepare(location: DatabaseLocation): Promise<World> {
  const database = await openDatabase(location);
  try {
    const members = await Promise.all(
      Array.from({ length: WRITERS }, () => createAccount(database.db, JWT_SECRET, 'user')),
    );
    const admin = await createAccount(database.db, JWT_SECRET, 'admin');
    const [post] = await database.db
      .insert(posts)
      .values({ userId: members[0]!.id, slug: 'streamed', title: 'Streamed', content: '<p>x</p>' })
      .returning({ id: posts.id });
    const [donationCase] = await database.db
      .insert(donationCases)
      .values({ title: 'Stream', description: 'Donations under fire' })
      .returning({ id: donationCases.id });
    return { members, admin, postId: post!.id, caseId: donationCase!.id };
  } finally {
    await database.close();
  }
}

/**
 * Each writer loops over a donation, a comment and likes of comments acknowledged so far, and
 * records what the app acknowledged. Stops at the first request the dead process cannot answer.
 */
async function streamUntilKilled(app: AppProcess, world: World) {
  const acknowledged: Acknowledged = { donations: [], received: [], comments: [], likes: [] };
  let count = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;
  let killing: Promise<void> | undefined;
  const post = async (path: string, member: Account | null, body: unknown) => {
    inFlight += 1;
    try {
      const response = await fetch(`${app.baseUrl}${path}`, {
        method: path.includes('likeComment') || path.endsWith('/receive') ? 'PUT' : 'POST',
        headers: { 'content-type': 'application/json', ...member?.headers },
        body: JSON.stringify(body),
      });
      const answer = await response.json();
      if (response.status >= 300) throw new RefusedWrite(`${path}: ${JSON.stringify(answer)}`);
      return answer;
    } finally {
      inFlight -= 1;
    }
  };
  const acknowledge = () => {
    count += 1;
    if (count === ACKNOWLEDGED_BEFORE_KILL) {
      inFlightAtKill = inFlight;
      killing = app.kill();
    }
  };

  const writer = async (member: Account, index: number) => {
    for (let round = 0; ; round++) {
      const amountCents = 100 + ((index * 37 + round * 11) % 900);
      const donation = await post('/api/donation/transaction', null, {
        donationCaseId: world.caseId,
        amount: amountCents / 100,
      });
      acknowledged.donations.push({ id: donation.transaction._id, amountCents });
      acknowledge();
      // The admin receives the pledge, a cent short of it: the total moves with the receipt.
      const receivedCents = amountCents - 1;
      await post(`/api/donation/transaction/${donation.transaction._id}/receive`, world.admin, {
        amount: receivedCents / 100,
        method: 'bank_transfer',
        receivedAt: new Date().toISOString(),
      });
      acknowledged.received.push({ id: donation.transaction._id, amountCents: receivedCents });
      acknowledge();
      const comment = await post('/api/comment/create', member, {
        postId: world.postId,
        content: `Comment ${index}.${round}`,
      });
      acknowledged.comments.push(comment._id);
      acknowledge();
      // Likes a comment of someone else's, once: each like acknowledged is one the member holds.
      const others = acknowledged.comments.slice(-WRITERS);
      const target = others[(index + round) % others.length]!;
      const likedBefore = acknowledged.likes.some(
        (like) => like.commentId === target && like.userId === member.id,
      );
      if (!likedBefore) {
        const liked = await post(`/api/comment/likeComment/${target}`, member, {});
        if (liked.isLiked) acknowledged.likes.push({ commentId: target, userId: member.id });
        acknowledge();
      }
    }
  };
  const endings = await Promise.allSettled(world.members.map(writer));
  await killing;
  return { acknowledged, inFlightAtKill, endings };
}

async function checkAfterRestart(database: DatabaseHandle, world: World, acked: Acknowledged) {
  const { db } = database;
  const donationIds = acked.donations.map((donation) => donation.id);
  const storedDonations = await db
    .select({
      id: donationTransactions.id,
      amountCents: sql<number>`coalesce(${donationTransactions.pledgedAmountCents}, ${donationTransactions.amountCents})`,
    })
    .from(donationTransactions)
    .where(inArray(donationTransactions.id, donationIds));
  expect(
    storedDonations
      .map((row) => ({ id: row.id, amountCents: Number(row.amountCents) }))
      .sort((x, y) => x.id.localeCompare(y.id)),
  ).toEqual([...acked.donations].sort((x, y) => x.id.localeCompare(y.id)));

  // Every pledge acknowledged as received is completed, at the amount received.
  const completed = await db
    .select({ id: donationTransactions.id, amountCents: donationTransactions.amountCents })
    .from(donationTransactions)
    .where(
      sql`${donationTransactions.donationCaseId} = ${world.caseId} and ${donationTransactions.status} = 'completed'`,
    );
  for (const gift of acked.received) {
    expect(
      completed.find((row) => row.id === gift.id),
      `the received gift ${gift.id}`,
    ).toEqual({ id: gift.id, amountCents: gift.amountCents });
  }

  // Every completed gift, acknowledged or not, is counted in the total, and nothing else is.
  const [donated] = await db
    .select({ cents: sql<string>`coalesce(sum(${donationTransactions.amountCents}), 0)` })
    .from(donationTransactions)
    .where(
      sql`${donationTransactions.donationCaseId} = ${world.caseId} and ${donationTransactions.status} = 'completed'`,
    );
  const [donationCase] = await db
    .select({ raised: donationCases.raisedAmountCents })
    .from(donationCases)
    .where(eq(donationCases.id, world.caseId));
  expect(Number(donationCase!.raised)).toBe(Number(donated!.cents));

  const storedComments = await db
    .select({ id: comments.id })
    .from(comments)
    .where(inArray(comments.id, acked.comments));
  expect(storedComments.map((row) => row.id).sort()).toEqual([...acked.comments].sort());

  for (const like of acked.likes) {
    const [row] = await db
      .select({ userId: commentLikes.userId })
      .from(commentLikes)
      .where(
        sql`${commentLikes.commentId} = ${like.commentId} and ${commentLikes.userId} = ${like.userId}`,
      );
    expect(row, `the like of ${like.userId} on ${like.commentId}`).toBeDefined();
  }
  // Each comment's count is its likes, acknowledged or not.
  const counted = await db
    .select({ id: comments.id, numberOfLikes: comments.numberOfLikes })
    .from(comments)
    .where(eq(comments.postId, world.postId));
  const likeRows = await db
    .select({ commentId: commentLikes.commentId })
    .from(commentLikes)
    .where(
      inArray(
        commentLikes.commentId,
        counted.map((comment) => comment.id),
      ),
    );
  expect(counted.length).toBeGreaterThanOrEqual(acked.comments.length);
  for (const comment of counted) {
    const likes = likeRows.filter((like) => like.commentId === comment.id).length;
    expect(comment.numberOfLikes, `the likes counted on ${comment.id}`).toBe(likes);
  }
}

interface Variant {
  name: string;
  /** Where the data lives, the app's environment for it, and how to remove it. */
  open(): Promise<{
    location: DatabaseLocation;
    environment: Record<string, string>;
    drop(): Promise<void>;
  }>;
}

const variants: Variant[] = [
  {
    name: 'embedded database',
    open: async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'hearth-kill-'));
      return {
        location: { kind: 'embedded', dataDir },
        environment: { DATA_DIR: dataDir, DATABASE_URL: '' },
        drop: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
];
if (process.env.DATABASE_URL) {
  variants.push({
    name: 'PostgreSQL',
    open: async () => {
      const database = await createTestDatabase();
      if (database.location.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const dataDir = mkdtempSync(join(tmpdir(), 'hearth-kill-'));
      return {
        location: database.location,
        environment: { DATA_DIR: dataDir, DATABASE_URL: database.location.url },
        drop: async () => {
          await database.drop();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  });
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.each(variants)('SIGKILL in the middle of writes ($name)', (variant) => {
  it('keeps every acknowledged write, and no write in part', async () => {
    const data = await variant.open();
    cleanups.push(data.drop);
    const world = await prepare(data.location);
    const environment = { ...data.environment, JWT_SECRET, ...LIMITS };

    const first = await startAppProcess('first', environment);
    cleanups.push(first.stop);
    const { acknowledged, inFlightAtKill, endings } = await streamUntilKilled(first, world);
    // The stream ended because the process died, not because a write was refused.
    for (const ending of endings) {
      expect(ending.status).toBe('rejected');
      expect((ending as PromiseRejectedResult).reason).not.toBeInstanceOf(RefusedWrite);
    }
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(acknowledged.donations.length).toBeGreaterThan(10);
    expect(acknowledged.likes.length).toBeGreaterThan(10);

    const again = await startAppProcess('again', environment);
    cleanups.push(again.stop);
    const { raisedAmount } = (await (
      await fetch(`${again.baseUrl}/api/donation/case/${world.caseId}`)
    ).json()) as { raisedAmount: number };
    const acknowledgedCents = acknowledged.received.reduce((sum, d) => sum + d.amountCents, 0);
    expect(acknowledged.received.length).toBeGreaterThan(10);
    expect(Math.round(raisedAmount * 100)).toBeGreaterThanOrEqual(acknowledgedCents);
    await again.stop();

    const database = await openDatabase(data.location);
    try {
      await checkAfterRestart(database, world, acknowledged);
    } finally {
      await database.close();
    }
  });
});
