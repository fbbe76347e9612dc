import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moderationLog, stories } from '../../db/schema.ts';
import { STORY_CONTACTS_PER_ADDRESS } from '../../platform/rate-limits.ts';
import { type Actor, nonAdmins } from '../../test/actors.ts';
import { sourceRenderer } from '../../test/source-renderer.ts';
import { testFileApp } from '../../test/test-file-app.ts';
import { narrativeFields } from '../../test/narrative-fields.ts';

const { testApp, actors, inject, as } = testFileApp(async () => ({
  environment: { PUBLIC_URL: 'https://hearth.example.org' },
  build: { webRenderer: await sourceRenderer() },
}));

const PHONE = '254712345678';

const narrative = (fields: Record<string, unknown> = {}) =>
  narrativeFields({ contactUsername: PHONE, ...fields });

interface Created {
  _id: string;
  slug: string;
  contactUsername: string;
  contactVisibility: string;
}

async function share(actor: Actor, fields: Record<string, unknown> = {}) {
  const response = await as(actor, {
    method: 'POST',
    url: '/api/story/create',
    payload: narrative(fields),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Created>();
}

/** An admin's narrative is published at once. */
const published = (fields: Record<string, unknown> = {}) => share(actors.admin, fields);

let addresses = 0;
/** A client address of its own, so one test's rate limits do not reach another's. */
const freshAddress = () => `203.0.113.${++addresses}`;

const contact = (storyId: string, actor: { headers: object } = actors.visitor, address?: string) =>
  as(actor, {
    method: 'GET',
    url: `/api/story/${storyId}/contact`,
    remoteAddress: address ?? freshAddress(),
  });

const takedown = (storyId: string, payload: Record<string, unknown>, address?: string) =>
  inject({
    method: 'POST',
    url: `/api/story/${storyId}/takedown`,
    payload,
    remoteAddress: address ?? freshAddress(),
  });

const REASON = 'This shows my private phone number without my consent.';

describe('how a narrative shows its contact', () => {
  it('shows a WhatsApp number on request and other contacts publicly unless the author chose', async () => {
    expect((await published()).contactVisibility).toBe('on_request');
    expect(
      (await published({ contactPlatform: 'email', contactUsername: 'help@example.org' }))
        .contactVisibility,
    ).toBe('public');
    const chosen = await published({
      contactPlatform: 'email',
      contactUsername: 'help@example.org',
      contactVisibility: 'on_request',
    });
    expect(chosen).toMatchObject({ contactVisibility: 'on_request', contactUsername: '' });
    const open = await published({ contactVisibility: 'public' });
    expect(open).toMatchObject({ contactVisibility: 'public', contactUsername: PHONE });
  });

  it('refuses a visibility that is neither public nor on request', async () => {
    const response = await as(actors.admin, {
      method: 'POST',
      url: '/api/story/create',
      payload: narrative({ contactVisibility: 'friends' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please choose what to show');
  });

  it('keeps a contact on request when an edit does not say, and lets the author open it', async () => {
    const story = await share(actors.publisher, {
      contactPlatform: 'email',
      contactUsername: 'roof@example.org',
      contactVisibility: 'on_request',
    });
    const update = (fields: Record<string, unknown>) =>
      as(actors.publisher, {
        method: 'PUT',
        url: `/api/story/update/${story._id}`,
        payload: narrative({
          contactPlatform: 'email',
          contactUsername: 'roof@example.org',
          ...fields,
        }),
      });
    expect((await update({})).json().contactVisibility).toBe('on_request');
    expect((await update({ contactVisibility: 'public' })).json()).toMatchObject({
      contactVisibility: 'public',
      contactUsername: 'roof@example.org',
    });
  });

  it('keeps an on-request contact when its answer is sent back as the edit, contact empty', async () => {
    const story = await share(actors.publisher, { title: 'Sent back as it came' });
    const echo = (fields: Record<string, unknown>) =>
      as(actors.publisher, {
        method: 'PUT',
        url: `/api/story/update/${story._id}`,
        payload: { ...story, ...fields },
      });
    const edited = await echo({ title: 'Sent back, edited' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await contact(story._id, actors.publisher)).json().contactUsername).toBe(PHONE);
    // On another platform the old contact means nothing: it is missing.
    const moved = await echo({ contactPlatform: 'telegram' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe('Please fill in all required fields');
    const shown = await share(actors.publisher, { contactVisibility: 'public' });
    const emptied = await as(actors.publisher, {
      method: 'PUT',
      url: `/api/story/update/${shown._id}`,
      payload: { ...shown, contactUsername: '' },
    });
    expect(emptied.statusCode).toBe(400);
  });

  it('never puts an on-request contact in a list or a single answer, cached or not', async () => {
    const hidden = '254700000999';
    const story = await published({ title: 'Hidden number narrative', contactUsername: hidden });
    const answers = [
      await inject({ method: 'GET', url: '/api/story/get' }),
      await inject({ method: 'GET', url: '/api/story/get?searchTerm=Hidden' }),
      await inject({ method: 'GET', url: `/api/story/get/${story._id}` }),
      await inject({ method: 'GET', url: `/api/story/get/${story._id}` }),
      await inject({ method: 'GET', url: `/api/story/getbyslug/${story.slug}` }),
      await as(actors.admin, { method: 'GET', url: '/api/story/get?status=all' }),
      await as(actors.admin, { method: 'GET', url: `/api/story/user/${actors.admin.id}` }),
      await inject({ method: 'GET', url: `/narrative/${story.slug}` }),
      await inject({ method: 'GET', url: '/stories' }),
      await inject({ method: 'GET', url: '/' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
      expect(answer.body).not.toContain(hidden);
    }
    expect(answers[2]!.json()).toMatchObject({ contactVisibility: 'on_request' });
  });
});

describe('GET /api/story/{storyId}/contact', () => {
  it('answers the contact of a published narrative to anyone, and never lets it be cached', async () => {
    const story = await published();
    for (const actor of [actors.visitor, actors.user, actors.publisher, actors.admin]) {
      const response = await contact(story._id, actor);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ contactPlatform: 'whatsapp', contactUsername: PHONE });
      expect(response.headers['cache-control']).toMatch(/^(private, )?no-store$/);
    }
  });

  it("answers an unpublished narrative's contact only to its author and admins", async () => {
    const story = await share(actors.publisher);
    for (const actor of [actors.visitor, actors.user, actors.otherPublisher]) {
      expect((await contact(story._id, actor)).statusCode).toBe(404);
    }
    for (const actor of [actors.publisher, actors.admin]) {
      expect((await contact(story._id, actor)).json().contactUsername).toBe(PHONE);
    }
    expect((await contact('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('answers one address a limited number of contacts, then 429 with when to try again', async () => {
    const story = await published();
    const address = freshAddress();
    for (let asked = 0; asked < STORY_CONTACTS_PER_ADDRESS; asked++) {
      expect((await contact(story._id, actors.visitor, address)).statusCode).toBe(200);
    }
    const refused = await contact(story._id, actors.visitor, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many contacts shown\. Please try again in \d+ minute\(s\)\.$/,
    );
    expect(refused.body).not.toContain(PHONE);
    // Another address is not held back by it.
    expect((await contact(story._id)).statusCode).toBe(200);
  });
});

describe('POST /api/story/{storyId}/takedown', () => {
  it('takes a reason of at least 10 characters and an optional e-mail from anyone', async () => {
    const story = await published();
    for (const reason of [undefined, '', 'Too short']) {
      const response = await takedown(story._id, { reason });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please tell us why this should be removed');
    }
    const badEmail = await takedown(story._id, { reason: REASON, email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    for (const actor of [actors.visitor, actors.user, actors.publisher, actors.admin]) {
      const response = await as(actor, {
        method: 'POST',
        url: `/api/story/${story._id}/takedown`,
        payload: { reason: REASON, email: 'neighbour@example.org' },
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(201);
    }
    expect((await takedown(story._id, { reason: REASON, email: '' })).statusCode).toBe(201);
  });

  it('answers 404 for a narrative the public cannot see', async () => {
    const pending = await share(actors.publisher);
    expect((await takedown(pending._id, { reason: REASON })).statusCode).toBe(404);
  });

  it('limits the requests of one address', async () => {
    const story = await published();
    const address = freshAddress();
    let status = 201;
    for (let sent = 0; sent < 10 && status === 201; sent++) {
      status = (await takedown(story._id, { reason: REASON }, address)).statusCode;
    }
    expect(status).toBe(429);
  });
});

describe('the admins’ takedown list and decisions', () => {
  const list = (actor: { headers: object }, query = '') =>
    as(actor, { method: 'GET', url: `/api/story/takedowns${query}` });
  const decide = (actor: { headers: object }, takedownId: string, decision: string) =>
    as(actor, { method: 'PUT', url: `/api/story/takedowns/${takedownId}`, payload: { decision } });

  async function requested(storyId: string, email?: string) {
    expect((await takedown(storyId, { reason: REASON, email })).statusCode).toBe(201);
    const { takedowns } = (await list(actors.admin, '?limit=100')).json();
    return takedowns.find((row: { story: { _id: string } }) => row.story._id === storyId)._id;
  }

  it('lets only admins list and decide (401 visitor, 403 user and publisher)', async () => {
    const story = await published();
    const takedownId = await requested(story._id);
    for (const [actor, status] of nonAdmins(actors)) {
      expect((await list(actor)).statusCode).toBe(status);
      expect((await decide(actor, takedownId, 'dismiss')).statusCode).toBe(status);
    }
    expect((await list(actors.admin)).statusCode).toBe(200);
    expect((await decide(actors.admin, takedownId, 'dismiss')).statusCode).toBe(200);
  });

  it('pages the pending requests oldest first, with their total and the requester’s e-mail', async () => {
    const story = await published({ title: 'Paged takedowns' });
    await requested(story._id, 'first@example.org');
    await requested(story._id);
    const all = (await list(actors.admin, '?limit=100')).json();
    const first = (await list(actors.admin, '?limit=1')).json();
    expect(first.takedowns).toHaveLength(1);
    expect(first.totalTakedowns).toBe(all.totalTakedowns);
    const second = (await list(actors.admin, '?limit=1&startIndex=1')).json();
    expect(second.takedowns[0]._id).toBe(all.takedowns[1]._id);
    const mine = all.takedowns.filter(
      (row: { story: { _id: string } }) => row.story._id === story._id,
    );
    expect(mine.map((row: { email: string | null }) => row.email)).toEqual([
      'first@example.org',
      null,
    ]);
    expect(mine[0]).toMatchObject({ status: 'pending', reason: REASON, decidedAt: null });
  });

  it('unpublishes at once: 404 in the API, the page (cached too), lists, sitemap and feeds', async () => {
    const story = await published({
      title: 'Narrative to take down',
      contactPlatform: 'email',
      contactUsername: 'down@example.org',
    });
    const page = `/narrative/${story.slug}`;
    const reads = {
      api: () => inject({ method: 'GET', url: `/api/story/get/${story._id}` }),
      bySlug: () => inject({ method: 'GET', url: `/api/story/getbyslug/${story.slug}` }),
      page: () => inject({ method: 'GET', url: page }),
      contact: () => contact(story._id),
    };
    const outputs = async () =>
      [
        await inject({ method: 'GET', url: '/api/story/get' }),
        await inject({ method: 'GET', url: '/stories' }),
        await inject({ method: 'GET', url: '/sitemap.xml' }),
        await inject({ method: 'GET', url: '/feeds/narratives/rss.xml' }),
        await inject({ method: 'GET', url: '/feeds/narratives/atom.xml' }),
      ].map((response) => response.body);
    // Read twice: the second answers come from the caches.
    for (let read = 0; read < 2; read++) {
      for (const get of Object.values(reads)) expect((await get()).statusCode).toBe(200);
    }
    expect((await reads.page()).headers.etag).toBe((await reads.page()).headers.etag);
    for (const body of await outputs()) expect(body).toContain(story.slug);

    const first = await requested(story._id);
    const second = await requested(story._id);
    const unpublished = await decide(actors.admin, first, 'unpublish');
    expect(unpublished.json()).toEqual({
      success: true,
      message: 'The narrative has been unpublished',
    });

    for (const get of Object.values(reads)) expect((await get()).statusCode).toBe(404);
    for (const body of await outputs()) expect(body).not.toContain(story.slug);
    // The author still finds it in their own list, rejected, with why.
    const [row] = await testApp.app.db
      .select({ status: stories.status, reason: stories.rejectionReason })
      .from(stories)
      .where(eq(stories.id, story._id));
    expect(row).toEqual({
      status: 'rejected',
      reason: 'Unpublished by an administrator after a request to remove it.',
    });
    // Every request about it is settled with it.
    const pending = (await list(actors.admin, '?limit=100')).json().takedowns;
    expect(pending.map((takedown: { _id: string }) => takedown._id)).not.toContain(second);
    const settled = await decide(actors.admin, second, 'dismiss');
    expect(settled.statusCode).toBe(409);
    expect(settled.json().message).toBe('This request has already been decided');
  });

  it('dismisses a request and leaves the narrative published; every decision is logged', async () => {
    const story = await published({ title: 'Narrative that stays' });
    const takedownId = await requested(story._id);
    expect((await decide(actors.admin, takedownId, 'dismiss')).json().message).toBe(
      'The request has been dismissed',
    );
    expect((await inject({ method: 'GET', url: `/api/story/get/${story._id}` })).statusCode).toBe(
      200,
    );
    const dismissed = (await list(actors.admin, '?status=dismissed&limit=100')).json();
    expect(dismissed.takedowns.map((row: { _id: string }) => row._id)).toContain(takedownId);

    const other = await requested(story._id);
    await decide(actors.admin, other, 'unpublish');
    const log = await testApp.app.db
      .select({
        action: moderationLog.action,
        actorId: moderationLog.actorId,
        details: moderationLog.details,
      })
      .from(moderationLog)
      .where(eq(moderationLog.targetId, story._id))
      .orderBy(moderationLog.createdAt);
    expect(log).toEqual([
      {
        action: 'story.takedown-dismiss',
        actorId: actors.admin.id,
        details: { takedownId, title: 'Narrative that stays' },
      },
      {
        action: 'story.takedown-unpublish',
        actorId: actors.admin.id,
        details: { takedownId: other, title: 'Narrative that stays' },
      },
    ]);
  });

  it('answers 404 for an unknown request and 400 for an unknown decision', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await decide(actors.admin, unknown, 'dismiss')).statusCode).toBe(404);
    expect((await decide(actors.admin, unknown, 'delete')).statusCode).toBe(400);
  });
});
