import type { NarrativeStatus } from '#contracts/stories.ts';
import {
  canCreateStory,
  canListUserStories,
  canManageStory,
  canReadStory,
  canReviewStories,
} from '#contracts/policies/stories.ts';
import type { Viewer } from '../../platform/auth.ts';
import { forbidden, notFound } from '../../platform/errors.ts';

const ONLY_ADMINS_REVIEW = 'Only admins can review narratives';

/** Others' unpublished narratives do not exist for them: 404, as for a missing one. */
export function authorizeStoryRead(
  viewer: Viewer | null,
  story: { userId: string; status: string },
) {
  if (!canReadStory(viewer, story)) throw notFound('Story not found');
}

export function authorizeStoryCreate(viewer: Viewer) {
  if (!canCreateStory(viewer)) throw forbidden('Only publishers and admins can share narratives');
}

export function authorizeStoryUpdate(viewer: Viewer, story: { userId: string }) {
  if (!canManageStory(viewer, story)) throw forbidden('You can only update your own narratives');
}

export function authorizeStoryDelete(viewer: Viewer, story: { userId: string }) {
  if (!canManageStory(viewer, story)) throw forbidden('You can only delete your own narratives');
}

export function authorizeUserStoriesList(viewer: Viewer, authorId: string) {
  if (!canListUserStories(viewer, authorId)) {
    throw forbidden('You can only list your own narratives');
  }
}

/** Approving, rejecting, the review queue and its count. */
export function authorizeStoryReview(viewer: Viewer) {
  if (!canReviewStories(viewer)) throw forbidden(ONLY_ADMINS_REVIEW);
}

/** The status a list shows: what an admin asks for, else approved narratives only. */
export const listedStoryStatus = (
  viewer: Viewer | null,
  requested: NarrativeStatus | 'all' | undefined,
) => (canReviewStories(viewer) && requested ? requested : 'approved');
