import type { NarrativeStatus } from '../stories.ts';
import { isAdmin, isOwner, isPublisher, type MaybeActor } from './actor.ts';

/** Publishers and admins share narratives. */
export const canCreateStory = (actor: MaybeActor) => isPublisher(actor);

/** The author or an admin edits and deletes a narrative, and reads it before it is approved. */
export const canManageStory = (actor: MaybeActor, story: { userId: string }) =>
  isAdmin(actor) || isOwner(actor, story);

/** Approved narratives are public; any other only for those who manage it. */
export const canReadStory = (actor: MaybeActor, story: { userId: string; status: string }) =>
  story.status === 'approved' || canManageStory(actor, story);

/** An author's own list, in every status: the author or an admin. */
export const canListUserStories = (actor: MaybeActor, authorId: string) =>
  canManageStory(actor, { userId: authorId });

/** Admins approve and reject, see the review queue, and list narratives in any status. */
export const canReviewStories = (actor: MaybeActor) => isAdmin(actor);

/** An admin's narrative is published as it is; anyone else's is reviewed, again after every edit. */
export const statusAfterSave = (actor: MaybeActor): NarrativeStatus =>
  isAdmin(actor) ? 'approved' : 'pending';

/** What the viewer may do with a narrative, as answers carry it (`can`). */
export const storyCan = (actor: MaybeActor, story: { userId: string }) => ({
  edit: canManageStory(actor, story),
  delete: canManageStory(actor, story),
  review: canReviewStories(actor),
});
export type StoryCan = ReturnType<typeof storyCan>;
