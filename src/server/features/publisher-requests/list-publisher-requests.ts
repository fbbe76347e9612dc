import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PublisherRequestStatus } from '#contracts/publisher-requests.ts';
import { publisherRequests, users } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';

/** A page of publisher requests with their requester: pending ones oldest first, others newest first. */
export async function listPublisherRequests(
  services: Pick<Services, 'db'>,
  query: { status: PublisherRequestStatus | 'all'; startIndex: number; limit: number },
) {
  const { db } = services;
  const { status, startIndex, limit } = query;
  const where: SQL | undefined =
    status === 'all' ? undefined : eq(publisherRequests.status, status);
  const order =
    status === 'pending'
      ? [asc(publisherRequests.createdAt), asc(publisherRequests.id)]
      : [desc(publisherRequests.createdAt), desc(publisherRequests.id)];
  const [rows, [total]] = await Promise.all([
    db
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
      .where(where)
      .orderBy(...order)
      .offset(startIndex)
      .limit(limit),
    db.select({ value: count() }).from(publisherRequests).where(where),
  ]);
  return {
    requests: rows.map(({ request, user }) => ({
      _id: request.id,
      userId: user,
      reason: request.reason,
      status: request.status as PublisherRequestStatus,
      createdAt: request.createdAt.toISOString(),
    })),
    totalRequests: total?.value ?? 0,
  };
}
