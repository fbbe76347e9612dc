import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_CATEGORIES } from '#contracts/posts.ts';
import { NARRATIVE_STATUSES, storyInputSchema } from '#contracts/stories.ts';
import { COMMENT_MAX_LENGTH } from '#contracts/comments.ts';
import { loadConfig, type Config } from '../../config.ts';
import { canonicalCountryName } from '../../platform/countries.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { openDatabase, type DatabaseHandle } from '../client.ts';
import {
  commentLikes,
  comments,
  donationCases,
  donationTransactions,
  follows,
  notifications,
  posts,
  publisherRequests,
  reports,
  stories,
  users,
} from '../schema.ts';
import { readSizedImage } from '#contracts/uploads.constants.ts';
import { createDiskStorage, type FileStorage } from '../../platform/storage.ts';
import { seedDemoContent, type DemoAccount } from './seed-demo-content.ts';

let handle: DatabaseHandle;
let config: Config;
let dataDir: string;
let accounts: DemoAccount[];
let storage: FileStorage;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hearth-seed-'));
  config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  handle = await openDatabase({ kind: 'embedded' });
  storage = createDiskStorage(join(dataDir, 'uploads'));
  const seeded = await seedDemoContent(handle.db, config, storage);
  if (!seeded) throw new Error('the seed did nothing on an empty database');
  accounts = seeded.accounts;
});

