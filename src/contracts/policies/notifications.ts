import type { MaybeActor } from './actor.ts';

/** A notification is its recipient's alone: nobody reads, marks or deletes anyone else's. */
export const canManageNotification = (actor: MaybeActor, notification: { recipientId: string }) =>
  actor !== null && actor.id === notification.recipientId;
