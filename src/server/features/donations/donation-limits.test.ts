import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from '../../test/actors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { twoProcessesOnOneDatabase } from '../../test/test-file-app.ts';

/** A case opened by an admin, and a client that gives to a case from an address. */
async function giving(testApp: TestApp) {
  const admin = await createActor(testApp.app, 'admin');
  const openCase = async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/donation/case',
      headers: admin.headers,
      payload: { title: 'Roof repair', description: 'The community hall leaks.' },
    });
    return (response.json() as { _id: string })._id;
  };
  return { openCase };
}

const giveFrom = (testApp: TestApp, address: string, caseId: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/donation/transaction',
    remoteAddress: address,
    payload: { donationCaseId: caseId, amount: 1, message: 'Free pledge' },
  });

const expectRefused = (response: { statusCode: number; json: () => { message: string } }) => {
  expect(response.statusCode).toBe(429);
  expect(response.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minute/);
};

describe('donation limits per case (default settings)', () => {
  let testApp: TestApp;
  let openCase: () => Promise<string>;
  beforeAll(async () => {
    testApp = await createTestApp();
    ({ openCase } = await giving(testApp));
  });
  afterAll(() => testApp.close());

  it('13 addresses making 10 free pledges each do not close the case to a real donor', async () => {
    const caseId = await openCase();
    for (let a = 0; a < 13; a++) {
      for (let i = 0; i < 10; i++) await giveFrom(testApp, `198.51.100.${a + 1}`, caseId);
    }
    const donor = await giveFrom(testApp, '192.0.2.60', caseId);
    expect(donor.statusCode, donor.body).toBe(201);
    expect(donor.json()).toMatchObject({
      success: true,
      transaction: { donationCaseId: caseId, status: 'pending' },
    });
  });

  it('holds one address to 5 gifts to a case in 10 minutes; that address may still give elsewhere', async () => {
    const [caseId, otherCase] = [await openCase(), await openCase()];
    const keen = '203.0.113.60';
    for (let i = 0; i < 5; i++)
      expect((await giveFrom(testApp, keen, caseId)).statusCode).toBe(201);
    expectRefused(await giveFrom(testApp, keen, caseId));
    expect((await giveFrom(testApp, keen, otherCase)).statusCode).toBe(201);
    expect((await giveFrom(testApp, '203.0.113.61', caseId)).statusCode).toBe(201);
  });
});

/** Only on PostgreSQL: the embedded database serves one process, whose memory holds its counts. */
describe.skipIf(!process.env.DATABASE_URL)('donation limits across app processes', () => {
  const { first, second } = twoProcessesOnOneDatabase();

  it("counts one address's gifts to a case on both processes together", async () => {
    const caseId = await (await giving(first)).openCase();
    const address = '203.0.113.62';
    for (let i = 0; i < 5; i++) {
      expect((await giveFrom(i % 2 ? second : first, address, caseId)).statusCode).toBe(201);
    }
    expectRefused(await giveFrom(first, address, caseId));
    expectRefused(await giveFrom(second, address, caseId));
    expect((await giveFrom(second, '203.0.113.63', caseId)).statusCode).toBe(201);
  });
});
