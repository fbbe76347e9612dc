import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { donationCases, donationTransactions } from '../../db/schema.ts';
import { donationCompleted } from './donation-completed.ts';
import { queueReceipt } from './receipt-mail.ts';

/**
 * Marks the pending donation of a provider reference completed and adds it to its case, in one
 * database transaction. Only a pending donation moves, so a replayed event changes nothing.
 * Deactivated or archived cases still count money that was really paid.
 */
export async function completePayment(app: FastifyInstance, reference: string) {
  const settled = await app.db.transaction(async (tx) => {
    const [completed] = await tx
      .update(donationTransactions)
      .set({ status: 'completed', completedAt: new Date() })
      .where(
        and(
          eq(donationTransactions.providerReference, reference),
          eq(donationTransactions.status, 'pending'),
        ),
      )
      .returning();
    if (!completed) return null;
    const [donationCase] = await tx
      .update(donationCases)
      .set({
        raisedAmountCents: sql`${donationCases.raisedAmountCents} + ${completed.amountCents}`,
        updatedAt: sql`${donationCases.updatedAt}`,
      })
      .where(eq(donationCases.id, completed.donationCaseId))
      .returning({ title: donationCases.title });
    await queueReceipt(app, tx, completed, donationCase!.title);
    return { transaction: completed, caseTitle: donationCase!.title };
  });
  if (settled) await donationCompleted(app, settled.transaction, settled.caseTitle);
  return settled !== null;
}

/** A pending donation whose payment failed or expired; a completed one never goes back. */
export async function failPayment(app: FastifyInstance, reference: string) {
  const failed = await app.db
    .update(donationTransactions)
    .set({ status: 'failed' })
    .where(
      and(
        eq(donationTransactions.providerReference, reference),
        eq(donationTransactions.status, 'pending'),
      ),
    )
    .returning({ id: donationTransactions.id });
  return failed.length > 0;
}
