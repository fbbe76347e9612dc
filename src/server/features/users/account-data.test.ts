import { eq, type SQL } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, moderationLog, notifications, users } from '../../db/schema.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { receivePledge } from '../../test/pledges.ts';
import { createTestApp, injectors, type TestApp } from '../../test/test-app.ts';
import { EXPORT_PAGE_SIZE } from './account-data-files.ts';

let testApp: TestApp;
const { inject, as } = injectors(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const OTHER_PHONE = '254700000111';
const OWN_PHONE = '254700000222';

async function ok<T = Record<string, unknown>>(actor: { headers: object }, options: InjectOptions) {
  const response = await as(actor, options);
  expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBeLessThan(
    300,
  );
  return response.json<T>();
}

const post = (actor: Actor, title: string, status = 'published') =>
  ok<{ _id: string; slug: string }>(actor, {
    method: 'POST',
    url: '/api/post/create',
    payload: { title, content: `<p>${title} in words</p>`, status },
  });

const narrative = (actor: Actor, title: string, phone: string) =>
  ok<{ _id: string; slug: string }>(actor, {
    method: 'POST',
    url: '/api/story/create',
    payload: {
      title,
      body: '<p>Our family needs help.</p>',
      country: 'Kenya',
      contactPlatform: 'whatsapp',
      contactUsername: phone,
      contactVisibility: 'on_request',
    },
  });

const comment = (actor: Actor, postId: string, content: string, parentId?: string) =>
  ok<{ _id: string }>(actor, {
    method: 'POST',
    url: '/api/comment/create',
    payload: { postId, content, userId: actor.id, ...(parentId && { parentId }) },
  });

let addresses = 0;
const give = (actor: { headers: object }, caseId: string, fields: Record<string, unknown>) =>
  ok<{ transaction: { _id: string; receiptNumber: number } }>(actor, {
    method: 'POST',
    url: '/api/donation/transaction',
    payload: { donationCaseId: caseId, amount: 25, ...fields },
    remoteAddress: `198.51.100.${++addresses}`,
  });

interface World {
  owner: Actor;
  other: Actor;
  follower: Actor;
  admin: Actor;
  caseId: string;
  ownPost: { _id: string; slug: string };
  ownDraft: { _id: string; slug: string };
  ownStory: { _id: string; slug: string };
  otherPost: { _id: string; slug: string };
  otherDraftTitle: string;
  otherComment: string;
  ownComment: string;
  ownGifts: string[];
  othersGifts: string[];
}

let worlds = 0;
/**
 * A member with some of every kind of data, beside another member with the same kinds, an
 * admin, and gifts to one case by each of them and by strangers.
 */
async function world(): Promise<World> {
  const n = ++worlds;
  const owner = await createActor(testApp.app, 'publisher', `owner${n}`);
  const other = await createActor(testApp.app, 'publisher', `other${n}`);
  const follower = await createActor(testApp.app, 'user', `follower${n}`);
  const admin = await createActor(testApp.app, 'admin', `admin${n}`);

  const ownPost = await post(owner, `Owner ${n} published`);
  const ownDraft = await post(owner, `Owner ${n} secret draft`, 'draft');
  const ownStory = await narrative(owner, `Owner ${n} narrative`, OWN_PHONE);
  const otherPost = await post(other, `Other ${n} published`);
  const otherDraftTitle = `Other ${n} private draft`;
  await post(other, otherDraftTitle, 'draft');
  await narrative(other, `Other ${n} narrative`, OTHER_PHONE);

  await comment(other, ownPost._id, `Other ${n} comment on the owner's post`);
  const otherComment = await comment(other, otherPost._id, `Other ${n} comment on their post`);
  const ownComment = await comment(owner, otherPost._id, `Owner ${n} comment @other${n}`);
  await comment(owner, otherPost._id, `Owner ${n} reply`, ownComment._id);
  await ok(owner, { method: 'PUT', url: `/api/comment/likeComment/${otherComment._id}` });
  await ok(owner, { method: 'PUT', url: `/api/user/follow/${other.id}` });
  await ok(follower, { method: 'PUT', url: `/api/user/follow/${owner.id}` });

  const donationCase = await ok<{ _id: string }>(admin, {
    method: 'POST',
    url: '/api/donation/case',
    payload: { title: `Case ${n}`, description: 'Help' },
  });
  const signedIn = await give(owner, donationCase._id, {
    donorName: `Owner ${n} Name`,
    message: `From owner ${n}`,
    showPublicly: true,
  });
  const byAddress = await give({ headers: {} }, donationCase._id, {
    donorName: `Owner ${n} Alias`,
    donorEmail: owner.email.toUpperCase(),
    wantsUpdates: true,
  });
  const stranger = await give({ headers: {} }, donationCase._id, {
    donorName: `Stranger ${n}`,
    donorEmail: `stranger${n}@example.net`,
    message: `Stranger ${n} message`,
    showPublicly: true,
  });
  const others = await give(other, donationCase._id, {
    donorName: `Other ${n} Name`,
    donorEmail: other.email,
  });
  // All but the stranger's pledge were received: their receipts and the raised total are real.
  for (const gift of [signedIn, byAddress, others]) {
    await receivePledge(testApp.app, admin, gift.transaction._id);
  }

  return {
    owner,
    other,
    follower,
    admin,
    caseId: donationCase._id,
    ownPost,
    ownDraft,
    ownStory,
    otherPost,
    otherDraftTitle,
    otherComment: otherComment._id,
    ownComment: ownComment._id,
    ownGifts: [signedIn.transaction._id, byAddress.transaction._id],
    othersGifts: [stranger.transaction._id, others.transaction._id],
  };
}

type Files = Record<string, unknown>;

async function exportOf(actor: { headers: object }, remoteAddress = '192.0.2.55') {
  const response = await as(actor, { method: 'GET', url: '/api/user/export', remoteAddress });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="hearth-data-[\w-]+-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const entries = unzipSync(new Uint8Array(response.rawPayload));
  const text = Object.values(entries)
    .map((bytes) => strFromU8(bytes))
    .join('\n');
  const files: Files = Object.fromEntries(
    Object.entries(entries).map(([name, bytes]) => [name, JSON.parse(strFromU8(bytes))]),
  );
  return { files, text };
}

const ids = (items: unknown) => (items as { _id: string }[]).map((item) => item._id);

describe('GET /api/user/export: download my data', () => {
  it("answers a zip of the member's own data, every kind, and nobody else's", async () => {
    const w = await world();
    const { files, text } = await exportOf(w.owner);

    expect(Object.keys(files).sort()).toEqual([
      'comments.json',
      'follows.json',
      'gifts.json',
      'likes.json',
      'narratives.json',
      'notifications.json',
      'posts.json',
      'profile.json',
    ]);
    expect(files['profile.json']).toMatchObject({
      _id: w.owner.id,
      username: w.owner.username,
      email: w.owner.email,
      isPublisher: true,
      followersCount: 1,
      followingCount: 1,
    });
    expect(text).not.toMatch(/password_?hash|argon2/i);

    const posts = files['posts.json'] as { _id: string; status: string; title: string }[];
    expect(posts.map(({ title, status }) => [title, status]).sort()).toEqual(
      [
        [`Owner ${worlds} published`, 'published'],
        [`Owner ${worlds} secret draft`, 'draft'],
      ].sort(),
    );
    expect(files['narratives.json']).toEqual([
      expect.objectContaining({
        _id: w.ownStory._id,
        contactUsername: OWN_PHONE,
        contactVisibility: 'on_request',
      }),
    ]);
    const comments = files['comments.json'] as { content: string; post: object }[];
    expect(comments.map(({ content }) => content).sort()).toEqual(
      [`Owner ${worlds} comment @other${worlds}`, `Owner ${worlds} reply`].sort(),
    );
    expect(comments[0]!.post).toMatchObject({ _id: w.otherPost._id, slug: w.otherPost.slug });
    expect(files['likes.json']).toEqual([
      expect.objectContaining({ commentId: w.otherComment, postId: w.otherPost._id }),
    ]);
    expect(files['follows.json']).toEqual({
      following: [expect.objectContaining({ _id: w.other.id, username: w.other.username })],
      followers: [expect.objectContaining({ _id: w.follower.id, username: w.follower.username })],
    });
    const notices = files['notifications.json'] as { type: string; triggeredBy: string }[];
    expect(notices.map(({ type }) => type).sort()).toEqual(['comment', 'follow', 'new_donation']);

    const gifts = files['gifts.json'] as Record<string, unknown>[];
    expect(ids(gifts).sort()).toEqual([...w.ownGifts].sort());
    expect(gifts).toContainEqual(
      expect.objectContaining({
        _id: w.ownGifts[0],
        amount: 25,
        donorName: `Owner ${worlds} Name`,
        message: `From owner ${worlds}`,
        madeWhileSignedIn: true,
        donationCase: { _id: w.caseId, title: `Case ${worlds}` },
      }),
    );
    expect(gifts).toContainEqual(
      expect.objectContaining({ _id: w.ownGifts[1], madeWhileSignedIn: false, wantsUpdates: true }),
    );

    // Nothing of anyone else's that is not public: no other donor, e-mail, contact or draft.
    for (const secret of [
      w.other.email,
      w.follower.email,
      `Stranger ${worlds}`,
      `stranger${worlds}@example.net`,
      `Other ${worlds} Name`,
      OTHER_PHONE,
      w.otherDraftTitle,
      ...w.othersGifts,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("leaves out the gifts of an address the member has not verified, and another member's data", async () => {
    const w = await world();
    await testApp.app.db.update(users).set({ verified: false }).where(eq(users.id, w.owner.id));
    const owner = await exportOf(w.owner);
    expect(ids(owner.files['gifts.json'])).toEqual([w.ownGifts[0]]);

    const other = await exportOf(w.other);
    expect(ids(other.files['gifts.json'])).toEqual([w.othersGifts[1]]);
    expect(other.text).not.toContain(w.owner.email);
    expect(other.text).not.toContain(`Owner ${worlds} secret draft`);
    expect(other.text).not.toContain(OWN_PHONE);
  });

  it("names no donor in an admin's donation notifications", async () => {
    const w = await world();
    const { files, text } = await exportOf(w.admin);
    const received = (files['notifications.json'] as { type: string; message: string }[]).filter(
      ({ type }) => type === 'donation_received',
    );
    expect(received.length).toBe(4);
    for (const { message } of received)
      expect(message).toMatch(/^A donor pledged \$25\.00 to "Case/);
    expect(text).not.toContain(`Stranger ${worlds}`);
    expect(text).not.toContain(`Owner ${worlds} Name`);
  });

  it('reads a large table page by page and leaves nothing out', async () => {
    const member = await createActor(testApp.app, 'user');
    const count = EXPORT_PAGE_SIZE * 2 + 7;
    await testApp.app.db.insert(notifications).values(
      Array.from({ length: count }, (_, index) => ({
        recipientId: member.id,
        type: 'follow',
        title: 'New follower',
        message: `Notice ${index}`,
      })),
    );
    const { files } = await exportOf(member);
    const notices = files['notifications.json'] as { _id: string; message: string }[];
    expect(notices).toHaveLength(count);
    expect(new Set(ids(notices)).size).toBe(count);
    expect(new Set(notices.map(({ message }) => message)).size).toBe(count);
  });

  it('is for signed-in members only, and each export is audited once with the network', async () => {
    expect((await inject({ method: 'GET', url: '/api/user/export' })).statusCode).toBe(401);

    const member = await createActor(testApp.app, 'user');
    await exportOf(member, '203.0.113.200');
    const entries = await testApp.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, member.id));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'account.export',
        actorId: member.id,
        actorUsername: member.username,
        targetType: 'user',
        clientNetwork: '203.0.113.0/24',
      }),
    ]);
  });

  it('allows a few downloads an hour, then answers 429', async () => {
    const member = await createActor(testApp.app, 'user');
    for (let index = 0; index < 5; index += 1) await exportOf(member);
    const refused = await as(member, { method: 'GET', url: '/api/user/export' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many downloads/);
  });
});

interface Transaction {
  _id: string;
  donorName: string;
  donorEmail: string | null;
  message: string | null;
  receiptNumber: number | null;
  amount: number;
}

describe('DELETE /api/user/delete/:id: what happens to each kind of data', () => {
  const transactions = async (admin: Actor, caseId: string) =>
    ok<Transaction[]>(admin, { method: 'GET', url: `/api/donation/transactions/${caseId}` });
  const csv = async (admin: Actor, caseId: string) =>
    (await as(admin, { method: 'GET', url: `/api/donation/transactions/${caseId}/csv` })).body;
  const caseOf = (caseId: string) =>
    ok<{ raisedAmount: number; supportersCount: number }>(
      { headers: {} },
      { method: 'GET', url: `/api/donation/case/${caseId}` },
    );

  it('removes the content and ties, keeps the gifts under "Anonymous" and the totals', async () => {
    const w = await world();
    const before = {
      case: await caseOf(w.caseId),
      transactions: await transactions(w.admin, w.caseId),
      csvTotals: (await csv(w.admin, w.caseId)).split('\n').filter((line) => /^Total/.test(line)),
    };

    const deleted = await as(w.owner, {
      method: 'DELETE',
      url: `/api/user/delete/${w.owner.id}`,
      remoteAddress: '2001:db8:77:1::9',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // Profile, posts (the draft too), narratives.
    expect((await inject({ method: 'GET', url: `/api/user/${w.owner.id}` })).statusCode).toBe(404);
    for (const slug of [w.ownPost.slug, w.ownDraft.slug]) {
      const found = await ok<{ posts: unknown[] }>(w.admin, {
        method: 'GET',
        url: `/api/post/getposts?slug=${slug}&status=all`,
      });
      expect(found.posts).toEqual([]);
    }
    expect(
      (await inject({ method: 'GET', url: `/api/story/get/${w.ownStory._id}` })).statusCode,
    ).toBe(404);

    // Comments and the likes given; follows both ways, with the counts others show.
    const thread = await ok<{ _id: string; numberOfLikes: number }[]>(
      { headers: {} },
      { method: 'GET', url: `/api/comment/getPostComments/${w.otherPost._id}` },
    );
    expect(ids(thread)).not.toContain(w.ownComment);
    expect(thread.find(({ _id }) => _id === w.otherComment)).toMatchObject({ numberOfLikes: 0 });
    const other = await ok<{ followersCount: number }>(w.other, {
      method: 'GET',
      url: `/api/user/${w.other.id}`,
    });
    expect(other.followersCount).toBe(0);
    const follower = await ok<{ followingCount: number }>(w.follower, {
      method: 'GET',
      url: `/api/user/${w.follower.id}`,
    });
    expect(follower.followingCount).toBe(0);

    // Notifications: the member's own, and those others had because of the member.
    const notificationsWhere = (condition: SQL) =>
      testApp.app.db.select().from(notifications).where(condition);
    expect(await notificationsWhere(eq(notifications.recipientId, w.owner.id))).toEqual([]);
    expect(await notificationsWhere(eq(notifications.triggeredById, w.owner.id))).toEqual([]);
    const othersNotices = await ok<{ notifications: { message: string }[] }>(w.other, {
      method: 'GET',
      url: '/api/notification',
    });
    expect(JSON.stringify(othersNotices)).not.toContain(w.owner.username);

    // Gifts: in the ledger as "Anonymous", everywhere an admin or anyone reads them.
    const after = await transactions(w.admin, w.caseId);
    expect(after.map(({ _id, amount, receiptNumber }) => ({ _id, amount, receiptNumber }))).toEqual(
      before.transactions.map(({ _id, amount, receiptNumber }) => ({ _id, amount, receiptNumber })),
    );
    for (const gift of after.filter(({ _id }) => w.ownGifts.includes(_id))) {
      expect(gift).toMatchObject({ donorName: 'Anonymous', donorEmail: null, message: null });
    }
    for (const gift of after.filter(({ _id }) => w.othersGifts.includes(_id))) {
      expect(gift.donorName).not.toBe('Anonymous');
    }
    const sheet = await csv(w.admin, w.caseId);
    const csvTotals = sheet.split('\n').filter((line) => /^Total/.test(line));
    expect(csvTotals).toEqual(before.csvTotals);
    const supporters = await ok<{ supporters: { name: string; message: string | null }[] }>(
      { headers: {} },
      { method: 'GET', url: `/api/donation/case/${w.caseId}/supporters` },
    );
    const adminNotices = await ok<{ notifications: { type: string; message: string }[] }>(w.admin, {
      method: 'GET',
      url: '/api/notification?limit=50',
    });
    const received = adminNotices.notifications.filter(({ type }) => type === 'donation_received');
    expect(received.filter(({ message }) => message.startsWith('Anonymous pledged'))).toHaveLength(
      2,
    );
    for (const answer of [
      JSON.stringify(after),
      sheet,
      JSON.stringify(supporters),
      JSON.stringify(received),
    ]) {
      expect(answer).not.toContain(`Owner ${worlds} Name`);
      expect(answer).not.toContain(`Owner ${worlds} Alias`);
      expect(answer).not.toContain(`From owner ${worlds}`);
      expect(answer.toLowerCase()).not.toContain(w.owner.email.toLowerCase());
    }
    expect(await caseOf(w.caseId)).toMatchObject(before.case);

    // Recorded once, by name, with the network; the link to the gone account let go.
    const entries = await testApp.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, w.owner.id));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'account.delete',
        actorId: null,
        actorUsername: w.owner.username,
        clientNetwork: '2001:db8:77::/48',
        details: { username: w.owner.username, byOwner: true, giftsAnonymized: 2 },
      }),
    ]);
  });

  it('lets an admin delete a member (audited and logged), not another admin; others get 401 or 403', async () => {
    const w = await world();
    expect(
      (await inject({ method: 'DELETE', url: `/api/user/delete/${w.owner.id}` })).statusCode,
    ).toBe(401);
    for (const actor of [w.other, w.follower]) {
      const refused = await as(actor, { method: 'DELETE', url: `/api/user/delete/${w.owner.id}` });
      expect(refused.statusCode).toBe(403);
    }
    const otherAdmin = await createActor(testApp.app, 'admin');
    expect(
      (await as(w.admin, { method: 'DELETE', url: `/api/user/delete/${otherAdmin.id}` }))
        .statusCode,
    ).toBe(403);
    expect(
      await testApp.app.db.select().from(auditLog).where(eq(auditLog.targetId, w.owner.id)),
    ).toEqual([]);

    await ok(w.admin, { method: 'DELETE', url: `/api/user/delete/${w.owner.id}` });
    const [gift] = (await transactions(w.admin, w.caseId)).filter(
      ({ _id }) => _id === w.ownGifts[0],
    );
    expect(gift).toMatchObject({ donorName: 'Anonymous', donorEmail: null });
    expect(
      await testApp.app.db.select().from(auditLog).where(eq(auditLog.targetId, w.owner.id)),
    ).toEqual([
      expect.objectContaining({
        action: 'account.delete',
        actorId: w.admin.id,
        actorUsername: w.admin.username,
        details: expect.objectContaining({ byOwner: false }),
      }),
    ]);
    expect(
      await testApp.app.db
        .select({ action: moderationLog.action })
        .from(moderationLog)
        .where(eq(moderationLog.targetId, w.owner.id)),
    ).toEqual([{ action: 'user.delete' }]);
  });
});
