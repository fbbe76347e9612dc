import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../test/outbox.ts';
import { testFileApp } from '../../test/test-file-app.ts';
import { RECEIPTS_PER_ADDRESS_PER_DAY } from './receipt-mail.ts';

// The daily receipt limit is per mailbox: the spellings of an address that reach the same inbox
// (a +tag, a Gmail dot, capitals) share it, and each receipt still goes to the address typed.

const { testApp, actors, inject, as } = testFileApp({
  environment: { DONATION_RATE_LIMIT_PER_IP: '10000', DONATION_RATE_LIMIT_PER_CASE: '10000' },
});

async function openCase() {
  const response = await as(actors.admin, {
    method: 'POST',
    url: '/api/donation/case',
    payload: { title: 'Clean water', description: 'A well for the school' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ _id: string }>()._id;
}

const donate = (donationCaseId: string, donorEmail: string) =>
  inject({
    method: 'POST',
    url: '/api/donation/transaction',
    payload: { donationCaseId, amount: 1, donorEmail },
  });

describe('receipts per mailbox', () => {
  it(`mail at most ${RECEIPTS_PER_ADDRESS_PER_DAY} a day to one mailbox, whatever +tag it is given`, async () => {
    const caseId = await openCase();
    const spellings = [
      'victim+1@example.org',
      'victim+2@example.org',
      'Victim+news@example.org',
      'victim@example.org',
      'victim+3@example.org',
      'VICTIM+x+y@example.org',
    ];
    for (const address of spellings) expect((await donate(caseId, address)).statusCode).toBe(201);

    const mails = await readOutbox(testApp);
    const toVictim = mails.filter((mail) => /^victim(\+[^@]*)?@example\.org$/i.test(mail.to));
    expect(toVictim).toHaveLength(RECEIPTS_PER_ADDRESS_PER_DAY);
    // Each receipt that went out went to the address as it was typed.
    expect(toVictim.map((mail) => mail.to).sort()).toEqual(
      spellings.slice(0, RECEIPTS_PER_ADDRESS_PER_DAY).sort(),
    );

    // Another mailbox on the same domain, with a + of its own, is not held back.
    expect((await donate(caseId, 'victimized+1@example.org')).statusCode).toBe(201);
    const others = (await readOutbox(testApp)).filter(
      (mail) => mail.to === 'victimized+1@example.org',
    );
    expect(others).toHaveLength(1);
  });

  it('count the dotted and googlemail spellings of one Gmail address as one mailbox', async () => {
    const caseId = await openCase();
    const spellings = [
      'jane.doe@gmail.com',
      'janedoe+gifts@gmail.com',
      'j.a.n.e.d.o.e@googlemail.com',
      'JaneDoe@Gmail.com',
    ];
    for (const address of spellings) expect((await donate(caseId, address)).statusCode).toBe(201);
    const gmail = (await readOutbox(testApp)).filter((mail) =>
      spellings.map((address) => address.toLowerCase()).includes(mail.to.toLowerCase()),
    );
    expect(gmail).toHaveLength(RECEIPTS_PER_ADDRESS_PER_DAY);

    // Dots are the same mailbox only at Gmail: elsewhere they name other people.
    for (const address of ['jane.roe@example.net', 'janeroe@example.net']) {
      expect((await donate(caseId, address)).statusCode).toBe(201);
    }
    const elsewhere = (await readOutbox(testApp)).filter((mail) =>
      mail.to.endsWith('@example.net'),
    );
    expect(elsewhere).toHaveLength(2);
  });
});
