import { and, eq, isNotNull } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { donorStatements } from '../../db/schema.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { DELIVERY_WAIT, readOutbox } from '../../test/outbox.ts';
import { receivePledge } from '../../test/pledges.ts';
import { testFileApp } from '../../test/test-file-app.ts';
import { mailAnnualStatements } from './mail-annual-statements.ts';

/**
 * Annual statements: the operator's note, and January's mail of the year before, exactly once
 * (with the test clock; two processes in `annual-statements-cluster.test.ts`).
 */
const NOTE =
  'Hearth Relief is a registered charity, no. 1234567.\nKeep this statement for your tax return.';
const { testApp, actors, inject, as } = testFileApp({
  environment: {
    DONATION_RATE_LIMIT_PER_IP: '10000',
    DONATION_RATE_LIMIT_PER_CASE: '10000',
    TEST_CLOCK: 'true',
    STATEMENT_MAIL_INTERVAL_MS: '20',
    STATEMENT_NOTE: NOTE,
  },
});

const YEAR = new Date().getUTCFullYear();
/** Mid-January of next year, when this year's statements go out. */
const NEXT_JANUARY = new Date(Date.UTC(YEAR + 1, 0, 10, 12));
let made = 0;
const address = (name: string) => `${name}-${++made}-${Date.now()}@example.net`;

async function openCase(title: string) {
  const response = await as(actors.admin, {
    method: 'POST',
    url: '/api/donation/case',
    payload: { title, description: 'Help with the bills' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id as string;
}

async function give(
  caseId: string,
  amount: number,
  { donor, email, receive = true }: { donor?: Actor; email?: string; receive?: boolean },
) {
  const response = await inject({
    method: 'POST',
    url: '/api/donation/transaction',
    headers: donor?.headers ?? {},
    payload: { donationCaseId: caseId, amount, donorEmail: email },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json()._id as string;
  return receive ? receivePledge(testApp.app, actors.admin, id) : { _id: id, receiptNumber: null };
}

const statementMails = async (to: string) =>
  (await readOutbox(testApp)).filter(
    (mail) => mail.to.includes(to) && /giving statement/.test(mail.subject),
  );

describe('STATEMENT_NOTE', () => {
  it('is added to the statement, on the page and in the PDF', async () => {
    const donor = await createActor(testApp.app, 'user');
    const caseId = await openCase('Noted case');
    await give(caseId, 15, { donor });
    const html = await as(donor, { method: 'GET', url: `/api/donation/statements/${YEAR}` });
    expect(html.body).toContain(
      '<p class="note">Hearth Relief is a registered charity, no. 1234567.<br>Keep this statement for your tax return.</p>',
    );
    const pdf = await as(donor, { method: 'GET', url: `/api/donation/statements/${YEAR}.pdf` });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('registered charity, no. 1234567');
  });
});

describe("January's statement mail", () => {
  it("mails each address that gave its donor's statement once, and nothing before January", async () => {
    const member = await createActor(testApp.app, 'user');
    const giver = address('giver');
    const pledger = address('pledger');
    const caseId = await openCase('Mailed case');
    const byMember = await give(caseId, 10, { donor: member });
    const byMemberAddress = await give(caseId, 20, { email: member.email });
    const byGiver = [
      await give(caseId, 30, { email: giver }),
      await give(caseId, 40, { email: giver.toUpperCase() }),
    ];
    await give(caseId, 50, { email: pledger, receive: false });
    await give(caseId, 60, {}); // no address: nobody to mail

    expect(await mailAnnualStatements(testApp.app.services, new Date(Date.UTC(YEAR, 11, 31)))).toBe(
      0,
    );
    expect(await statementMails(giver)).toEqual([]);

    const january = NEXT_JANUARY;
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => mailAnnualStatements(testApp.app.services, january)),
    );
    expect(counts.reduce((sum, one) => sum + one, 0)).toBeGreaterThanOrEqual(2);
    expect(await mailAnnualStatements(testApp.app.services, january)).toBe(0);

    const [giverMail, ...moreForGiver] = await statementMails(giver);
    expect(moreForGiver).toEqual([]);
    expect(giverMail?.subject).toMatch(
      new RegExp(`^Your ${YEAR} giving statement \\(${YEAR}-\\d{6,}\\)$`),
    );
    for (const gift of byGiver) expect(giverMail?.text).toContain(`receipt ${gift.receiptNumber}`);
    expect(giverMail?.text).toContain('Total: $70.00');
    expect(giverMail?.text).toContain('registered charity, no. 1234567');
    expect(giverMail?.links.some((link) => link.includes('/giving-record/'))).toBe(true);

    const memberMails = await statementMails(member.email);
    expect(memberMails).toHaveLength(1);
    expect(memberMails[0]?.text).toContain(`receipt ${byMember.receiptNumber}`);
    expect(memberMails[0]?.text).toContain(`receipt ${byMemberAddress.receiptNumber}`);
    // The mailed statement is the one My giving downloads: the same number.
    const number = /\((\d{4}-\d+)\)/.exec(memberMails[0]!.subject)?.[1];
    const page = await as(member, { method: 'GET', url: `/api/donation/statements/${YEAR}` });
    expect(page.body).toContain(`Statement number: ${number}`);

    expect(await statementMails(pledger)).toEqual([]);
    const [mailed] = await testApp.app.db
      .select({ mailedAt: donorStatements.mailedAt })
      .from(donorStatements)
      .where(and(eq(donorStatements.userId, member.id), isNotNull(donorStatements.mailedAt)));
    expect(mailed?.mailedAt?.toISOString()).toBe(january.toISOString());
  });

  it('goes out on its own once the clock reaches January', async () => {
    const giver = address('scheduled');
    const caseId = await openCase('Scheduled case');
    const gift = await give(caseId, 25, { email: giver });
    expect(await statementMails(giver)).toEqual([]);

    const advanceMs = NEXT_JANUARY.getTime() - Date.now();
    const moved = await inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs } });
    expect(moved.statusCode).toBe(200);

    await expect.poll(async () => (await statementMails(giver)).length, DELIVERY_WAIT).toBe(1);
    const [mail] = await statementMails(giver);
    expect(mail?.text).toContain(`receipt ${gift.receiptNumber}`);
    expect(mail?.text).toContain(`Gifts received from Jan 1 to Dec 31, ${YEAR} (UTC)`);
  });
});
