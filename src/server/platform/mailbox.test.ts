import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../test/outbox.ts';
import { createTestApp, injectors, type TestApp } from '../test/test-app.ts';
import { mailboxKey, mailboxOf } from './mailbox.ts';

const PER_ACCOUNT = 3;
let testApp: TestApp;
const { inject } = injectors(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({
    environment: {
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
    },
  });
});
afterAll(() => testApp.close());

const SPELLINGS: [string, string][] = [
  ['ada@example.org', 'ada@example.org'],
  ['Ada@Example.ORG', 'ada@example.org'],
  ['ada+news@example.org', 'ada@example.org'],
  ['ada+news+more@example.org', 'ada@example.org'],
  ['ada+@example.org', 'ada@example.org'],
  ['+ada@example.org', '+ada@example.org'],
  ['ada.lovelace@example.org', 'ada.lovelace@example.org'],
  ['ada-lovelace@example.org', 'ada-lovelace@example.org'],
  ['Ada.Lovelace+x@gmail.com', 'adalovelace@gmail.com'],
  ['a.d.a@googlemail.com', 'ada@gmail.com'],
  ['ada@gmail.com.example.org', 'ada@gmail.com.example.org'],
  ['ada@notgmail.com', 'ada@notgmail.com'],
];

describe('the mailbox an address reaches', () => {
  it('is the address without capitals, +tag or, at Gmail, dots', () => {
    for (const [address, mailbox] of SPELLINGS) expect(mailboxKey(address), address).toBe(mailbox);
  });

  it('is the same in SQL as in the server', async () => {
    for (const [address] of SPELLINGS) {
      const { rows } = (await testApp.app.db.execute(
        sql`select ${mailboxOf(sql`${address}::text`)} as mailbox`,
      )) as unknown as { rows: { mailbox: string }[] };
      expect(rows[0]!.mailbox, address).toBe(mailboxKey(address));
    }
  });
});

describe('limits keyed on an e-mail address', () => {
  it('count the +tag spellings of one mailbox together: sign-ups mailing it', async () => {
    const answers = [];
    for (let n = 1; n <= PER_ACCOUNT + 2; n++) {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          username: `flooded${n}`,
          email: `flooded+${n}@example.org`,
          password: 'secret1',
          dateOfBirth: '1990-05-17',
        },
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 429, 429]);
    const mails = (await readOutbox(testApp)).filter((mail) => mail.to.startsWith('flooded'));
    expect(mails.map((mail) => mail.to)).toEqual([
      'flooded+1@example.org',
      'flooded+2@example.org',
      'flooded+3@example.org',
    ]);
    // Another mailbox is not held back.
    const other = await inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        username: 'floodedfriend',
        email: 'flooded.friend@example.org',
        password: 'secret1',
        dateOfBirth: '1990-05-17',
      },
    });
    expect(other.statusCode).toBe(201);
  });

  it('count them together for reset requests as well', async () => {
    const answers = [];
    for (const email of [
      'owner+a@example.org',
      'Owner+b@example.org',
      'owner@example.org',
      'owner+c@example.org',
    ]) {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email },
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});
