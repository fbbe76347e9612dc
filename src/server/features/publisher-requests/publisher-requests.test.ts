import { describe, expect, it, vi } from 'vitest';
import { createActor } from '../../test/actors.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const { testApp, actors, as } = testFileApp();

type Caller = { headers: object };

const requestAccess = (actor: Caller) =>
  as(actor, {
    method: 'POST',
    url: '/api/user/request-publisher',
    payload: { reason: 'I write the allotment newsletter every month.' },
  });
const decide = (actor: Caller, payload: Record<string, unknown>) =>
  as(actor, { method: 'PUT', url: '/api/user/publisher-requests/update', payload });
const mine = (actor: Caller) =>
  as(actor, { method: 'GET', url: '/api/user/request-publisher/mine' });
const notificationsOf = async (actor: Caller) =>
  (await as(actor, { method: 'GET', url: '/api/notification?limit=100' }))
    .json()
    .notifications.filter((n: { type: string }) => n.type.startsWith('publisher_')) as {
    type: string;
    message: string;
  }[];

/** A fresh member with a pending request; answers the member and the request's id. */
async function applicant() {
  const member = await createActor(testApp.app, 'user');
  const sent = await requestAccess(member);
  expect(sent.statusCode).toBe(201);
  return { member, requestId: sent.json()._id as string };
}

describe("the applicant's own publisher request", () => {
  it('is none before asking, then pending with the date it was sent', async () => {
    const member = await createActor(testApp.app, 'user');
    expect((await mine(member)).json()).toEqual({ request: null });
    const before = Date.now();
    await requestAccess(member);
    const { request } = (await mine(member)).json();
    expect(request).toMatchObject({ status: 'pending', decidedAt: null, rejectionReason: null });
    expect(Date.parse(request.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("is the caller's own only, and visitors are refused", async () => {
    const { requestId } = await applicant();
    expect((await mine(actors.visitor)).statusCode).toBe(401);
    for (const other of [actors.user, actors.publisher, actors.admin]) {
      const answer = await mine(other);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().request?._id).not.toBe(requestId);
    }
  });
});

describe('rejecting a publisher request with a reason', () => {
  it("gives the applicant the admin's reason, in the request and a notification", async () => {
    const { member, requestId } = await applicant();
    const reason = 'Please link to a few things you have written first.';
    const answer = await decide(actors.admin, {
      requestId,
      status: 'rejected',
      reason: ` ${reason} `,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, status: 'rejected' });

    const { request } = (await mine(member)).json();
    expect(request).toMatchObject({ _id: requestId, status: 'rejected', rejectionReason: reason });
    expect(request.decidedAt).not.toBeNull();
    await vi.waitFor(async () =>
      expect(await notificationsOf(member)).toEqual([
        expect.objectContaining({
          type: 'publisher_rejected',
          message: `Your request to become a publisher was not approved this time. Reason: ${reason}`,
        }),
      ]),
    );
  });

  it('may give no reason, or a blank one: the applicant is told without one', async () => {
    for (const payload of [{}, { reason: '   ' }]) {
      const { member, requestId } = await applicant();
      const answer = await decide(actors.admin, { requestId, status: 'rejected', ...payload });
      expect(answer.statusCode).toBe(200);
      expect((await mine(member)).json().request).toMatchObject({
        status: 'rejected',
        rejectionReason: null,
      });
      await vi.waitFor(async () =>
        expect((await notificationsOf(member))[0]?.message).toBe(
          'Your request to become a publisher was not approved this time.',
        ),
      );
    }
  });

  it('keeps no reason with an approval', async () => {
    const { member, requestId } = await applicant();
    const answer = await decide(actors.admin, {
      requestId,
      status: 'approved',
      reason: 'Welcome aboard.',
    });
    expect(answer.statusCode).toBe(200);
    expect((await mine(member)).json().request).toMatchObject({
      status: 'approved',
      rejectionReason: null,
    });
  });

  it('refuses a reason over 500 characters, and leaves the request pending', async () => {
    const { member, requestId } = await applicant();
    const answer = await decide(actors.admin, {
      requestId,
      status: 'rejected',
      reason: 'x'.repeat(501),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('The reason must be at most 500 characters');
    expect((await mine(member)).json().request.status).toBe('pending');
  });

  it('is for admins only: visitors 401, members, publishers and the applicant 403', async () => {
    const { member, requestId } = await applicant();
    const payload = { requestId, status: 'rejected', reason: 'Not now.' };
    expect((await decide(actors.visitor, payload)).statusCode).toBe(401);
    for (const actor of [actors.user, actors.publisher, member]) {
      expect((await decide(actor, payload)).statusCode).toBe(403);
    }
    expect((await mine(member)).json().request).toMatchObject({
      status: 'pending',
      rejectionReason: null,
    });
  });
});
