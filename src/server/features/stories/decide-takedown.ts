import { and, eq } from 'drizzle-orm';
import {
  TAKEDOWN_MESSAGES,
  TAKEDOWN_REJECTION_REASON,
  type TakedownDecision,
} from '#contracts/story-takedowns.ts';
import { stories, storyTakedowns } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';

/**
 * An admin decides a pending takedown request, logged with it. Unpublishing makes the narrative
 * rejected at once (its author reads why, never the requester's words) and settles every request
 * pending on it; dismissing settles this one. 409 when it was decided already.
 */
export async function decideTakedown(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  takedownId: string,
  { decision }: TakedownDecision,
) {
  const { db } = services;
  const decidedAt = new Date();
  const decided = await db.transaction(async (tx) => {
    const [takedown] = await tx
      .update(storyTakedowns)
      .set({
        status: decision === 'unpublish' ? 'unpublished' : 'dismissed',
        decidedById: viewer.id,
        decidedAt,
      })
      .where(and(eq(storyTakedowns.id, takedownId), eq(storyTakedowns.status, 'pending')))
      .returning({ id: storyTakedowns.id, storyId: storyTakedowns.storyId });
    if (!takedown) return null;
    const [story] = await tx
      .select({ id: stories.id, title: stories.title })
      .from(stories)
      .where(eq(stories.id, takedown.storyId));
    if (decision === 'unpublish') {
      await tx
        .update(stories)
        .set({ status: 'rejected', rejectionReason: TAKEDOWN_REJECTION_REASON })
        .where(eq(stories.id, takedown.storyId));
      await tx
        .update(storyTakedowns)
        .set({ status: 'unpublished', decidedById: viewer.id, decidedAt })
        .where(
          and(eq(storyTakedowns.storyId, takedown.storyId), eq(storyTakedowns.status, 'pending')),
        );
    }
    await logModeration(
      tx,
      viewer,
      decision === 'unpublish' ? 'story.takedown-unpublish' : 'story.takedown-dismiss',
      { type: 'story', id: takedown.storyId },
      { takedownId: takedown.id, title: story?.title ?? '' },
    );
    return takedown;
  });
  if (!decided) {
    const [exists] = await db
      .select({ id: storyTakedowns.id })
      .from(storyTakedowns)
      .where(eq(storyTakedowns.id, takedownId));
    throw exists ? conflict(TAKEDOWN_MESSAGES.alreadyDecided) : notFound('Request not found');
  }
  if (decision === 'unpublish') {
    await services.events.emit('story.unpublished', { storyId: decided.storyId, actor: viewer });
  }
  return {
    success: true,
    message: decision === 'unpublish' ? TAKEDOWN_MESSAGES.unpublished : TAKEDOWN_MESSAGES.dismissed,
  };
}
