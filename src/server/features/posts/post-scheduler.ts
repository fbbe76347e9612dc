import type { FastifyInstance } from 'fastify';
import { publishDuePosts } from './publish-due-posts.ts';

/**
 * Publishes due scheduled posts at start (those whose time passed while the server was down)
 * and then every `postSchedulerIntervalMs`. Rounds of one process never overlap; other
 * processes are kept apart by the claim in `publishDuePosts`.
 */
export function registerPostScheduler(app: FastifyInstance) {
  const { services } = app;
  let round: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const runRound = () => {
    round = round
      .then(() => publishDuePosts(services, services.clock.now()))
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'publishing scheduled posts failed'),
      );
    return round;
  };

  app.addHook('onReady', async () => {
    await runRound();
    timer = setInterval(() => void runRound(), services.config.postSchedulerIntervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}
