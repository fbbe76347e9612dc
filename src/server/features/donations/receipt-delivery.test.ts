import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.ts';
import { createActor } from '../../test/actors.ts';
import { DELIVERY_WAIT, makeRetriesDue } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testAppWithSmtp } from '../../test/test-file-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

/** Receipts travel through the outbox to a real SMTP conversation on 127.0.0.1. */
const { smtp, testApp } = testAppWithSmtp();

async function openCase(app: TestApp, title: string) {
  const admin = await createActor(app.app, 'admin');
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/donation/case',
    headers: admin.headers,
    payload: { title, description: 'A case for the receipts' },
  });
  return response.json()._id as string;
}

const donate = (app: TestApp, donationCaseId: string, donorEmail: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/donation/transaction',
    payload: { donationCaseId, amount: 5, donorEmail },
  });

const receiptsTo = (address: string) => smtp.received.filter((mail) => mail.to === address);

const queuedMail = () =>
  testApp.app.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'mail'));

it('answers the donor while the mail server hangs, and delivers the receipt once it accepts', async () => {
  const caseId = await openCase(testApp, 'Roof repairs');
  smtp.mode = 'hold';

  // Were the receipt sent on the request path, this answer would wait for the server.
  const response = await donate(testApp, caseId, 'patient@example.org');
  expect(response.statusCode).toBe(201);
  await expect.poll(() => smtp.heldCount, DELIVERY_WAIT).toBe(1);

  // The server gives up on it: nothing is lost, the receipt waits for a retry.
  smtp.mode = 'refuse';
  smtp.refuseHeld();
  await expect.poll(async () => (await queuedMail())[0]?.lastError, DELIVERY_WAIT).toMatch(/451/);
  const [waiting] = await queuedMail();
  expect(waiting).toMatchObject({ attempts: 1, failedAt: null });
  expect(waiting!.lastError).not.toContain('patient@');

  await makeRetriesDue(testApp.app.db);
  await testApp.app.outbox.drain();
  expect((await queuedMail())[0]).toMatchObject({ attempts: 2 });
  expect(receiptsTo('patient@example.org')).toEqual([]);

  smtp.mode = 'accept';
  await makeRetriesDue(testApp.app.db);
  await testApp.app.outbox.drain();
  expect(receiptsTo('patient@example.org')).toEqual([
    expect.objectContaining({ subject: 'Your pledge to "Roof repairs"' }),
  ]);
  expect(await queuedMail()).toEqual([]);
});

it('sends the receipt of a process that stopped before sending it, from the next one', async () => {
  const database = await createTestDatabase({ onDisk: true });
  try {
    const environment = { SMTP_URL: smtp.url };
    // The first process records the donation and its receipt, then is gone before delivering.
    const first = await createTestApp({ environment, database, build: { deliverOutbox: false } });
    const caseId = await openCase(first, 'Night shelter');
    expect((await donate(first, caseId, 'orphan@example.org')).statusCode).toBe(201);
    await first.close();
    expect(receiptsTo('orphan@example.org')).toEqual([]);

    const next = await createTestApp({ environment, database });
    try {
      await expect.poll(() => receiptsTo('orphan@example.org'), DELIVERY_WAIT).toHaveLength(1);
    } finally {
      await next.close();
    }
  } finally {
    await database.drop();
  }
  // A new embedded database on disk takes a while to create.
}, 60_000);
