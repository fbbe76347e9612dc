import { and, eq } from 'drizzle-orm';
import {
  PUBLISHER_REQUEST_MESSAGES,
  type PublisherRequestDecision,
} from '#contracts/publisher-requests.ts';
import { publisherRequests, users } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import { authorizePublisherRequestApproval } from './publisher-requests.policy.ts';

/**
 * Approves (the requester becomes a publisher) or rejects a pending request (with the admin's
 * reason, if any), logs it, and tells the requester. 409 when it was decided already, 404 when there is no such request.
 */
export async function decidePublisherRequest(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  { requestId, status, reason }: PublisherRequestDecision,
) {
  const { db } = services;
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(publisherRequests)
      .set({
        status,
        decidedById: viewer.id,
        decidedAt: new Date(),
        rejectionReason: status === 'rejected' ? (reason ?? null) : null,
      })
      .where(and(eq(publisherRequests.id, requestId), eq(publisherRequests.status, 'pending')))
      .returning();
    if (!row) return null;
    if (status === 'approved') {
      const [requester] = await tx
        .select({ isAdmin: users.isAdmin })
        .from(users)
        .where(eq(users.id, row.userId));
      // A requester made admin since asking; throwing leaves the request pending.
      authorizePublisherRequestApproval(viewer, requester!);
      await tx.update(users).set({ isPublisher: true }).where(eq(users.id, row.userId));
    }
    await logModeration(
      tx,
      viewer,
      status === 'approved' ? 'publisher-request.approve' : 'publisher-request.reject',
      { type: 'publisher-request', id: row.id },
      { userId: row.userId, ...(row.rejectionReason && { reason: row.rejectionReason }) },
    );
    return row;
  });
  if (!decided) {
    const [exists] = await db
      .select({ id: publisherRequests.id })
      .from(publisherRequests)
      .where(eq(publisherRequests.id, requestId));
    throw exists
      ? conflict(PUBLISHER_REQUEST_MESSAGES.alreadyDecided)
      : notFound('Request not found');
  }
  await services.events.emit('publisher-request.decided', {
    actor: viewer,
    request: {
      id: decided.id,
      userId: decided.userId,
      isApproved: status === 'approved',
      rejectionReason: decided.rejectionReason,
    },
  });
}
