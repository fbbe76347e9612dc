import { isAdmin, isPublisher, type MaybeActor } from './actor.ts';

/** The site overview, its counters and the moderation tabs: admins. */
export const canUseAdminTabs = (actor: MaybeActor) => isAdmin(actor);

/** The writer's tabs (their posts, the comments on them, their narratives): publishers and admins. */
export const canUseAuthorTabs = (actor: MaybeActor) => isPublisher(actor);
