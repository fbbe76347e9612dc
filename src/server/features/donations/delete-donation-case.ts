import { count, eq } from 'drizzle-orm';
import { donationCases, donationTransactions } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import { getDonationCase } from './get-donation-case.ts';

/**
 * A case with donations is archived (closed, hidden, and no longer serving its narrative) so no
 * record is lost; else deleted.
 */
export async function deleteDonationCase(
  services: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  caseId: string,
) {
  const existing = await getDonationCase(services, caseId);
  const archived = await services.db.transaction(async (tx) => {
    const [donations] = await tx
      .select({ value: count() })
      .from(donationTransactions)
      .where(eq(donationTransactions.donationCaseId, existing.id));
    const hasDonations = (donations?.value ?? 0) > 0;
    if (hasDonations) {
      await tx
        .update(donationCases)
        .set({ active: false, archivedAt: new Date(), storyId: null })
        .where(eq(donationCases.id, existing.id));
    } else {
      await tx.delete(donationCases).where(eq(donationCases.id, existing.id));
    }
    await logModeration(
      tx,
      actor,
      hasDonations ? 'case.archive' : 'case.delete',
      { type: 'donation-case', id: existing.id },
      { title: existing.title, ...(existing.storyId && { storyId: existing.storyId }) },
    );
    return hasDonations;
  });
  await services.events.emit('donation-case.deleted', {
    caseId: existing.id,
    storyId: existing.storyId,
  });
  return { archived };
}
