import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditList } from '#contracts/audit.ts';
import { auditLog } from '../../db/schema.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const { testApp, actors, as } = testFileApp();

async function ok<T = Record<string, unknown>>(actor: { headers: object }, options: InjectOptions) {
  const response = await as(actor, options);
  expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBeLessThan(
    300,
  );
  return response.json<T>();
}

const narrative = (actor: Actor, fields: Record<string, unknown>) =>
  ok<{ _id: string }>(actor, {
    method: 'POST',
    url: '/api/story/create',
    payload: {
      title: 'Water for the school',
      body: '<p>The well has run dry.</p>',
      country: 'Kenya',
      ...fields,
    },
  });

const onRequest = (actor: Actor = actors.admin) =>
  narrative(actor, {
    contactPlatform: 'whatsapp',
    contactUsername: '254711000222',
    contactVisibility: 'on_request',
  });

const contact = (actor: { headers: object }, storyId: string, remoteAddress: string) =>
  as(actor, { method: 'GET', url: `/api/story/${storyId}/contact`, remoteAddress });

/** The whole log, oldest first (the API's order is the reverse). */
const everything = async () =>
  (await testApp.app.db.select().from(auditLog)).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );

/** What a test added to the log, by running `act`. */
async function recordedBy(act: () => Promise<unknown>) {
  const before = new Set((await everything()).map(({ id }) => id));
  await act();
  return (await everything()).filter(({ id }) => !before.has(id));
}

describe('contacts shown on request are audited', () => {
  it('records each reveal once: visitors as visitors, members by name, with the network only', async () => {
    const story = await onRequest();
    const entries = await recordedBy(async () => {
      expect((await contact(actors.visitor, story._id, '203.0.113.77')).statusCode).toBe(200);
      expect((await contact(actors.user, story._id, '2001:db8:5:6:7::1')).statusCode).toBe(200);
    });
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'story.contact-reveal',
        actorId: null,
        actorUsername: null,
        targetType: 'story',
        targetId: story._id,
        clientNetwork: '203.0.113.0/24',
        details: { contactPlatform: 'whatsapp' },
      }),
      expect.objectContaining({
        action: 'story.contact-reveal',
        actorId: actors.user.id,
        actorUsername: actors.user.username,
        clientNetwork: '2001:db8:5::/48',
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('203.0.113.77');
    expect(JSON.stringify(entries)).not.toContain('254711000222');
  });

  it('records nothing for a public contact, the author reading their own, or a refusal', async () => {
    const visible = await narrative(actors.admin, {
      contactPlatform: 'email',
      contactUsername: 'school@example.org',
      contactVisibility: 'public',
    });
    const pending = await onRequest(actors.publisher);
    const entries = await recordedBy(async () => {
      expect((await contact(actors.visitor, visible._id, '198.51.100.1')).statusCode).toBe(200);
      expect((await contact(actors.publisher, pending._id, '198.51.100.2')).statusCode).toBe(200);
      expect((await contact(actors.user, pending._id, '198.51.100.3')).statusCode).toBe(404);
      expect((await contact(actors.visitor, pending._id, '198.51.100.4')).statusCode).toBe(404);
    });
    expect(entries).toEqual([]);
  });
});

