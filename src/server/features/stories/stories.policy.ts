import type { NarrativeStatus } from '#contracts/stories.ts';
import type { Viewer } from '../../platform/auth.ts';

export const canCreateStories = (viewer: Viewer) => viewer.isPublisher || viewer.isAdmin;

/** The author or an admin edits and deletes, and reads a narrative before it is approved. */
export const canManageStory = (viewer: Viewer | null, story: { userId: string }) =>
  viewer !== null && (viewer.isAdmin || viewer.id === story.userId);

export const canReadStory = (viewer: Viewer | null, story: { userId: string; status: string }) =>
  story.status === 'approved' || canManageStory(viewer, story);

/** An admin's narrative is published as it is; anyone else's is reviewed, again after every edit. */
export const statusAfterSave = (viewer: Viewer): NarrativeStatus =>
  viewer.isAdmin ? 'approved' : 'pending';
