import { PUBLISHER_REQUEST_MESSAGES } from '#contracts/publisher-requests.ts';
import { publisherRequests } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { conflict } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

/** Records the viewer's request to publish and tells the admins; answers the request's id. */
export async function requestPublisher(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  reason: string,
): Promise<string> {
  let requestId: string;
  try {
    const [created] = await services.db
      .insert(publisherRequests)
      .values({ userId: viewer.id, reason })
      .returning({ id: publisherRequests.id });
    requestId = created!.id;
  } catch (error) {
    // One pending request per user, kept by a partial unique index.
    if (violatedUniqueConstraint(error) !== null) {
      throw conflict(PUBLISHER_REQUEST_MESSAGES.alreadyPending);
    }
    throw error;
  }
  await services.events.emit('publisher-request.made', { actor: viewer, requestId });
  return requestId;
}
