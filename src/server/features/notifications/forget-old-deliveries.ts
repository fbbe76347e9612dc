import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationDeliveries } from '../../db/schema.ts';
import { scheduleRounds } from '../../platform/scheduled-rounds.ts';
import type { Services } from '../../platform/services.ts';

/**
 * How long "this event reached this person" is kept. An event is delivered within minutes (a
 * fan-out's jobs, their retries); only a like given again long after could notify again.
 */
export const DELIVERIES_KEPT_DAYS = 30;
const HOUR_MS = 3600_000;

/** Forgets the deliveries older than DELIVERIES_KEPT_DAYS; answers how many. */
export async function forgetOldDeliveries({ db }: Pick<Services, 'db'>, now: Date) {
  const before = new Date(now.getTime() - DELIVERIES_KEPT_DAYS * 24 * HOUR_MS);
  const forgotten = await db
    .delete(notificationDeliveries)
    .where(lt(notificationDeliveries.createdAt, before))
    .returning({ key: notificationDeliveries.dedupeKey });
  return forgotten.length;
}

/** Prunes `notification_deliveries` at start and every hour, by the app's clock. */
export function registerDeliveryPruning(app: FastifyInstance) {
  const { services } = app;
  scheduleRounds(
    app,
    {
      intervalMs: HOUR_MS,
      failure: 'old notification deliveries not pruned',
      startAfterFirstRound: false,
    },
    () => forgetOldDeliveries(services, services.clock.now()),
  );
}
