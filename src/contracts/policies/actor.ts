/**
 * Who asks, as every policy reads it: the server's viewer and the web's session user both say
 * this much (`actorOf` in the web maps its `_id`). `null` is a visitor.
 */
export interface Actor {
  id: string;
  isAdmin: boolean;
  isPublisher: boolean;
}

export type MaybeActor = Actor | null;

export const isSignedIn = (actor: MaybeActor): actor is Actor => actor !== null;

export const isAdmin = (actor: MaybeActor) => actor?.isAdmin === true;

/** Publishers write posts and narratives; admins may do all a publisher may. */
export const isPublisher = (actor: MaybeActor) => actor?.isPublisher === true || isAdmin(actor);

export const isOwner = (actor: MaybeActor, owned: { userId: string }) =>
  actor !== null && actor.id === owned.userId;
