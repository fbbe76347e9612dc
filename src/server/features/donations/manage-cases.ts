import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  dollarsToCents,
  type createCaseSchema,
  type updateCaseSchema,
} from '#contracts/donations.ts';
import type { Database } from '../../db/client.ts';
import { donationCases, donationTransactions } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { changedFields, logModeration } from '../../platform/moderation-log.ts';

type CaseRow = typeof donationCases.$inferSelect;
const target = (id: string) => ({ type: 'donation-case', id });

/** Opening, changing and closing cases is admins' work: each is logged with the change. */
export async function openCase(
  db: Database,
  actor: Viewer,
  input: z.output<typeof createCaseSchema>,
): Promise<CaseRow> {
  const { title, description, image, amountOptions, goalAmount } = input;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(donationCases)
      .values({
        title,
        description,
        image,
        amountOptionsCents: amountOptions.map(dollarsToCents),
        goalAmountCents: goalAmount == null ? null : dollarsToCents(goalAmount),
        createdById: actor.id,
      })
      .returning();
    await logModeration(tx, actor, 'case.create', target(created!.id), { title });
    return created!;
  });
}

export async function changeCase(
  db: Database,
  actor: Viewer,
  existing: CaseRow,
  changes: z.output<typeof updateCaseSchema>,
): Promise<CaseRow> {
  const { amountOptions, goalAmount, ...fields } = changes;
  const values: Partial<typeof donationCases.$inferInsert> = { ...fields };
  if (amountOptions) values.amountOptionsCents = amountOptions.map(dollarsToCents);
  if (goalAmount !== undefined) {
    values.goalAmountCents = goalAmount === null ? null : dollarsToCents(goalAmount);
  }
  if (Object.keys(values).length === 0) return existing;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(donationCases)
      .set(values)
      .where(eq(donationCases.id, existing.id))
      .returning();
    await logModeration(tx, actor, 'case.update', target(existing.id), {
      fields: changedFields(changes),
      ...(changes.active !== undefined && { active: changes.active }),
    });
    return updated!;
  });
}

/** A case with donations is archived (closed and hidden) so no record is lost; else deleted. */
export async function closeCase(db: Database, actor: Viewer, existing: CaseRow) {
  return db.transaction(async (tx) => {
    const [donations] = await tx
      .select({ value: count() })
      .from(donationTransactions)
      .where(eq(donationTransactions.donationCaseId, existing.id));
    const archived = (donations?.value ?? 0) > 0;
    if (archived) {
      await tx
        .update(donationCases)
        .set({ active: false, archivedAt: new Date() })
        .where(eq(donationCases.id, existing.id));
    } else {
      await tx.delete(donationCases).where(eq(donationCases.id, existing.id));
    }
    await logModeration(tx, actor, archived ? 'case.archive' : 'case.delete', target(existing.id), {
      title: existing.title,
    });
    return { archived };
  });
}
