import { isAdmin, isPublisher, isSignedIn, type MaybeActor } from './actor.ts';

/** Signed-in users who cannot publish yet may ask to (admins and publishers already can). */
export const canRequestPublisher = (actor: MaybeActor) => isSignedIn(actor) && !isPublisher(actor);

/** Listing, approving and rejecting requests is the admins'. */
export const canDecidePublisherRequests = (actor: MaybeActor) => isAdmin(actor);

/**
 * Approving makes the requester a publisher, which only an admin may do to an account that is
 * not an admin's (one made admin since asking stays out of reach).
 */
export const canApprovePublisherRequest = (actor: MaybeActor, requester: { isAdmin: boolean }) =>
  canDecidePublisherRequests(actor) && !requester.isAdmin;
