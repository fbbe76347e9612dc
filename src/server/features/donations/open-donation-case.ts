import type { z } from 'zod';
import { dollarsToCents, type createCaseSchema } from '#contracts/donations.ts';
import { donationCases } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';

/** An admin opens a case: logged with its title, and announced to the community. */
export async function openDonationCase(
  { db, events }: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  input: z.output<typeof createCaseSchema>,
) {
  const { title, description, image, amountOptions, goalAmount } = input;
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
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
    await logModeration(
      tx,
      actor,
      'case.create',
      { type: 'donation-case', id: row!.id },
      { title },
    );
    return row!;
  });
  await events.emit('donation-case.opened', {
    actor,
    donationCase: { id: created.id, title: created.title },
  });
  return created;
}
