import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { dollarsToCents, type updateCaseSchema } from '#contracts/donations.ts';
import { donationCases } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { changedFields, logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import { getDonationCase } from './get-donation-case.ts';

/** An admin changes a case or (de)activates it; the log names the fields changed. */
export async function updateDonationCase(
  services: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  caseId: string,
  changes: z.output<typeof updateCaseSchema>,
) {
  const existing = await getDonationCase(services, caseId);
  const { amountOptions, goalAmount, ...fields } = changes;
  const values: Partial<typeof donationCases.$inferInsert> = { ...fields };
  if (amountOptions) values.amountOptionsCents = amountOptions.map(dollarsToCents);
  if (goalAmount !== undefined) {
    values.goalAmountCents = goalAmount === null ? null : dollarsToCents(goalAmount);
  }
  if (Object.keys(values).length === 0) return existing;

  const updated = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(donationCases)
      .set(values)
      .where(eq(donationCases.id, existing.id))
      .returning();
    await logModeration(
      tx,
      actor,
      'case.update',
      { type: 'donation-case', id: existing.id },
      {
        fields: changedFields(changes),
        ...(changes.active !== undefined && { active: changes.active }),
      },
    );
    return row!;
  });
  await services.events.emit('donation-case.updated', { caseId: existing.id });
  return updated;
}
