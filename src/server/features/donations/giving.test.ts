import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { donationCases, moderationLog } from '../../db/schema.ts';
import { readOutbox } from '../../test/outbox.ts';
import { receivePledge } from '../../test/pledges.ts';
import { nonAdmins } from '../../test/actors.ts';
import { donationActions } from '../../test/donation-actions.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const { testApp, actors, inject, as, created } = testFileApp({
  environment: { DONATION_RATE_LIMIT_PER_IP: '10000', DONATION_RATE_LIMIT_PER_CASE: '10000' },
});

let narratives = 0;
/** A narrative by the admin, published at once (or a publisher's, waiting for review). */
async function narrative(author: 'admin' | 'publisher' = 'admin') {
  narratives += 1;
  const response = await as(actors[author], {
    method: 'POST',
    url: '/api/story/create',
    payload: {
      title: `A roof before the rains ${narratives}`,
      body: '<p>Our family needs help repairing the roof.</p>',
      country: 'Kenya',
      category: 'housing',
      contactPlatform: 'email',
      contactUsername: 'family@example.org',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; slug: string; title: string; status: string };
}

const { openCase, donate, getCase } = donationActions({ actors, inject, created });

const editCase = (
  id: string,
  payload: Record<string, unknown>,
  actor: Parameters<typeof as>[0] = actors.admin,
) => as(actor, { method: 'PUT', url: `/api/donation/case/${id}`, payload });

/** A pledge an admin then records as received in full: completed money. */
async function give(payload: Record<string, unknown>) {
  const pledged = await donate(payload);
  expect(pledged.statusCode, pledged.body).toBe(201);
  return receivePledge(testApp.app, actors.admin, pledged.json()._id);
}

const getStory = async (id: string) =>
  (await inject({ method: 'GET', url: `/api/story/get/${id}` })).json();

const supporters = async (id: string, query = '') =>
  (await inject({ method: 'GET', url: `/api/donation/case/${id}/supporters${query}` })).json();

describe('a case linked to a narrative', () => {
  it('names the narrative, and the narrative (also as cached) shows the case and its progress', async () => {
    const story = await narrative();
    expect((await getStory(story._id)).donationCase).toBeNull();

    const created = await openCase({ storyId: story._id, goalAmount: 100 });
    expect(created.story).toEqual({ _id: story._id, slug: story.slug, title: story.title });
    expect(created.supportersCount).toBe(0);

    expect((await getStory(story._id)).donationCase).toEqual({
      _id: created._id,
      title: 'Clean water',
      currency: 'USD',
      raisedAmount: 0,
      goalAmount: 100,
      active: true,
    });
    const pledged = await donate({ donationCaseId: created._id, amount: 30 });
    // A pledge is not money: the narrative's support box shows only what was received.
    expect((await getStory(story._id)).donationCase.raisedAmount).toBe(0);
    await receivePledge(testApp.app, actors.admin, pledged.json()._id);
    expect((await getStory(story._id)).donationCase.raisedAmount).toBe(30);
    const bySlug = await inject({ method: 'GET', url: `/api/story/getbyslug/${story.slug}` });
    expect(bySlug.json().donationCase._id).toBe(created._id);
    const listed = (await inject({ method: 'GET', url: '/api/story/get?limit=100' })).json();
    expect(
      listed.stories.find((s: { _id: string }) => s._id === story._id).donationCase,
    ).toMatchObject({ _id: created._id, raisedAmount: 30 });

    // Unlinking shows at once on both sides.
    expect((await editCase(created._id, { storyId: null })).json().story).toBeNull();
    expect((await getStory(story._id)).donationCase).toBeNull();
    expect((await getCase(created._id)).story).toBeNull();
  });

  it('links by an edit, and only to an approved narrative with no case yet (409)', async () => {
    const story = await narrative();
    const first = await openCase();
    const linked = await editCase(first._id, { storyId: story._id });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().story._id).toBe(story._id);
    expect((await getStory(story._id)).donationCase._id).toBe(first._id);

    const second = await openCase();
    const taken = await editCase(second._id, { storyId: story._id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'This narrative already has a donation case; unlink it there first',
    );
    const takenOnOpen = await as(actors.admin, {
      method: 'POST',
      url: '/api/donation/case',
      payload: { title: 'T', description: 'D', storyId: story._id },
    });
    expect(takenOnOpen.statusCode).toBe(409);
    // Saving the case again with its own narrative is no conflict.
    expect((await editCase(first._id, { storyId: story._id, title: 'Again' })).statusCode).toBe(
      200,
    );

    const pending = await narrative('publisher');
    expect(pending.status).toBe('pending');
    const refused = await editCase(second._id, { storyId: pending._id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Only an approved narrative can be linked to a case');
    expect((await editCase(second._id, { storyId: crypto.randomUUID() })).statusCode).toBe(404);
  });

  it('is linked by admins only', async () => {
    const story = await narrative();
    const target = await openCase();
    for (const [actor, status] of nonAdmins(actors)) {
      expect((await editCase(target._id, { storyId: story._id }, actor)).statusCode).toBe(status);
    }
    expect((await getStory(story._id)).donationCase).toBeNull();
  });

  it('no longer names a narrative that was unpublished, nor serves one once archived', async () => {
    const story = await narrative();
    const target = await openCase({ storyId: story._id });
    await donate({ donationCaseId: target._id, amount: 5 });
    const rejected = await as(actors.admin, {
      method: 'PUT',
      url: `/api/story/status/${story._id}`,
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await getCase(target._id)).story).toBeNull();

    await as(actors.admin, {
      method: 'PUT',
      url: `/api/story/status/${story._id}`,
      payload: { status: 'approved' },
    });
    expect((await getCase(target._id)).story._id).toBe(story._id);
    await as(actors.admin, { method: 'DELETE', url: `/api/donation/case/${target._id}` });
    expect((await getStory(story._id)).donationCase).toBeNull();
    // The narrative is free for a new case.
    expect((await openCase({ storyId: story._id })).story._id).toBe(story._id);
  });
});

describe('supporters', () => {
  it('are anonymous with no message unless the donor opts in, and never show an e-mail', async () => {
    const target = await openCase();
    await give({
      donationCaseId: target._id,
      amount: 5,
      donorName: 'Quiet Donor',
      donorEmail: 'quiet@example.org',
      message: 'Private words',
    });
    // A pledge not yet received is nobody's support yet.
    await donate({ donationCaseId: target._id, amount: 9, donorName: 'Later', showPublicly: true });
    await give({
      donationCaseId: target._id,
      amount: 12.5,
      donorName: 'Open Donor',
      donorEmail: 'open@example.org',
      message: 'Stay strong',
      showPublicly: true,
    });

    const list = await inject({
      method: 'GET',
      url: `/api/donation/case/${target._id}/supporters`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toMatch(/@example\.org|Quiet Donor|Private words/);
    expect(list.json()).toMatchObject({
      totalSupporters: 2,
      supporters: [
        { name: 'Open Donor', message: 'Stay strong', amount: 12.5 },
        { name: 'Anonymous', message: null, amount: 5 },
      ],
    });
    expect((await getCase(target._id)).supportersCount).toBe(2);

    const admin = await as(actors.admin, {
      method: 'GET',
      url: `/api/donation/transactions/${target._id}`,
    });
    expect(admin.json().map((t: { showPublicly: boolean }) => t.showPublicly)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('are paged, and show amounts only when the case does', async () => {
    const target = await openCase({ showAmounts: false });
    expect(target.showAmounts).toBe(false);
    for (const name of ['One', 'Two', 'Three']) {
      await give({ donationCaseId: target._id, amount: 2, donorName: name, showPublicly: true });
    }
    const page = await supporters(target._id, '?startIndex=1&limit=1');
    expect(page).toMatchObject({
      totalSupporters: 3,
      supporters: [{ name: 'Two', amount: null }],
    });
    await editCase(target._id, { showAmounts: true });
    expect((await supporters(target._id, '?limit=1')).supporters[0].amount).toBe(2);
  });

  it('of a hidden case are hidden as the case is', async () => {
    const target = await openCase();
    await editCase(target._id, { active: false });
    const url = `/api/donation/case/${target._id}/supporters`;
    for (const actor of [actors.visitor, actors.user, actors.publisher]) {
      expect((await as(actor, { method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await as(actors.admin, { method: 'GET', url })).statusCode).toBe(200);
  });

  it('lose a public message an admin hides, and the log records it', async () => {
    const target = await openCase();
    await give({
      donationCaseId: target._id,
      amount: 3,
      donorName: 'Loud Donor',
      message: 'Buy cheap pills at spam.example',
      showPublicly: true,
    });
    const [supporter] = (await supporters(target._id)).supporters;
    expect(supporter.message).toMatch(/spam/);
    const url = `/api/donation/case/${target._id}/supporters/${supporter._id}/hide`;
    for (const [actor, status] of nonAdmins(actors)) {
      expect((await as(actor, { method: 'POST', url })).statusCode).toBe(status);
    }
    expect((await supporters(target._id)).supporters[0].message).toMatch(/spam/);

    const hidden = await as(actors.admin, { method: 'POST', url });
    expect(hidden.statusCode).toBe(200);
    expect((await supporters(target._id)).supporters[0]).toMatchObject({
      name: 'Loud Donor',
      message: null,
    });
    const logged = await testApp.app.db
      .select()
      .from(moderationLog)
      .where(
        and(
          eq(moderationLog.targetId, supporter._id),
          eq(moderationLog.action, 'donation.hide-message'),
        ),
      );
    expect(logged).toHaveLength(1);
    expect(logged[0]!.actorId).toBe(actors.admin.id);

    const elsewhere = await openCase();
    expect(
      (
        await as(actors.admin, {
          method: 'POST',
          url: `/api/donation/case/${elsewhere._id}/supporters/${supporter._id}/hide`,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('goals and end dates', () => {
  it('still take gifts once the goal is reached', async () => {
    const target = await openCase({ goalAmount: 10 });
    await give({ donationCaseId: target._id, amount: 10 });
    await give({ donationCaseId: target._id, amount: 4 });
    expect((await getCase(target._id)).raisedAmount).toBe(14);
  });

  it('refuse gifts after the end date with 409, and the case still shows', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const target = await openCase({ endsAt: soon });
    expect(target.endsAt).toBe(soon);
    await give({ donationCaseId: target._id, amount: 1 });
    const unpaid = await donate({ donationCaseId: target._id, amount: 2 });

    // The end passes (moved into the past, as the clock would).
    await testApp.app.db
      .update(donationCases)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(donationCases.id, target._id));
    const refused = await donate({ donationCaseId: target._id, amount: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This case is no longer accepting donations');
    expect(
      (await inject({ method: 'GET', url: `/api/donation/case/${target._id}` })).statusCode,
    ).toBe(200);
    expect((await getCase(target._id)).raisedAmount).toBe(1);
    // Money pledged before the end that arrives after it still counts.
    await receivePledge(testApp.app, actors.admin, unpaid.json()._id);
    expect((await getCase(target._id)).raisedAmount).toBe(3);

    // An admin may extend it, or end it at once.
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect((await editCase(target._id, { endsAt: later })).json().endsAt).toBe(later);
    expect((await donate({ donationCaseId: target._id, amount: 1 })).statusCode).toBe(201);
    expect((await editCase(target._id, { endsAt: null })).json().endsAt).toBeNull();
  });

  it('leave the public list when they end, and stay in the admin list', async () => {
    const target = await openCase({ endsAt: new Date(Date.now() + 1500).toISOString() });
    const listedIds = async (viewer?: typeof actors.admin, query = '') => {
      const request = { method: 'GET' as const, url: `/api/donation/cases?limit=100${query}` };
      const response = viewer ? await as(viewer, request) : await inject(request);
      return (response.json().donationCases as { _id: string }[]).map(({ _id }) => _id);
    };
    expect(await listedIds()).toContain(target._id);

    // The cached list expires with the case (no write marks the moment a case ends); the
    // reader at that moment may get it once more while it is reloaded.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await expect.poll(listedIds, { timeout: 2000 }).not.toContain(target._id);
    expect(await listedIds(actors.admin, '&active=all')).toContain(target._id);
  });

  it('refuse an end that is not a date', async () => {
    const response = await as(actors.admin, {
      method: 'POST',
      url: '/api/donation/case',
      payload: { title: 'T', description: 'D', endsAt: 'next week' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please give the end as a date and time');
  });
});

describe('receipts', () => {
  it('are numbered uniquely and in sequence under 100 concurrent receipts', async () => {
    const target = await openCase();
    const pledges = await Promise.all(
      Array.from({ length: 100 }, (_, i) => donate({ donationCaseId: target._id, amount: i + 1 })),
    );
    expect(pledges.every((answer) => answer.statusCode === 201)).toBe(true);
    expect(pledges.every((answer) => answer.json().transaction.receiptNumber === null)).toBe(true);
    const answers = await Promise.all(
      pledges.map((answer) => receivePledge(testApp.app, actors.admin, answer.json()._id)),
    );
    const numbers = answers.map((answer) => answer.receiptNumber).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(100);
    expect(numbers.every((n) => Number.isInteger(n) && n > 0)).toBe(true);
    // Nothing else donated meanwhile: the 100 numbers follow one another.
    expect(numbers[99]! - numbers[0]!).toBe(99);
    expect((await getCase(target._id)).raisedAmount).toBe(5050);

    const listed = await as(actors.admin, {
      method: 'GET',
      url: `/api/donation/transactions/${target._id}?limit=100`,
    });
    expect(
      listed
        .json()
        .map((t: { receiptNumber: number }) => t.receiptNumber)
        .sort((a: number, b: number) => a - b),
    ).toEqual(numbers);
  });

  it('name the case, the amount in USD, the date, the payment method and the receipt number', async () => {
    const target = await openCase({ title: 'School books' });
    const { receiptNumber } = await give({
      donationCaseId: target._id,
      amount: 20,
      donorEmail: 'reader@example.org',
    });
    const [pledgeMail, mail] = (await readOutbox(testApp)).filter(
      (m) => m.to === 'reader@example.org',
    );
    expect(pledgeMail!.subject).toBe('Your pledge to "School books"');
    for (const part of [
      `Receipt number: ${receiptNumber}`,
      'Amount received: $20.00 (USD)',
      'Case: School books',
      'Payment method: Bank transfer (recorded by the Hearth team)',
      `<li><strong>Receipt number:</strong> ${receiptNumber}</li>`,
    ]) {
      expect(mail!.text).toContain(part);
    }
    expect(mail!.text).toMatch(/Date: \w{3} \d{1,2}, \d{4}/);
    expect(mail!.subject).toBe('Your gift to "School books" has been received');
  });
});

describe('transactions as CSV', () => {
  it('lists every donation with its receipt number, totals per status, and no formulas', async () => {
    const target = await openCase({ title: 'Warm meals' });
    await give({
      donationCaseId: target._id,
      amount: 10,
      donorName: '=HYPERLINK("http://evil.example")',
      donorEmail: 'a@example.org',
      message: '+1 for this',
    });
    const second = await give({ donationCaseId: target._id, amount: 2.5, donorName: '@home' });
    await donate({ donationCaseId: target._id, amount: 4 });
    const lapsed = await donate({ donationCaseId: target._id, amount: 6 });
    await as(actors.admin, {
      method: 'PUT',
      url: `/api/donation/transaction/${lapsed.json()._id}/lapse`,
      payload: {},
    });
    const url = `/api/donation/transactions/${target._id}/csv`;
    for (const [actor, status] of nonAdmins(actors)) {
      expect((await as(actor, { method: 'GET', url })).statusCode).toBe(status);
    }
    const response = await as(actors.admin, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="warm-meals-transactions.csv"',
    );
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toMatch(/^Receipt number,Created at,Completed at,Status,Amount \(USD\)/);
    expect(response.body).toContain(`'=HYPERLINK(""http://evil.example"")`);
    expect(response.body).toContain("'+1 for this");
    expect(response.body).toContain("'@home");
    expect(response.body).toContain('a@example.org');
    expect(lines[2]).toMatch(new RegExp(`^${second.receiptNumber},`));
    expect(lines).toContain('Total completed,2 donation(s),,completed,12.50');
    expect(lines).toContain('Total pending,1 donation(s),,pending,4.00');
    expect(lines).toContain('Total failed,0 donation(s),,failed,0.00');
    expect(lines).toContain('Total lapsed,1 donation(s),,lapsed,6.00');
  });
});

describe('opt-in defaults', () => {
  it('leave a donor off the public list and a case showing amounts', async () => {
    const target = await openCase();
    expect(target.showAmounts).toBe(true);
    expect(target.endsAt).toBeNull();
    expect(target.story).toBeNull();
    await give({ donationCaseId: target._id, amount: 1, donorName: 'Named', message: 'Hi' });
    expect((await supporters(target._id)).supporters[0]).toMatchObject({
      name: 'Anonymous',
      message: null,
    });
  });
});