describe("admins' views of donor details are audited", () => {
  it('records each page of the transactions and each CSV download, and no refused read', async () => {
    const donationCase = await ok<{ _id: string }>(actors.admin, {
      method: 'POST',
      url: '/api/donation/case',
      payload: { title: 'Audited case', description: 'Help' },
    });
    await ok(actors.visitor, {
      method: 'POST',
      url: '/api/donation/transaction',
      payload: { donationCaseId: donationCase._id, amount: 5, donorEmail: 'donor@example.net' },
      remoteAddress: '192.0.2.9',
    });
    const list = `/api/donation/transactions/${donationCase._id}`;
    const entries = await recordedBy(async () => {
      for (const actor of [actors.visitor, actors.user, actors.publisher]) {
        expect((await as(actor, { method: 'GET', url: list })).statusCode).toBeGreaterThan(400);
        expect((await as(actor, { method: 'GET', url: `${list}/csv` })).statusCode).toBeGreaterThan(
          400,
        );
      }
      await ok(actors.admin, { method: 'GET', url: list, remoteAddress: '198.51.100.20' });
      await ok(actors.admin, {
        method: 'GET',
        url: `${list}?startIndex=1`,
        remoteAddress: '198.51.100.20',
      });
      const csv = await as(actors.admin, {
        method: 'GET',
        url: `${list}/csv`,
        remoteAddress: '198.51.100.21',
      });
      expect(csv.statusCode).toBe(200);
    });
    const admin = { actorId: actors.admin.id, actorUsername: actors.admin.username };
    const target = { targetType: 'donation-case', targetId: donationCase._id };
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'donations.view',
        ...admin,
        ...target,
        clientNetwork: '198.51.100.0/24',
        details: { startIndex: 0, donations: 1 },
      }),
      expect.objectContaining({
        action: 'donations.view',
        ...target,
        details: { startIndex: 1, donations: 0 },
      }),
      expect.objectContaining({ action: 'donations.csv', ...admin, ...target }),
    ]);
  });
});

describe('GET /api/audit', () => {
  const read = (actor: { headers: object }, query = '') =>
    as(actor, { method: 'GET', url: `/api/audit${query}` });

  it('is for admins only: 401 for a visitor, 403 for a member or a publisher', async () => {
    expect((await read(actors.visitor)).statusCode).toBe(401);
    expect((await read(actors.user)).statusCode).toBe(403);
    expect((await read(actors.publisher)).statusCode).toBe(403);
    expect((await read(actors.admin)).statusCode).toBe(200);
  });

  it('lists entries newest first, paged by startIndex and limit, filtered by action', async () => {
    const story = await onRequest();
    const reader = await createActor(testApp.app, 'user');
    for (let index = 0; index < 3; index += 1) {
      await contact(reader, story._id, `198.51.100.${30 + index}`);
    }
    expect((await as(reader, { method: 'GET', url: '/api/user/export' })).statusCode).toBe(200);

    const all = await ok<AuditList>(actors.admin, { method: 'GET', url: '/api/audit?limit=100' });
    expect(all.totalEntries).toBe((await everything()).length);
    const times = all.entries.map(({ createdAt }) => createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.entries[0]).toEqual<AuditEntry>({
      _id: expect.any(String),
      action: 'account.export',
      actor: { _id: reader.id, username: reader.username },
      target: { type: 'user', _id: reader.id },
      details: {},
      clientNetwork: expect.any(String),
      createdAt: expect.any(String),
    });

    const first = await ok<AuditList>(actors.admin, { method: 'GET', url: '/api/audit?limit=2' });
    const second = await ok<AuditList>(actors.admin, {
      method: 'GET',
      url: '/api/audit?limit=2&startIndex=2',
    });
    expect(first.entries.map(({ _id }) => _id)).toEqual(
      all.entries.slice(0, 2).map(({ _id }) => _id),
    );
    expect(second.entries.map(({ _id }) => _id)).toEqual(
      all.entries.slice(2, 4).map(({ _id }) => _id),
    );
    expect(first.totalEntries).toBe(all.totalEntries);

    const reveals = await ok<AuditList>(actors.admin, {
      method: 'GET',
      url: '/api/audit?action=story.contact-reveal&limit=100',
    });
    expect(reveals.entries.every(({ action }) => action === 'story.contact-reveal')).toBe(true);
    expect(reveals.entries.filter(({ actor }) => actor?._id === reader.id)).toHaveLength(3);
  });

  it('answers 400 for an unknown action or a bad page', async () => {
    for (const query of ['?action=everything', '?limit=0', '?startIndex=-1']) {
      const response = await read(actors.admin, query);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
