import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from '../../test/actors.ts';
import { FakeStripe, signedWebhookRequest, stripeEnvironment } from '../../test/fake-stripe.ts';
import { readOutbox } from '../../test/outbox.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const WEBHOOK_SECRET = 'whsec_test_hearth_secret';

const stripe = new FakeStripe();
const { testApp, actors, created } = testFileApp(async () => {
  await stripe.start();
  return { environment: stripeEnvironment(stripe, WEBHOOK_SECRET) };
});
let caseId: string;

const openCase = async (title: string, description: string): Promise<string> =>
  (await created(actors.admin, '/api/donation/case', { title, description }))._id;

beforeAll(async () => {
  caseId = await openCase('Solar lamps', 'Light for the night school');
  return () => stripe.stop();
});

const raised = async () =>
  (await testApp.app.inject({ method: 'GET', url: `/api/donation/case/${caseId}` })).json()
    .raisedAmount;

function webhook(type: string, session: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(16).slice(2)}`,
    object: 'event',
    type,
    data: { object: { object: 'checkout.session', ...session } },
  });
  return testApp.app.inject(signedWebhookRequest(payload, secret));
}

async function startDonation(amount: number, donorEmail?: string, wantsUpdates = false) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/donation/transaction',
    payload: { donationCaseId: caseId, amount, donorEmail, wantsUpdates },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('Stripe payments', () => {
  it('says so on the site settings', async () => {
    const site = (await testApp.app.inject({ method: 'GET', url: '/api/site' })).json();
    expect(site.paymentProvider).toBe('stripe');
  });

  it('sends the donor to Checkout and counts nothing until Stripe confirms', async () => {
    const started = await startDonation(25, 'grace@example.org');
    expect(started.transaction.status).toBe('pending');
    expect(started.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const session = stripe.sessions.at(-1)!;
    expect(session.form.get('line_items[0][price_data][unit_amount]')).toBe('2500');
    expect(session.form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(session.form.get('client_reference_id')).toBe(started.transaction._id);
    expect(await raised()).toBe(0);
    // Numbered only once paid.
    expect(started.transaction.receiptNumber).toBeNull();
  });

  it('refuses a webhook with a bad signature', async () => {
    const session = stripe.sessions.at(-1)!;
    const forged = await webhook(
      'checkout.session.completed',
      { id: session.id, payment_status: 'paid' },
      'whsec_wrong',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid signature');
    expect(await raised()).toBe(0);
  });

  it('completes the donation once, however often Stripe repeats the event', async () => {
    const session = stripe.sessions.at(-1)!;
    for (let delivery = 0; delivery < 3; delivery++) {
      const response = await webhook('checkout.session.completed', {
        id: session.id,
        payment_status: 'paid',
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await raised()).toBe(25);
    const receipts = (await readOutbox(testApp)).filter((m) => m.to.includes('grace@example.org'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toMatch(/Receipt number: \d+\n/);
    expect(receipts[0]!.text).toContain('Payment method: Card payment (Stripe)');
  });

  it('tells the success page a checkout is confirmed only once the webhook said so, and asks the address to confirm updates then', async () => {
    await startDonation(12, 'lin@example.org', true);
    const session = stripe.sessions.at(-1)!;
    const status = async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/donation/checkout/${session.id}`,
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const before = await status();
    expect(before).toEqual({
      status: 'pending',
      amount: 12,
      currency: 'USD',
      donationCaseId: caseId,
      caseTitle: expect.any(String),
      hasEmail: true,
      confirmsUpdatesByEmail: true,
    });
    expect(JSON.stringify(before)).not.toContain('lin@example.org');
    const confirmations = async () =>
      (await readOutbox(testApp)).filter(
        (m) => m.to === 'lin@example.org' && m.subject.startsWith('Confirm updates about'),
      );
    // The address is asked to confirm its updates only once the gift is paid.
    expect(await confirmations()).toEqual([]);
    await webhook('checkout.session.completed', { id: session.id, payment_status: 'paid' });
    expect((await status()).status).toBe('completed');
    expect(await confirmations()).toHaveLength(1);

    const unknown = await testApp.app.inject({
      method: 'GET',
      url: '/api/donation/checkout/cs_test_nothing_here',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('marks an expired checkout failed, and never undoes a completed one', async () => {
    await startDonation(10);
    const expiring = stripe.sessions.at(-1)!;
    await webhook('checkout.session.expired', { id: expiring.id });
    await webhook('checkout.session.completed', { id: expiring.id, payment_status: 'paid' });
    expect(await raised()).toBe(37);

    const completedSession = stripe.sessions[0]!;
    await webhook('checkout.session.expired', { id: completedSession.id });
    expect(await raised()).toBe(37);
  });

  it("keeps a deleted member's card gifts anonymous on the success page and in the ledger, and sends no receipt", async () => {
    const member = await createActor(testApp.app, 'user', 'leaving_donor');
    const give = async (amount: number) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/donation/transaction',
        headers: member.headers,
        payload: {
          donationCaseId: caseId,
          amount,
          donorName: 'Leaving Donor',
          donorEmail: member.email,
        },
      });
      expect(response.statusCode).toBe(201);
      return stripe.sessions.at(-1)!;
    };
    const paid = await give(30);
    await webhook('checkout.session.completed', { id: paid.id, payment_status: 'paid' });
    const pending = await give(8);
    const before = await raised();

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/user/delete/${member.id}`,
      headers: member.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await raised()).toBe(before);
    const successPage = await testApp.app.inject({
      method: 'GET',
      url: `/api/donation/checkout/${paid.id}`,
    });
    expect(successPage.json()).toMatchObject({ status: 'completed', amount: 30, hasEmail: false });

    // A payment Stripe confirms afterwards still counts, under "Anonymous", with no receipt.
    const mailsBefore = (await readOutbox(testApp)).length;
    await webhook('checkout.session.completed', { id: pending.id, payment_status: 'paid' });
    expect(await raised()).toBe(before + 8);
    const mails = (await readOutbox(testApp)).slice(mailsBefore);
    expect(mails.filter((mail) => mail.to.includes(member.email))).toEqual([]);
    const ledger = await testApp.app.inject({
      method: 'GET',
      url: `/api/donation/transactions/${caseId}`,
      headers: actors.admin.headers,
    });
    const gifts = (
      ledger.json() as { amount: number; donorName: string; donorEmail: string | null }[]
    ).filter(({ amount }) => amount === 30 || amount === 8);
    expect(gifts).toHaveLength(2);
    for (const gift of gifts)
      expect(gift).toMatchObject({ donorName: 'Anonymous', donorEmail: null });
    expect(ledger.body).not.toContain('Leaving Donor');
  });
});

describe("Stripe's fee", () => {
  it('is stored with the gift and entered in the ledger, so held is what Stripe paid out', async () => {
    const before = (
      await testApp.app.inject({ method: 'GET', url: `/api/donation/case/${caseId}` })
    ).json();
    await startDonation(40);
    const session = stripe.sessions.at(-1)!;
    const intent = stripe.pay(session);
    for (let delivery = 0; delivery < 2; delivery++) {
      const response = await webhook('checkout.session.completed', {
        id: session.id,
        payment_status: 'paid',
        payment_intent: intent,
      });
      expect(response.statusCode).toBe(200);
    }
    // 2.9 % of $40.00 and 30 cents: $1.46.
    const after = (
      await testApp.app.inject({ method: 'GET', url: `/api/donation/case/${caseId}` })
    ).json();
    expect(after.raisedAmount).toBeCloseTo(before.raisedAmount + 40, 2);
    expect(after.feesAmount).toBeCloseTo(before.feesAmount + 1.46, 2);
    expect(after.heldAmount).toBeCloseTo(before.heldAmount + 38.54, 2);
    const { entries } = (
      await testApp.app.inject({ method: 'GET', url: `/api/donation/case/${caseId}/ledger` })
    ).json();
    const fees = entries.filter((entry: { type: string }) => entry.type === 'fee');
    expect(fees.map((entry: { amount: number }) => entry.amount)).toEqual([1.46]);
  });
});

describe('a card gift waiting for Stripe', () => {
  it('is not a pledge: no pledged amount, and no admin can record it as received or lapsed', async () => {
    const otherCase = await openCase('Water filters', 'Clean water at the clinic');
    const started = await testApp.app.inject({
      method: 'POST',
      url: '/api/donation/transaction',
      remoteAddress: '203.0.113.90',
      payload: { donationCaseId: otherCase, amount: 9 },
    });
    expect(started.statusCode).toBe(201);
    const answer = (action: 'receive' | 'lapse', payload: object) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/donation/transaction/${started.json()._id}/${action}`,
        headers: actors.admin.headers,
        payload,
      });
    const receiving = await answer('receive', {
      amount: 9,
      method: 'cash',
      receivedAt: new Date().toISOString(),
    });
    expect(receiving.statusCode).toBe(409);
    expect(receiving.json().message).toBe(
      'Only a pledge can be recorded by hand; card payments are confirmed by Stripe',
    );
    expect((await answer('lapse', {})).statusCode).toBe(409);
    const donationCase = (
      await testApp.app.inject({ method: 'GET', url: `/api/donation/case/${otherCase}` })
    ).json();
    expect(donationCase).toMatchObject({ raisedAmount: 0, pledgedAmount: 0 });
  });
});
