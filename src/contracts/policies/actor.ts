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

/** The role flags an account carries, read only by the rules below. */
export type RoleFlags = Pick<Actor, 'isAdmin' | 'isPublisher'>;

export const isSignedIn = (actor: MaybeActor): actor is Actor => actor !== null;

export const isAdmin = (actor: MaybeActor) => actor?.isAdmin === true;

/** Publishers write posts and narratives; admins may do all a publisher may. */
export const isPublisher = (actor: MaybeActor) => actor?.isPublisher === true || isAdmin(actor);

export const isOwner = (actor: MaybeActor, owned: { userId: string }) =>
  actor !== null && actor.id === owned.userId;

/**
 * Whether an account writes (posts and narratives): publishers and admins. Profiles offer such an
 * author's feed and let others follow them.
 */
export const isAuthor = (account: RoleFlags) => account.isAdmin || account.isPublisher;

/** The roles an account holds, as badges and the users list name them (a member holds none). */
export type Role = 'admin' | 'publisher';
export const rolesOf = (account: RoleFlags): Role[] => [
  ...(account.isAdmin ? (['admin'] as const) : []),
  ...(account.isPublisher ? (['publisher'] as const) : []),
];
