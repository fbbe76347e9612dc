import { and, eq, sql } from 'drizzle-orm';
import { LEDGER_MESSAGES } from '#contracts/ledger.ts';
import { donationCases, donationLedgerEntries } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import { currencyOfCase } from './case-money.ts';

/**
 * An admin corrects a mistaken disbursement: a reversal entry with the reason is appended and
 * the case's disbursed amount goes back down; the disbursement stays, marked as reversed. The
 * disbursement's row is locked first, so of two reversals at once the second is told it is done.
 */
export async function reverseLedgerEntry(
  services: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  ids: { caseId: string; entryId: string },
  reason: string,
) {
  const reversal = await services.db.transaction(async (tx) => {
    const [original] = await tx
      .select()
      .from(donationLedgerEntries)
      .where(
        and(
          eq(donationLedgerEntries.id, ids.entryId),
          eq(donationLedgerEntries.donationCaseId, ids.caseId),
        ),
      )
      .for('update');
    if (!original) throw notFound(LEDGER_MESSAGES.entryNotFound);
    if (original.type !== 'disbursement') throw conflict(LEDGER_MESSAGES.notReversible);
    const [earlier] = await tx
      .select({ id: donationLedgerEntries.id })
      .from(donationLedgerEntries)
      .where(eq(donationLedgerEntries.reversesEntryId, original.id));
    if (earlier) throw conflict(LEDGER_MESSAGES.alreadyReversed);
    const [entered] = await tx
      .insert(donationLedgerEntries)
      .values({
        donationCaseId: ids.caseId,
        type: 'reversal',
        amountCents: original.amountCents,
        occurredAt: new Date(),
        reversesEntryId: original.id,
        reason,
        createdById: actor.id,
      })
      .returning();
    await tx
      .update(donationCases)
      .set({
        disbursedAmountCents: sql`${donationCases.disbursedAmountCents} - ${original.amountCents}`,
        updatedAt: sql`${donationCases.updatedAt}`,
      })
      .where(eq(donationCases.id, ids.caseId));
    await logModeration(
      tx,
      actor,
      'ledger.reverse',
      { type: 'donationCase', id: ids.caseId },
      { entryId: entered!.id, reversesEntryId: original.id, amountCents: original.amountCents },
    );
    return { entry: entered!, currency: await currencyOfCase(tx, ids.caseId) };
  });
  await services.events.emit('donation-case.ledger-changed', { actor, caseId: ids.caseId });
  return reversal;
}
