import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AMOUNT_RULES,
  currencyExponent,
  CURRENCY_MESSAGES,
  limitScale,
  type Currency,
  type updateCaseSchema,
} from '#contracts/donations.ts';
import type { Transaction } from '../../db/client.ts';
import { donationCases, donationTransactions, monthlyGifts } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { conflict } from '../../platform/errors.ts';
import { changedFields, logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import { minorUnitsIn, nullableMinorUnitsIn } from './case-money.ts';
import { asLinkConflict, assertLinkableStory } from './case-story-link.ts';
import { getDonationCase, type CaseRead } from './get-donation-case.ts';

/**
 * A setting kept in minor units, carried over to another currency so that it means what it
 * meant beside that currency's limits (`limitScale`): $10 becomes €10, ¥1,000 or 10 dinars.
 * Settings only: a case with gifts never changes currency.
 */
function carriedOver(minorUnits: number, from: Currency, to: Currency) {
  const shift = 10 ** (currencyExponent(to) - currencyExponent(from));
  return Math.round((minorUnits * shift * limitScale(to)) / limitScale(from));
}

/** The case's amount settings in `to`, for the ones this change does not set itself. */
function settingsIn(existing: CaseRead, to: Currency) {
  const from = existing.currency;
  const carry = (minorUnits: number | null) =>
    minorUnits === null ? null : carriedOver(minorUnits, from, to);
  return {
    amountOptionsCents: existing.amountOptionsCents.map((option) => carry(option)!),
    goalAmountCents: carry(existing.goalAmountCents),
    monthlyTargetCents: carry(existing.monthlyTargetCents),
  };
}

/**
 * Locks the case's row (a gift being recorded holds a key-share lock on it until it commits, and
 * a new one waits for this), then refuses the change if the case has had any gift or pledge.
 */
async function assertNoGiftYet(tx: Transaction, caseId: string) {
  await tx
    .select({ id: donationCases.id })
    .from(donationCases)
    .where(eq(donationCases.id, caseId))
    .for('update');
  const [gift] = await tx
    .select({ id: donationTransactions.id })
    .from(donationTransactions)
    .where(eq(donationTransactions.donationCaseId, caseId))
    .limit(1);
  const [monthly] = await tx
    .select({ id: monthlyGifts.id })
    .from(monthlyGifts)
    .where(eq(monthlyGifts.donationCaseId, caseId))
    .limit(1);
  if (gift || monthly) throw conflict(CURRENCY_MESSAGES.changeAfterGift);
}

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
  const { amountOptions, goalAmount, endsAt, monthlyTarget, currency: asked, ...fields } = changes;
  const currency = asked ?? existing.currency;
  const changesCurrency = currency !== existing.currency;
  const values: Partial<typeof donationCases.$inferInsert> = {
    ...fields,
    ...(changesCurrency && { currency, ...settingsIn(existing, currency) }),
  };
  if (amountOptions) {
    values.amountOptionsCents = amountOptions.map((option) =>
      minorUnitsIn(currency, option, AMOUNT_RULES.option),
    );
  }
  if (goalAmount !== undefined) {
    values.goalAmountCents = nullableMinorUnitsIn(currency, goalAmount, AMOUNT_RULES.goal);
  }
  if (monthlyTarget !== undefined) {
    values.monthlyTargetCents = nullableMinorUnitsIn(
      currency,
      monthlyTarget,
      AMOUNT_RULES.monthlyTarget,
    );
  }
  if (endsAt !== undefined) values.endsAt = endsAt === null ? null : new Date(endsAt);
  if (Object.keys(values).length === 0) return existing;
  const relinks = changes.storyId !== undefined && changes.storyId !== existing.storyId;

  await services.db
    .transaction(async (tx) => {
      if (changesCurrency) await assertNoGiftYet(tx, existing.id);
      if (relinks && changes.storyId) await assertLinkableStory(tx, changes.storyId, existing.id);
      await tx.update(donationCases).set(values).where(eq(donationCases.id, existing.id));
      await logModeration(
        tx,
        actor,
        'case.update',
        { type: 'donation-case', id: existing.id },
        {
          fields: changedFields(changes),
          ...(changesCurrency && { currency, previousCurrency: existing.currency }),
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
