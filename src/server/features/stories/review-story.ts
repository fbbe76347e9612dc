import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { stories } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import { findStory } from './list-stories.ts';

export interface StoryReview {
  status: 'approved' | 'rejected';
  /** Why it was rejected, for the author; an approval keeps none. */
  reason?: string;
}

/**
 * An admin approves or rejects a narrative, logged with it. A rejection keeps the admin's reason
 * (if any) for the author; an approval clears an earlier one. A decision is not an edit:
 * updatedAt stays.
 */
export async function reviewStory(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  storyId: string,
  review: StoryReview,
) {
  const { status } = review;
  const rejectionReason = status === 'rejected' ? (review.reason ?? null) : null;
  const reviewed = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(stories)
      .set({ status, rejectionReason, updatedAt: sql`${stories.updatedAt}` })
      .where(eq(stories.id, storyId))
      .returning({ id: stories.id, title: stories.title, userId: stories.userId });
    if (row) {
      await logModeration(
        tx,
        viewer,
        status === 'approved' ? 'story.approve' : 'story.reject',
        { type: 'story', id: row.id },
        rejectionReason ? { title: row.title, reason: rejectionReason } : { title: row.title },
      );
    }
    return row;
  });
  if (!reviewed) throw notFound('Story not found');
  await services.events.emit('story.reviewed', {
    storyId,
    actor: viewer,
    // Each decision tells the author once, a later one again.
    decision: {
      id: randomUUID(),
      authorId: reviewed.userId,
      title: reviewed.title,
      status,
      rejectionReason,
    },
  });
  return findStory(services, { id: storyId });
}
