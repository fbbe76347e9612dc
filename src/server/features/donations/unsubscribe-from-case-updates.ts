import { and, eq, sql } from 'drizzle-orm';
import { CASE_UPDATE_MESSAGES } from '#contracts/case-updates.ts';
import { caseUpdateSubscriptions, donationCases, donationTransactions } from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

/**
 * What an unsubscribe link names: the case, for the page to say which (never the address). Its
 * id is the subscription the mail went to, or in mails sent before subscriptions, a donation.
 */
export async function findUnsubscribeTarget(
  { db }: Pick<Services, 'db'>,
  links: UnsubscribeLinks,
  token: string,
) {
  const id = links.verify(token);
  if (!id) throw badRequest(CASE_UPDATE_MESSAGES.invalidUnsubscribe);
  const [subscription] = await db
    .select({
      caseId: caseUpdateSubscriptions.donationCaseId,
      caseTitle: donationCases.title,
      email: caseUpdateSubscriptions.email,
    })
    .from(caseUpdateSubscriptions)
    .innerJoin(donationCases, eq(donationCases.id, caseUpdateSubscriptions.donationCaseId))
    .where(eq(caseUpdateSubscriptions.id, id))
    .limit(1);
  if (subscription) return subscription;
  const [gift] = await db
    .select({
      caseId: donationTransactions.donationCaseId,
      caseTitle: donationCases.title,
      email: donationTransactions.donorEmail,
    })
    .from(donationTransactions)
    .innerJoin(donationCases, eq(donationCases.id, donationTransactions.donationCaseId))
    .where(eq(donationTransactions.id, id))
    .limit(1);
  if (!gift?.email) throw badRequest(CASE_UPDATE_MESSAGES.invalidUnsubscribe);
  return { ...gift, email: gift.email };
}

/**
 * The owner of a signed link stops getting this case's updates, until they confirm a new link
 * themselves: no one's later gift with the address brings them back. Their gifts to the case no
 * longer ask for updates either. Doing it twice changes nothing.
 */
export async function unsubscribeFromCaseUpdates(
  services: Pick<Services, 'db'>,
  links: UnsubscribeLinks,
  token: string,
) {
  const target = await findUnsubscribeTarget(services, links, token);
  await stopCaseUpdates(services, target);
  return { caseId: target.caseId, caseTitle: target.caseTitle };
}

/** The address gets none of the case's updates, and its gifts to the case no longer ask. */
export async function stopCaseUpdates(
  services: Pick<Services, 'db'>,
  target: { caseId: string; email: string },
) {
  await services.db.transaction(async (tx) => {
    await tx
      .insert(caseUpdateSubscriptions)
      .values({ donationCaseId: target.caseId, email: target.email })
      .onConflictDoNothing();
    await tx
      .update(caseUpdateSubscriptions)
      .set({ confirmedAt: null, unsubscribedAt: new Date(), confirmTokenHash: null })
      .where(
        and(
          eq(caseUpdateSubscriptions.donationCaseId, target.caseId),
          sql`lower(${caseUpdateSubscriptions.email}) = lower(${target.email})`,
        ),
      );
    await tx
      .update(donationTransactions)
      .set({ wantsUpdates: false })
      .where(
        and(
          eq(donationTransactions.donationCaseId, target.caseId),
          sql`lower(${donationTransactions.donorEmail}) = lower(${target.email})`,
        ),
      );
  });
}
