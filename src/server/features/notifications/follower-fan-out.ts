import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/client.ts';
import { follows } from '../../db/schema.ts';
import { deliverNotifications, type FollowerNotification } from './notify.ts';

/**
 * A fan-out job: the first of an event names no recipients and finds the followers; the pages it
 * queues name theirs.
 */
interface FanOutJob {
  actorId: string;
  item: FollowerNotification;
  recipientIds?: string[];
}

/**
 * Who else hears of the actor's news in a fan-out's first run (an author's e-mail subscribers),
 * queued in the transaction that queues the followers' pages: publishing inserts one job, however
 * many there are to tell.
 */
export type FanOutListener = (
  news: { actorId: string; item: FollowerNotification },
  tx: Transaction,
) => Promise<void>;

/** Followers per page job: a page is written in about a second on a busy embedded database. */
const PAGE = 1000;

/**
 * Delivers a follower fan-out (`notifyFollowers`) as outbox jobs, off the request path and
 * resumed after a crash. The first job reaches the followers with a browser open at once, then
 * queues the others in pages, each retried on its own, and tells the `listeners` in the same
 * transaction; a job run again notifies no one twice (`notification_deliveries`). Only a crash
 * between that commit and the job's end could tell a listener's people twice.
 */
export function registerFollowerFanOut(app: FastifyInstance, listeners: FanOutListener[] = []) {
  const notifyAll = (job: FanOutJob, recipientIds: string[]) =>
    deliverNotifications(
      app,
      recipientIds.map((recipientId) => ({
        ...job.item,
        recipientId,
        triggeredById: job.actorId,
      })),
    );

  app.outbox.handle<FanOutJob>('fan-out', async (job) => {
    if (job.recipientIds) return notifyAll(job, job.recipientIds);
    const followers = await app.db
      .select({ id: follows.followerId })
      .from(follows)
      .where(eq(follows.followingId, job.actorId));
    const ids = followers.map((row) => row.id);
    const online = await app.realtime.onlineAmong(ids).catch((error: unknown) => {
      app.log.warn({ err: error }, 'presence unknown: every follower waits for the pages');
      return new Set<string>();
    });
    await notifyAll(job, [...online]);
    const away = ids.filter((id) => !online.has(id));
    const pages = Array.from({ length: Math.ceil(away.length / PAGE) }, (_, i) => ({
      ...job,
      recipientIds: away.slice(i * PAGE, (i + 1) * PAGE),
    }));
    await app.db.transaction(async (tx) => {
      await app.outbox.enqueue('fan-out', pages, tx);
      for (const listener of listeners)
        await listener({ actorId: job.actorId, item: job.item }, tx);
    });
  });
}
