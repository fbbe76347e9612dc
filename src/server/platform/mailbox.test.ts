import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../test/outbox.ts';
import { injectors } from '../test/test-app.ts';
import { blockTestApp } from '../test/test-file-app.ts';
import { mailboxKey, mailboxOf } from './mailbox.ts';

const MAILS_PER_HOUR = 3;
const testApp = blockTestApp({
  environment: {
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_MAILS_PER_ADDRESS_PER_HOUR: String(MAILS_PER_HOUR),
  },
});
const { inject } = injectors(() => testApp);

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
  it('never refuse a sign-up for its mailbox: strangers cannot spend it for the owner', async () => {
    const answers = [];
    for (const email of [
      'keeper+1@example.org',
      'Keeper+2@example.org',
      'keeper+3@example.org',
      'keeper+4@example.org',
      'keeper@example.org',
    ]) {
      const username = email
        .replace(/[^a-z0-9]/gi, '')
        .toLowerCase()
        .slice(0, 20);
      const response = await inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { username, email, password: 'secret1', dateOfBirth: '1990-05-17' },
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201]);
  });

  it('count the +tag spellings of one mailbox together for reset mails, answering each alike', async () => {
    await inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        username: 'owner',
        email: 'owner@example.org',
        password: 'secret1',
        dateOfBirth: '1990-05-17',
      },
    });
    const spellings = [
      'owner+a@example.org',
      'Owner+b@example.org',
      'owner@example.org',
      'owner+c@example.org',
      'OWNER@example.org',
    ];
    const answers = [];
    for (const email of spellings) {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email },
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    // The two +tag spellings typed first spent two of the hour's three mails to that mailbox
    // (they reach no account, so nothing went out); owner@ got the third, then nothing more.
    const resets = (await readOutbox(testApp)).filter((mail) => /reset/i.test(mail.subject));
    expect(resets.map((mail) => mail.to)).toEqual(['owner@example.org']);
  });
});
