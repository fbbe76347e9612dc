import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
  const named =
    (await caseAndAddressOf(db, caseUpdateSubscriptions, caseUpdateSubscriptions.email, id)) ??
    (await caseAndAddressOf(db, donationTransactions, donationTransactions.donorEmail, id));
  if (!named?.email) throw badRequest(CASE_UPDATE_MESSAGES.invalidUnsubscribe);
  return { ...named, email: named.email };
}

/** The case and the address of the subscription, or the gift, with this id. */
async function caseAndAddressOf(
  db: Services['db'],
  row: typeof caseUpdateSubscriptions | typeof donationTransactions,
  email: AnyPgColumn<{ data: string }>,
  id: string,
) {
  const [found] = await db
    .select({ caseId: row.donationCaseId, caseTitle: donationCases.title, email })
    .from(row)
    .innerJoin(donationCases, eq(donationCases.id, row.donationCaseId))
    .where(eq(row.id, id))
    .limit(1);
  return found;
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
