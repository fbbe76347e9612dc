import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DONATION_MESSAGES } from '#contracts/donations.ts';
import { DISBURSEMENT_RULE, LEDGER_MESSAGES, type disbursementSchema } from '#contracts/ledger.ts';
import { donationCases, donationLedgerEntries, donationTransactions } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import { currencyOfCase, minorUnitsIn } from './case-money.ts';
import { isEvidenceUrl } from './evidence.ts';

type DisbursementInput = z.output<typeof disbursementSchema>;

/** What a case holds: received − fees − disbursed, in SQL over its row. */
const heldCents = sql`${donationCases.raisedAmountCents} - ${donationCases.feesAmountCents} - ${donationCases.disbursedAmountCents}`;

/**
 * The gifts paid through Stripe whose fee is not known yet (Stripe tells it later, or the
 * reconciliation learns it): kept back whole, so the fee can always be entered without the case
 * holding less than nothing.
 */
const awaitingFeeCents = sql`(
  select coalesce(sum(${donationTransactions.amountCents}), 0)
  from ${donationTransactions}
  where ${donationTransactions.donationCaseId} = ${donationCases.id}
    and ${donationTransactions.provider} = 'stripe'
    and ${donationTransactions.status} = 'completed'
    and ${donationTransactions.feeCents} is null
)`;

/**
 * An admin pays money out of a case: the case's disbursed amount grows only if it still holds
 * that much, in the same statement (a concurrent disbursement waits for the row and is checked
 * against what is left), then the entry is written and logged, all in one transaction.
 */
export async function recordDisbursement(
  services: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  caseId: string,
  input: DisbursementInput,
) {
  if (!input.evidence.every(isEvidenceUrl)) throw badRequest(LEDGER_MESSAGES.unknownEvidence);
  // A case with gifts never changes currency, so it is read once, before the transaction.
  const currency = await currencyOfCase(services.db, caseId);
  const amountCents = minorUnitsIn(currency, input.amount, DISBURSEMENT_RULE);
  const entry = await services.db.transaction(async (tx) => {
    const [paidFrom] = await tx
      .update(donationCases)
      .set({
        disbursedAmountCents: sql`${donationCases.disbursedAmountCents} + ${amountCents}`,
        updatedAt: sql`${donationCases.updatedAt}`,
      })
      .where(
        and(
          eq(donationCases.id, caseId),
          sql`${heldCents} - ${awaitingFeeCents} >= ${amountCents}`,
        ),
      )
      .returning({ id: donationCases.id });
    if (!paidFrom) {
      const [held] = await tx
        .select({ cents: sql`${heldCents}`.mapWith(Number) })
        .from(donationCases)
        .where(eq(donationCases.id, caseId));
      if (!held) throw notFound(DONATION_MESSAGES.caseNotFound);
      throw conflict(
        held.cents >= amountCents ? LEDGER_MESSAGES.awaitingFees : LEDGER_MESSAGES.overdrawn,
      );
    }
    const [entered] = await tx
      .insert(donationLedgerEntries)
      .values({
        donationCaseId: caseId,
        type: 'disbursement',
        amountCents,
        occurredAt: input.occurredAt,
        payee: input.payee,
        purpose: input.purpose,
        method: input.method,
        evidence: input.evidence,
        createdById: actor.id,
      })
      .returning();
    await logModeration(
      tx,
      actor,
      'ledger.disburse',
      { type: 'donationCase', id: caseId },
      { entryId: entered!.id, amountCents, method: input.method },
    );
    return entered!;
  });
  await services.events.emit('donation-case.ledger-changed', { actor, caseId });
  return { entry, currency };
}
