import { isAdmin, type MaybeActor } from './actor.ts';

/** The audit log names who read what: admins only read it. */
export const canReadAudit = (actor: MaybeActor) => isAdmin(actor);
