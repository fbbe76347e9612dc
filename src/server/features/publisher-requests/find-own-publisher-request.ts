import { desc, eq } from 'drizzle-orm';
import type { OwnPublisherRequest, PublisherRequestStatus } from '#contracts/publisher-requests.ts';
import { publisherRequests } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import type { Services } from '../../platform/services.ts';

/** The viewer's latest publisher request, as the applicant may see it. */
export async function findOwnPublisherRequest(
  services: Pick<Services, 'db'>,
  viewer: Viewer,
): Promise<OwnPublisherRequest> {
  const [row] = await services.db
    .select()
    .from(publisherRequests)
    .where(eq(publisherRequests.userId, viewer.id))
    .orderBy(desc(publisherRequests.createdAt))
    .limit(1);
  if (!row) return { request: null };
  return {
    request: {
      _id: row.id,
      status: row.status as PublisherRequestStatus,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    },
  };
}
