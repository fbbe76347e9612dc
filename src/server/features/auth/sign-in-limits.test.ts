import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { issueOneTimeToken } from '../../platform/one-time-tokens.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

const PASSWORD = 'right-password';
const passwordHash = hashPassword(PASSWORD);
const limits = {
  SIGN_IN_FAILURES_PER_IP: '20',
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_IP: '5',
  // Sign-up and reset keep their per-address limit; sign-in must not be held to it.
  AUTH_RATE_LIMIT_PER_IP: '20',
};

async function createMember(app: FastifyInstance, username: string) {
  await app.db.insert(users).values({
    username,
    email: `${username}@example.org`,
    passwordHash: await passwordHash,
    dateOfBirth: '1990-01-01',
    verified: true,
  });
}

const signInFrom =
  (testApp: () => TestApp) =>
  (address: string, identifier: string, password: string, headers: Record<string, string> = {}) =>
    testApp().app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: identifier, password },
      remoteAddress: address,
      headers,
    });

const expectRefused = (response: { statusCode: number; json: () => { message: string } }) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ success: false, statusCode: 429 });
  expect(response.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minute/);
};

describe('sign-in limits', () => {
  let testApp: TestApp;
  const signIn = signInFrom(() => testApp);
  /** `times` sign-ins with a wrong password from `address`, each answered 401. */
  const failSignIns = async (
    times: number,
    address: string,
    identifier: string,
    password: string,
  ) => {
    for (let i = 0; i < times; i++) {
      expect((await signIn(address, identifier, password)).statusCode).toBe(401);
    }
  };
  beforeAll(async () => {
    testApp = await createTestApp({ environment: limits });
  });
  afterAll(() => testApp.close());

  it('counts failures under the username and the e-mail against one account', async () => {
    await createMember(testApp.app, 'dana');
    const spellings = ['dana', 'dana@example.org', 'DANA', 'Dana@Example.org', 'dana'];
    for (const spelling of spellings) {
      expect((await signIn('203.0.113.1', spelling, 'guess')).statusCode).toBe(401);
    }
    expectRefused(await signIn('203.0.113.1', 'dana@example.org', 'guess'));
    expectRefused(await signIn('203.0.113.1', 'dana', 'guess'));
    // The guesser's address is stopped, not the owner.
    expect((await signIn('192.0.2.10', 'dana', PASSWORD)).statusCode).toBe(200);
  });

  it("lets the owner in from their own address after someone else's failures elsewhere", async () => {
    await createMember(testApp.app, 'erin');
    const attackers = Array.from({ length: 16 }, (_, i) => `198.51.100.${i + 1}`);
    for (const address of attackers) {
      expect((await signIn(address, 'erin@example.org', 'guess')).statusCode).toBe(401);
    }
    // Each address is held to its own failures: one each, so each may try again.
    expect((await signIn(attackers.at(-1)!, 'erin', 'guess')).statusCode).toBe(401);

    expect((await signIn('192.0.2.20', 'erin', PASSWORD)).statusCode).toBe(200);
  });

  it("lets the owner in from their own address after a typo there and 25 strangers' failures elsewhere", async () => {
    await createMember(testApp.app, 'jo');
    const home = '192.0.2.30';
    expect((await signIn(home, 'jo', 'typo')).statusCode).toBe(401);
    const strangers = Array.from({ length: 25 }, (_, i) => `198.51.100.${100 + i}`);
    for (const address of strangers) {
      expect((await signIn(address, 'jo@example.org', 'guess')).statusCode).toBe(401);
    }
    expect((await signIn(home, 'jo', PASSWORD)).statusCode).toBe(200);
  });

  it('holds each address to its own failures on an account, never to those made elsewhere', async () => {
    await createMember(testApp.app, 'kit');
    const [careless, stopped] = ['192.0.2.31', '203.0.113.31'];
    await failSignIns(5, stopped, 'kit', 'guess');
    expectRefused(await signIn(stopped, 'kit', 'guess'));
    // Four typos here, with twenty more failures on the account from elsewhere: still let through.
    await failSignIns(4, careless, 'kit', 'typo');
    for (let i = 0; i < 20; i++) {
      expect((await signIn(`198.51.100.${150 + i}`, 'kit', 'guess')).statusCode).toBe(401);
    }
    expect((await signIn(careless, 'kit', 'typo')).statusCode).toBe(401);
    expectRefused(await signIn(careless, 'kit', 'typo'));
  });

  it('lets an address stopped by its own failures in at once with the password reset from the mailed link', async () => {
    await createMember(testApp.app, 'lou');
    const home = '192.0.2.32';
    await failSignIns(5, home, 'lou', 'forgotten');
    expectRefused(await signIn(home, 'lou', 'forgotten'));
    const [lou] = await testApp.app.db.select().from(users).where(eq(users.username, 'lou'));
    const token = await issueOneTimeToken(testApp.app.db, lou!.id, 'reset-password');
    const reset = await testApp.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${lou!.id}/${token}`,
      remoteAddress: home,
      payload: { newPassword: 'remembered now' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(home, 'lou', 'remembered now')).statusCode).toBe(200);
  });

  it('starts the count afresh after a successful sign-in', async () => {
    await createMember(testApp.app, 'fay');
    const address = '203.0.113.2';
    for (let round = 0; round < 2; round++) {
      await failSignIns(4, address, 'fay', 'typo');
      expect((await signIn(address, 'fay', PASSWORD)).statusCode).toBe(200);
    }
    await failSignIns(5, address, 'fay', 'typo');
    expectRefused(await signIn(address, 'fay', 'typo'));
  });

  it('holds a ceiling on failures from one address over every account', async () => {
    await createMember(testApp.app, 'gus');
    const sprayer = '203.0.113.3';
    for (let i = 0; i < 20; i++) {
      expect((await signIn(sprayer, `target${i}`, 'Summer2024!')).statusCode).toBe(401);
    }
    expectRefused(await signIn(sprayer, 'target-new', 'Summer2024!'));
    expectRefused(await signIn(sprayer, 'gus', PASSWORD));
    expect((await signIn('203.0.113.4', 'gus', PASSWORD)).statusCode).toBe(200);
  });

  it('never refuses the many people behind one address who sign in successfully', async () => {
    const school = '192.0.2.200';
    for (let i = 0; i < 30; i++) {
      await createMember(testApp.app, `pupil${i}`);
      expect((await signIn(school, `pupil${i}@example.org`, PASSWORD)).statusCode).toBe(200);
      expect((await signIn(school, `pupil${i}`, PASSWORD)).statusCode).toBe(200);
    }
  });
});

describe('sign-in limits behind a proxy (TRUST_PROXY=1)', () => {
  let testApp: TestApp;
  const signIn = signInFrom(() => testApp);
  const proxy = '10.0.0.2';
  beforeAll(async () => {
    testApp = await createTestApp({ environment: { ...limits, TRUST_PROXY: '1' } });
  });
  afterAll(() => testApp.close());

  /** What the proxy forwards: whatever the client wrote, then the address it saw. */
  const forwarded = (forged: string, client: string) => ({
    'x-forwarded-for': `${forged}, ${client}`,
  });

  it('counts the address the proxy saw, whatever the client wrote before it', async () => {
    const client = '203.0.113.50';
    for (let i = 0; i < 20; i++) {
      const response = await signIn(proxy, `nobody${i}`, 'guess', forwarded(`1.2.3.${i}`, client));
      expect(response.statusCode).toBe(401);
    }
    expectRefused(await signIn(proxy, 'nobody-else', 'guess', forwarded('9.9.9.9', client)));
    // Another client behind the same proxy is counted on its own.
    const other = await signIn(proxy, 'nobody-else', 'guess', forwarded('9.9.9.9', '203.0.113.51'));
    expect(other.statusCode).toBe(401);
  });

  it('keeps the per-account limit on one client whatever it forges', async () => {
    await createMember(testApp.app, 'hal');
    const client = '203.0.113.60';
    for (let i = 0; i < 5; i++) {
      const response = await signIn(proxy, 'hal', 'guess', forwarded(`5.6.7.${i}`, client));
      expect(response.statusCode).toBe(401);
    }
    expectRefused(await signIn(proxy, 'hal', 'guess', forwarded('5.6.7.99', client)));
  });
});

/** Only on PostgreSQL: the embedded database serves one process, whose memory holds its counts. */
describe.skipIf(!process.env.DATABASE_URL)('sign-in limits across app processes', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    first = await createTestApp({ environment: limits, database });
    second = await createTestApp({ environment: limits, database });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('refuses the guess after the limit, counted on both processes together', async () => {
    await createMember(first.app, 'ida');
    const [onFirst, onSecond] = [signInFrom(() => first), signInFrom(() => second)];
    const address = '203.0.113.70';
    for (let i = 0; i < 5; i++) {
      const signIn = i % 2 ? onSecond : onFirst;
      expect((await signIn(address, 'ida', 'guess')).statusCode).toBe(401);
    }
    expectRefused(await onFirst(address, 'ida', 'guess'));
    expectRefused(await onSecond(address, 'ida', 'guess'));
    // Another address is not held by those failures, on either process.
    expect((await onSecond('192.0.2.70', 'ida', PASSWORD)).statusCode).toBe(200);
  });
});
