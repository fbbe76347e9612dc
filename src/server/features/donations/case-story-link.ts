import { and, eq, ne } from 'drizzle-orm';
import { DONATION_MESSAGES } from '#contracts/donations.ts';
import type { Transaction } from '../../db/client.ts';
import { donationCases, stories } from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';

/**
 * Refuses a link to a narrative that is missing, not approved, or served by another case. The
 * unique `story_id` settles two admins linking at once (`asLinkConflict`).
 */
export async function assertLinkableStory(tx: Transaction, storyId: string, caseId: string | null) {
  const [story] = await tx
    .select({ status: stories.status })
    .from(stories)
    .where(eq(stories.id, storyId))
    .limit(1);
  if (!story) throw notFound('Story not found');
  if (story.status !== 'approved') throw badRequest(DONATION_MESSAGES.storyNotApproved);
  const [other] = await tx
    .select({ id: donationCases.id })
    .from(donationCases)
    .where(
      and(eq(donationCases.storyId, storyId), caseId ? ne(donationCases.id, caseId) : undefined),
    )
    .limit(1);
  if (other) throw conflict(DONATION_MESSAGES.storyHasCase);
}

/** A race lost on the narrative's one case is the same 409 as the check's. */
export function asLinkConflict(error: unknown) {
  return violatedUniqueConstraint(error) === 'donation_cases_story_id_unique'
    ? conflict(DONATION_MESSAGES.storyHasCase)
    : error;
}
