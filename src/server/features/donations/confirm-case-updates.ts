import { eq } from 'drizzle-orm';
import { CASE_UPDATE_MESSAGES } from '#contracts/case-updates.ts';
import { caseUpdateSubscriptions, donationCases } from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { pendingConfirmation } from './case-update-confirmation.ts';

/** The case a pending confirmation link is for, for its page (never the address). */
export async function findConfirmationTarget({ db }: Pick<Services, 'db'>, token: string) {
  const [row] = await db
    .select({ caseId: donationCases.id, caseTitle: donationCases.title })
    .from(caseUpdateSubscriptions)
    .innerJoin(donationCases, eq(donationCases.id, caseUpdateSubscriptions.donationCaseId))
    .where(pendingConfirmation(token))
    .limit(1);
  if (!row) throw badRequest(CASE_UPDATE_MESSAGES.invalidConfirmation);
  return row;
}

/**
 * The owner of an address follows its confirmation link: the address receives the case's updates
 * by e-mail from now on. The link works once, for its own address and case only.
 */
export async function confirmCaseUpdates({ db }: Pick<Services, 'db'>, token: string) {
  const target = await findConfirmationTarget({ db }, token);
  const confirmed = await db
    .update(caseUpdateSubscriptions)
    .set({ confirmedAt: new Date(), unsubscribedAt: null, confirmTokenHash: null })
    .where(pendingConfirmation(token))
    .returning({ id: caseUpdateSubscriptions.id });
  if (confirmed.length === 0) throw badRequest(CASE_UPDATE_MESSAGES.invalidConfirmation);
  return target;
}
