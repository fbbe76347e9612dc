import { isAdmin, type MaybeActor } from './actor.ts';

/** How each mailing went (queued, sent, deferred, failed): admins, who answer for the sending. */
export const canReadMailings = (actor: MaybeActor) => isAdmin(actor);