afterAll(async () => {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const tableCounts = async () => {
  const { db } = handle;
  const count = async (table: Parameters<typeof db.$count>[0]) => db.$count(table);
  return {
    users: await count(users),
    posts: await count(posts),
    comments: await count(comments),
    commentLikes: await count(commentLikes),
    stories: await count(stories),
    donationCases: await count(donationCases),
    donationTransactions: await count(donationTransactions),
    follows: await count(follows),
    publisherRequests: await count(publisherRequests),
    reports: await count(reports),
    notifications: await count(notifications),
  };
};

describe('seedDemoContent', () => {
  it('creates one admin, two publishers and five users whose passwords work', async () => {
    expect(accounts.map((a) => a.role).sort()).toEqual([
      'admin',
      'publisher',
      'publisher',
      'user',
      'user',
      'user',
      'user',
      'user',
    ]);
    const rows = await handle.db.select().from(users);
    expect(rows).toHaveLength(8);
    for (const account of accounts) {
      expect(account.password.length).toBeGreaterThanOrEqual(12);
      const row = rows.find((u) => u.username === account.username)!;
      expect(row.email).toMatch(/@example\.org$/);
      expect(row.isAdmin).toBe(account.role === 'admin');
      expect(row.isPublisher).toBe(account.role === 'publisher');
      expect(await verifyPassword(row.passwordHash!, account.password)).toBe(true);
    }
    expect(rows.filter((u) => !u.verified).length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((u) => !u.verified).length).toBeLessThanOrEqual(2);
  });

  it('keeps the accounts in a file only the owner can read', async () => {
    const path = join(dataDir, 'demo-accounts.txt');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const text = await readFile(path, 'utf8');
    for (const account of accounts) expect(text).toContain(account.password);
  });

  it('writes at least thirty posts covering every category, with unique slugs', async () => {
    const rows = await handle.db.select().from(posts);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((p) => p.category))).toEqual(new Set(POST_CATEGORIES));
    expect(new Set(rows.map((p) => p.slug)).size).toBe(rows.length);
    for (const post of rows) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.content).toContain('<p>');
      expect(post.content).not.toMatch(/<script/i);
      expect(post.views).toBeGreaterThanOrEqual(0);
      expect(post.views).toBeLessThanOrEqual(2000);
      expect(post.updatedAt.getTime()).toBeGreaterThanOrEqual(post.createdAt.getTime());
    }
  });

  it('writes comments and replies whose like counts match the likes', async () => {
    const rows = await handle.db.select().from(comments);
    const likes = await handle.db.select().from(commentLikes);
    const replies = rows.filter((c) => c.parentId);
    expect(rows.length - replies.length).toBeGreaterThanOrEqual(20);
    expect(replies.length).toBeGreaterThan(0);
    expect(likes.length).toBeGreaterThan(0);
    for (const reply of replies) {
      const parent = rows.find((c) => c.id === reply.parentId)!;
      expect(parent.parentId).toBeNull();
      expect(parent.postId).toBe(reply.postId);
    }
    for (const comment of rows) {
      expect(comment.content.length).toBeLessThanOrEqual(COMMENT_MAX_LENGTH);
      expect(comment.numberOfLikes).toBe(likes.filter((l) => l.commentId === comment.id).length);
    }
  });

  it('writes narratives in every status, with views only once approved', async () => {
    const rows = await handle.db.select().from(stories);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((s) => s.status))).toEqual(new Set(NARRATIVE_STATUSES));
    expect(new Set(rows.map((s) => s.country)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((s) => s.contactPlatform)).size).toBe(5);
    for (const story of rows) {
      if (story.contactPlatform === 'email')
        expect(story.contactUsername).toMatch(/^\S+@\S+\.\S+$/);
      if (story.contactPlatform === 'whatsapp') expect(story.contactUsername).toMatch(/^\d{8,15}$/);
      if (story.status === 'approved') expect(story.views).toBeGreaterThan(0);
      else expect(story.views).toBe(0);
    }
  });

  it('writes narratives that the narrative form would accept as they are', async () => {
    const rows = await handle.db.select().from(stories);
    for (const story of rows) {
      const parsed = storyInputSchema.safeParse(story);
      expect(parsed.error?.issues[0]?.message, story.title).toBeUndefined();
      expect(canonicalCountryName(story.country), story.country).toBe(story.country);
    }
  });

  it('writes four donation cases whose raised amount is the sum of their completed gifts', async () => {
    const cases = await handle.db.select().from(donationCases);
    const gifts = await handle.db.select().from(donationTransactions);
    expect(cases).toHaveLength(4);
    expect(cases.filter((c) => !c.active)).toHaveLength(1);
    expect(cases.filter((c) => c.goalAmountCents !== null)).toHaveLength(3);
    for (const donationCase of cases) {
      const caseGifts = gifts.filter((g) => g.donationCaseId === donationCase.id);
      expect(caseGifts.length).toBeGreaterThanOrEqual(3);
      const completed = caseGifts.filter((g) => g.status === 'completed');
      expect(donationCase.raisedAmountCents).toBe(
        completed.reduce((sum, g) => sum + g.amountCents, 0),
      );
      expect(donationCase.raisedAmountCents).toBeGreaterThan(0);
    }
    expect(gifts.some((g) => g.donorName === 'Anonymous')).toBe(true);
  });

  it('has follows toward admins and publishers only, matching the counts on users', async () => {
    const people = await handle.db.select().from(users);
    const rows = await handle.db.select().from(follows);
    expect(rows.length).toBeGreaterThan(0);
    for (const follow of rows) {
      const followed = people.find((u) => u.id === follow.followingId)!;
      expect(followed.isAdmin || followed.isPublisher).toBe(true);
      expect(follow.followerId).not.toBe(follow.followingId);
    }
    for (const person of people) {
      expect(person.followersCount).toBe(rows.filter((f) => f.followingId === person.id).length);
      expect(person.followingCount).toBe(rows.filter((f) => f.followerId === person.id).length);
    }
  });

  it('leaves moderation work for the admin: requests, reports and notifications', async () => {
    const [admin] = await handle.db
      .select()
      .from(users)
      .where(sql`${users.isAdmin}`);
    const requests = await handle.db.select().from(publisherRequests);
    const pendingReports = await handle.db.select().from(reports);
    const bell = await handle.db.select().from(notifications);
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(requests.every((r) => r.status === 'pending' && r.reason.length >= 10)).toBe(true);
    expect(pendingReports.length).toBeGreaterThanOrEqual(2);
    for (const report of pendingReports) {
      const table = report.targetType === 'post' ? posts : comments;
      const [target] = await handle.db
        .select()
        .from(table)
        .where(sql`${table.id} = ${report.targetId}`);
      expect(target?.userId).toBe(report.contentOwnerId);
      expect(report.reporterId).not.toBe(report.contentOwnerId);
    }
    expect(bell.length).toBeGreaterThanOrEqual(3);
    expect(bell.every((n) => n.recipientId === admin!.id && n.title && n.message)).toBe(true);
  });

  it('stores images that exist on disk at their URLs, named by their size, with their variants', async () => {
    const urls = [
      ...(await handle.db.select({ url: users.profilePicture }).from(users)),
      ...(await handle.db.select({ url: posts.image }).from(posts)),
      ...(await handle.db.select({ url: stories.image }).from(stories)),
      ...(await handle.db.select({ url: donationCases.image }).from(donationCases)),
    ].map((r) => r.url);
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/uploads\/demo\/[a-z0-9-]+_\d+x\d+\.jpg$/);
      const path = join(dataDir, url);
      expect(existsSync(path), url).toBe(true);
      const { format, width, height } = await sharp(path).metadata();
      expect(format).toBe('jpeg');
      const sized = readSizedImage(url)!;
      expect({ width, height }).toEqual({ width: sized.width, height: sized.height });
      for (const variant of sized.variants) {
        const stored = await sharp(join(dataDir, variant.url)).metadata();
        expect({ format: stored.format, width: stored.width }).toEqual({
          format: 'webp',
          width: variant.width,
        });
      }
    }
    const cover = readSizedImage(
      (await handle.db.select({ url: posts.image }).from(posts))[0]!.url,
    );
    expect(cover?.variants.map((variant) => variant.width)).toEqual([320, 640, 960]);
  });

  it('does nothing on a second call', async () => {
    const before = await tableCounts();
    expect(await seedDemoContent(handle.db, config, storage)).toBeNull();
    expect(await tableCounts()).toEqual(before);
  });
});
