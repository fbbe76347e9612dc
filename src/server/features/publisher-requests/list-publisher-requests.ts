import { eq, type SQL } from 'drizzle-orm';
import type { PublisherRequestStatus } from '#contracts/publisher-requests.ts';
import { publisherRequests, users } from '../../db/schema.ts';
import { newestFirst, oldestFirst, pageAndTotal } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';

/** A page of publisher requests with their requester: pending ones oldest first, others newest first. */
export async function listPublisherRequests(
  services: Pick<Services, 'db'>,
  query: { status: PublisherRequestStatus | 'all'; startIndex: number; limit: number },
) {
  const { db } = services;
  const { status } = query;
  const where: SQL | undefined =
    status === 'all' ? undefined : eq(publisherRequests.status, status);
  const order = (status === 'pending' ? oldestFirst : newestFirst)(
    publisherRequests.createdAt,
    publisherRequests.id,
  );
  const [rows, total] = await pageAndTotal(
    db,
    {
      rows: db
        .select({
          request: publisherRequests,
          user: {
            _id: users.id,
            username: users.username,
            email: users.email,
            profilePicture: users.profilePicture,
          },
        })
        .from(publisherRequests)
        .innerJoin(users, eq(users.id, publisherRequests.userId))
        .$dynamic(),
      of: publisherRequests,
      where,
      order,
    },
    query,
  );
  return {
    requests: rows.map(({ request, user }) => ({
      _id: request.id,
      userId: user,
      reason: request.reason,
      status: request.status as PublisherRequestStatus,
      createdAt: request.createdAt.toISOString(),
    })),
    totalRequests: total,
  };
}
