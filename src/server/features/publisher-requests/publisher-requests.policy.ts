import {
  canApprovePublisherRequest,
  canDecidePublisherRequests,
  canRequestPublisher,
} from '#contracts/policies/publisher-requests.ts';
import { PUBLISHER_REQUEST_MESSAGES } from '#contracts/publisher-requests.ts';
import { ADMIN_ONLY_MESSAGE, type Viewer } from '../../platform/auth.ts';
import { badRequest, forbidden, unauthorized } from '../../platform/errors.ts';
import { ADMINS_OUT_OF_REACH } from '../users/users.policy.ts';

/**
 * A visitor (or an expired session) is asked to sign in; an admin or a publisher is told they
 * already may publish (a 400, as the request itself makes no sense for them).
 */
export function authorizePublisherRequest(viewer: Viewer | null): asserts viewer is Viewer {
  if (canRequestPublisher(viewer)) return;
  if (viewer === null) throw unauthorized(PUBLISHER_REQUEST_MESSAGES.signInRequired);
  throw badRequest(
    viewer.isAdmin
      ? PUBLISHER_REQUEST_MESSAGES.alreadyAdmin
      : PUBLISHER_REQUEST_MESSAGES.alreadyPublisher,
  );
}

export function authorizePublisherRequestDecisions(viewer: Viewer) {
  if (!canDecidePublisherRequests(viewer)) throw forbidden(ADMIN_ONLY_MESSAGE);
}

export function authorizePublisherRequestApproval(viewer: Viewer, requester: { isAdmin: boolean }) {
  if (!canApprovePublisherRequest(viewer, requester)) throw forbidden(ADMINS_OUT_OF_REACH);
}
