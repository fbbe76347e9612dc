import { and, eq, sql } from 'drizzle-orm';
import { CASE_UPDATE_MESSAGES } from '#contracts/case-updates.ts';
import { donationCases, donationTransactions } from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

/** What an unsubscribe link names: the case, for the page to say which (never the address). */
export async function findUnsubscribeTarget(
  { db }: Pick<Services, 'db'>,
  links: UnsubscribeLinks,
  token: string,
) {
  const transactionId = links.verify(token);
  if (!transactionId) throw badRequest(CASE_UPDATE_MESSAGES.invalidUnsubscribe);
  const [row] = await db
    .select({
      caseId: donationTransactions.donationCaseId,
      caseTitle: donationCases.title,
      email: donationTransactions.donorEmail,
    })
    .from(donationTransactions)
    .innerJoin(donationCases, eq(donationCases.id, donationTransactions.donationCaseId))
    .where(eq(donationTransactions.id, transactionId))
    .limit(1);
  if (!row?.email) throw badRequest(CASE_UPDATE_MESSAGES.invalidUnsubscribe);
  return { ...row, email: row.email };
}

/**
 * The donor of a signed link stops getting this case's updates: every gift of theirs to the case
 * (by address) no longer asks for them. Doing it twice changes nothing.
 */
export async function unsubscribeFromCaseUpdates(
  services: Pick<Services, 'db'>,
  links: UnsubscribeLinks,
  token: string,
) {
  const target = await findUnsubscribeTarget(services, links, token);
  await services.db
    .update(donationTransactions)
    .set({ wantsUpdates: false })
    .where(
      and(
        eq(donationTransactions.donationCaseId, target.caseId),
        sql`lower(${donationTransactions.donorEmail}) = lower(${target.email})`,
      ),
    );
  return { caseId: target.caseId, caseTitle: target.caseTitle };
}
