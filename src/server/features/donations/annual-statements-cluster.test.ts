import { count, eq, isNotNull, and } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { donorStatements } from '../../db/schema.ts';
import { createActor } from '../../test/actors.ts';
import { readMailFolder } from '../../test/outbox.ts';
import { receivePledge } from '../../test/pledges.ts';
import { twoProcessesOnPostgres } from '../../test/second-process.ts';
import { mailAnnualStatements } from './mail-annual-statements.ts';

/**
 * Two app processes on one PostgreSQL database, both looking for January's statements every
 * 20 ms: each donor's statement is mailed by exactly one of them. Only meaningful on PostgreSQL:
 * the embedded database serves one process.
 */
const isPostgres = Boolean(process.env.DATABASE_URL);
const DONORS = 30;
const YEAR = new Date().getUTCFullYear();
const NEXT_JANUARY = new Date(Date.UTC(YEAR + 1, 0, 10, 12));
const environment = {
  STATEMENT_MAIL_INTERVAL_MS: '20',
  TEST_CLOCK: 'true',
  DONATION_RATE_LIMIT_PER_IP: '10000',
  DONATION_RATE_LIMIT_PER_CASE: '10000',
};

const cluster = twoProcessesOnPostgres(environment);

/** Received gifts from `donors` addresses of their own, as many as `donors`. */
async function giftsFrom(donors: number, prefix: string) {
  const { app } = cluster.first;
  const admin = await createActor(app, 'admin');
  const made = await app.inject({
    method: 'POST',
    url: '/api/donation/case',
    headers: admin.headers,
    payload: { title: `${prefix} case`, description: 'Bills' },
  });
  const addresses = Array.from({ length: donors }, (_, index) => `${prefix}-${index}@example.net`);
  for (const donorEmail of addresses) {
    const gift = await app.inject({
      method: 'POST',
      url: '/api/donation/transaction',
      payload: { donationCaseId: made.json()._id, amount: 5, donorEmail },
    });
    await receivePledge(app, admin, gift.json()._id);
  }
  return addresses;
}

const statementMailsTo = (addresses: string[]) => {
  const mails = [
    ...readMailFolder(cluster.first.config.dataDir),
    ...readMailFolder(cluster.second.dataDir),
  ];
  return mails.filter(
    (mail) => /giving statement/.test(mail.subject) && addresses.some((to) => mail.to.includes(to)),
  );
};

describe.skipIf(!isPostgres)("January's statements with two app processes (PostgreSQL)", () => {
  // Eight claims on eight connections always overlap: a claim that did not wait for the row
  // another holds would mail some statements twice.
  it('never lets overlapping rounds mail a statement twice', async () => {
    const addresses = await giftsFrom(DONORS, `raced-${Date.now()}`);
    const counts = await Promise.all(
      Array.from({ length: 8 }, () =>
        mailAnnualStatements(cluster.first.app.services, NEXT_JANUARY),
      ),
    );
    expect(counts.reduce((sum, one) => sum + one, 0)).toBe(DONORS);
    await cluster.first.app.outbox.drain();
    // The other process may hold some of the mails, sent at its own pace (MAIL_RATE_PER_SECOND).
    await expect
      .poll(() => statementMailsTo(addresses).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(DONORS);
    expect(statementMailsTo(addresses)).toHaveLength(DONORS);
  });

  it("mails each donor's statement exactly once when both schedulers reach January", async () => {
    const addresses = await giftsFrom(DONORS, `both-${Date.now()}`);
    await cluster.advanceClocks(NEXT_JANUARY.getTime() - Date.now());

    await expect
      .poll(
        async () => {
          const [row] = await cluster.first.app.db
            .select({ value: count() })
            .from(donorStatements)
            .where(and(eq(donorStatements.year, YEAR), isNotNull(donorStatements.mailedAt)));
          return row?.value;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(2 * DONORS);
    await expect
      .poll(
        async () => {
          await cluster.first.app.outbox.drain();
          return statementMailsTo(addresses).length;
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(DONORS);
    const recipients = statementMailsTo(addresses).map((mail) => mail.to);
    expect(new Set(recipients).size).toBe(DONORS);
  });
});
