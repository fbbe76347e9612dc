import { and, eq, isNull } from 'drizzle-orm';
import { DONATION_MESSAGES } from '#contracts/donations.ts';
import { donationTransactions } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';

/**
 * An admin hides a supporter's public message (the donor's name stays); logged with the case.
 * Hiding a hidden message again changes nothing and logs nothing.
 */
export async function hideSupporterMessage(
  { db, events }: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  target: { caseId: string; supporterId: string },
) {
  const hidden = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: donationTransactions.id, hiddenAt: donationTransactions.messageHiddenAt })
      .from(donationTransactions)
      .where(
        and(
          eq(donationTransactions.id, target.supporterId),
          eq(donationTransactions.donationCaseId, target.caseId),
        ),
      )
      .limit(1);
    if (!row) throw notFound(DONATION_MESSAGES.supporterNotFound);
    if (row.hiddenAt) return false;
    await tx
      .update(donationTransactions)
      .set({ messageHiddenAt: new Date() })
      .where(
        and(eq(donationTransactions.id, row.id), isNull(donationTransactions.messageHiddenAt)),
      );
    await logModeration(
      tx,
      actor,
      'donation.hide-message',
      { type: 'donation', id: row.id },
      { caseId: target.caseId },
    );
    return true;
  });
  if (hidden) await events.emit('donation.message-hidden', { caseId: target.caseId });
}
