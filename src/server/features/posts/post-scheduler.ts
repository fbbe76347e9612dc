import type { FastifyInstance } from 'fastify';
import { scheduleRounds } from '../../platform/scheduled-rounds.ts';
import { publishDuePosts } from './publish-due-posts.ts';

/**
 * Publishes due scheduled posts at start (those whose time passed while the server was down)
 * and then every `postSchedulerIntervalMs`. Rounds of one process never overlap; other
 * processes are kept apart by the claim in `publishDuePosts`.
 */
export function registerPostScheduler(app: FastifyInstance) {
  const { services } = app;
  scheduleRounds(
    app,
    {
      intervalMs: services.config.postSchedulerIntervalMs,
      failure: 'publishing scheduled posts failed',
    },
    () => publishDuePosts(services, services.clock.now()),
  );
}
