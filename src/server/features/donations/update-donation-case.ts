import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { dollarsToCents, type updateCaseSchema } from '#contracts/donations.ts';
import { donationCases } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { changedFields, logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import { asLinkConflict, assertLinkableStory } from './case-story-link.ts';
import { getDonationCase } from './get-donation-case.ts';

/**
 * An admin changes a case, (de)activates it, or links it to a narrative (`storyId: null`
 * unlinks); the log names the fields changed and the narratives linked and unlinked.
 */
export async function updateDonationCase(
  services: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  caseId: string,
  changes: z.output<typeof updateCaseSchema>,
) {
  const existing = await getDonationCase(services, caseId);
  const { amountOptions, goalAmount, endsAt, monthlyTarget, ...fields } = changes;
  const values: Partial<typeof donationCases.$inferInsert> = { ...fields };
  if (amountOptions) values.amountOptionsCents = amountOptions.map(dollarsToCents);
  if (goalAmount !== undefined) {
    values.goalAmountCents = goalAmount === null ? null : dollarsToCents(goalAmount);
  }
  if (monthlyTarget !== undefined) {
    values.monthlyTargetCents = monthlyTarget === null ? null : dollarsToCents(monthlyTarget);
  }
  if (endsAt !== undefined) values.endsAt = endsAt === null ? null : new Date(endsAt);
  if (Object.keys(values).length === 0) return existing;
  const relinks = changes.storyId !== undefined && changes.storyId !== existing.storyId;

  await services.db
    .transaction(async (tx) => {
      if (relinks && changes.storyId) await assertLinkableStory(tx, changes.storyId, existing.id);
      await tx.update(donationCases).set(values).where(eq(donationCases.id, existing.id));
      await logModeration(
        tx,
        actor,
        'case.update',
        { type: 'donation-case', id: existing.id },
        {
          fields: changedFields(changes),
          ...(changes.active !== undefined && { active: changes.active }),
          ...(relinks && { storyId: changes.storyId, previousStoryId: existing.storyId }),
        },
      );
    })
    .catch((error: unknown) => {
      throw asLinkConflict(error);
    });
  const storyIds = [existing.storyId, changes.storyId].filter(
    (id): id is string => typeof id === 'string',
  );
  await services.events.emit('donation-case.updated', {
    caseId: existing.id,
    storyIds: [...new Set(storyIds)],
  });
  return getDonationCase(services, existing.id);
}
