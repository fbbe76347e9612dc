import type { z } from 'zod';
import {
  AMOUNT_RULES,
  DEFAULT_AMOUNT_OPTIONS,
  limitScale,
  type createCaseSchema,
} from '#contracts/donations.ts';
import { donationCases } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import { minorUnitsIn, nullableMinorUnitsIn } from './case-money.ts';
import { asLinkConflict, assertLinkableStory } from './case-story-link.ts';
import { getDonationCase } from './get-donation-case.ts';

/** An admin opens a case: logged with its title, and announced to the community. */
export async function openDonationCase(
  services: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  input: z.output<typeof createCaseSchema>,
) {
  const {
    title,
    description,
    image,
    currency,
    amountOptions = DEFAULT_AMOUNT_OPTIONS.map((option) => option * limitScale(currency)),
    goalAmount,
    storyId,
    showAmounts,
    endsAt,
    monthlyTarget,
  } = input;
  const money = {
    amountOptionsCents: amountOptions.map((option) =>
      minorUnitsIn(currency, option, AMOUNT_RULES.option),
    ),
    goalAmountCents: nullableMinorUnitsIn(currency, goalAmount ?? null, AMOUNT_RULES.goal),
    monthlyTargetCents: nullableMinorUnitsIn(
      currency,
      monthlyTarget ?? null,
      AMOUNT_RULES.monthlyTarget,
    ),
  };
  const created = await services.db
    .transaction(async (tx) => {
      if (storyId) await assertLinkableStory(tx, storyId, null);
      const [row] = await tx
        .insert(donationCases)
        .values({
          title,
          description,
          image,
          currency,
          ...money,
          storyId: storyId ?? null,
          showAmounts,
          endsAt: endsAt ? new Date(endsAt) : null,
          createdById: actor.id,
        })
        .returning();
      await logModeration(
        tx,
        actor,
        'case.create',
        { type: 'donation-case', id: row!.id },
        { title, ...(storyId && { storyId }) },
      );
      return row!;
    })
    .catch((error: unknown) => {
      throw asLinkConflict(error);
    });
  await services.events.emit('donation-case.opened', {
    actor,
    donationCase: { id: created.id, title: created.title, storyId: created.storyId },
  });
  return getDonationCase(services, created.id);
}
